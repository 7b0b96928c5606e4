import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The text of a PDF, extracted by poppler's pdftotext (a real PDF reader, not our own code). */
export function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afb-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Decodes the barcodes on a PDF's first page: rendered by poppler, read by zbar (independent of our code). */
export function pdfBarcodes(pdf: Buffer): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afb-bar-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '300', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
    const png = fs.readdirSync(dir).find((f) => f.endsWith('.png'))!;
    const out = execFileSync('zbarimg', ['--quiet', '--raw', path.join(dir, png)], { encoding: 'utf8' });
    return out
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The fonts a PDF uses, as poppler's pdffonts lists them: name (with its subset tag), whether embedded and subset. */
export function pdfFonts(pdf: Buffer): { name: string; embedded: boolean; subset: boolean }[] {
  const out = withPdfFile(pdf, (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }));
  return out
    .split('\n')
    .slice(2)
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const cols = l.trim().split(/\s+/);
      // name, type (one or two words), encoding, emb, sub, uni, object id, generation
      const [emb, sub] = cols.slice(-5, -3);
      return { name: cols[0]!, embedded: emb === 'yes', subset: sub === 'yes' };
    });
}

/** Every word pdftotext finds on a PDF's pages, with its box in points (poppler's -bbox output). */
export function pdfWords(pdf: Buffer): { text: string; xMin: number; xMax: number; yMin: number }[] {
  const html = withPdfFile(pdf, (file) => execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' }));
  return Array.from(
    html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">(.*?)<\/word>/g),
    (m) => ({
      text: m[4]!
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"'),
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
    }),
  );
}

function withPdfFile<T>(pdf: Buffer, use: (file: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afb-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    return use(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Extracted text without the directional marks pdftotext puts around the runs it reorders (U+202A..U+202E,
 * U+2066..U+2069): they say how poppler laid the line out, they are not in the document.
 */
export function withoutBidiMarks(text: string): string {
  return text.replace(/[\u202a-\u202e\u2066-\u2069]/g, '');
}
