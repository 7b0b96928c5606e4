/**
 * Drawing text in any of the languages we serve on a pdfkit document: the one helper every PDF uses for text that is
 * not plain English (translated labels, names, addresses, products). It picks Noto Naskh Arabic for Arabic letters and
 * Noto Sans for the rest, breaks lines itself (in logical order, measuring each run with the font it is drawn with),
 * then orders each line's runs right to left where the Unicode Bidirectional Algorithm says so (bidi-text.ts) and draws
 * them one by one on a common baseline. pdfkit's own `text` cannot do this: it lays a line out in one font, word by
 * word, left to right. Characters no bundled font has are drawn as "?".
 */
import {
  bidiParagraph,
  isArabicScript,
  shaperText,
  visualRuns,
  type BidiParagraph,
  type TextDirection,
} from './bidi-text.ts';
import {
  familyCovers,
  familyExtent,
  fontOf,
  PDF_FONT,
  shapingOf,
  type PdfFontFamily,
  type PdfFontName,
} from './pdf-fonts.ts';

export interface DrawTextOptions {
  /** Left edge of the box (default: the document's x). */
  x?: number;
  /** Top of the first line (default: the document's y). */
  y?: number;
  /** Width of the box (default: to the right margin). */
  width?: number;
  /** Default: right for a right-to-left paragraph, else left. */
  align?: 'left' | 'right' | 'center';
  /** Base direction of each paragraph (default 'auto': its first strong letter decides). */
  direction?: TextDirection;
  bold?: boolean;
  underline?: boolean;
  /** Extra space after each line, in points. */
  lineGap?: number;
}

/** The current font size, read through pdfkit's public API (Noto Sans's line height is 1.362 em, no gap). */
function fontSize(doc: PDFKit.PDFDocument): number {
  doc.font(PDF_FONT);
  const { ascent, descent } = familyExtent('sans');
  return doc.currentLineHeight(false) / (ascent + descent);
}

/**
 * Draws text in a box like `doc.text(text, x, y, { width })`: wrapped at spaces, one paragraph per line feed, the
 * document's y moved below the last line (a new page when a line would pass the bottom margin), x left at the box.
 * Uses the document's current font size and fill colour.
 */
export function drawText(doc: PDFKit.PDFDocument, text: string, options: DrawTextOptions = {}): PDFKit.PDFDocument {
  const size = fontSize(doc);
  const x = options.x ?? doc.x;
  if (options.y !== undefined) doc.y = options.y;
  const width = options.width ?? doc.page.width - doc.page.margins.right - x;
  for (const line of text.split(/\r\n|[\n\r\u2028\u2029]/)) drawParagraph(doc, line, { ...options, x, width, size });
  doc.x = x;
  return doc.font(PDF_FONT);
}

interface Box extends DrawTextOptions {
  x: number;
  width: number;
  size: number;
}

/**
 * Text from a user for a PDF: NFC, line breaks as spaces, control and format characters removed (a bidi override or
 * isolate in a name must not reorder the line it is printed in), except the zero-width (non-)joiners Persian and Urdu
 * spell with.
 */
export function pdfSafe(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\t\n\r\v\f\u0085\u2028\u2029]/g, ' ')
    .replace(/(?![\u200c\u200d])[\p{Cc}\p{Cf}]/gu, '');
}

/** Lines from a user (an address), each made safe, the empty ones left out: one paragraph each for `drawText`. */
export function pdfLines(lines: readonly (string | null | undefined)[]): string {
  return lines
    .map((l) => pdfSafe(l ?? '').trim())
    .filter(Boolean)
    .join('\n');
}

/** Characters that take part in the bidi algorithm but are not drawn: bidi marks, isolates and other format controls. */
const INVISIBLE = /[\p{Cf}\p{Cc}]/u;
const JOINERS = /[\u200c\u200d]/u;

/** Text every character of which a bundled font can draw: others become "?", whitespace a space. */
function drawable(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (/[\t\p{Zs}]/u.test(ch) && ch !== '\u00a0' && ch !== '\u202f') out += ' ';
    else if (INVISIBLE.test(ch) || familyCovers('sans', code) || familyCovers('arabic', code)) out += ch;
    else out += '?';
  }
  return out;
}

function drawParagraph(doc: PDFKit.PDFDocument, raw: string, box: Box): void {
  const p = bidiParagraph(drawable(raw), box.direction ?? 'auto');
  const families = assignFamilies(p);
  const measure = (start: number, end: number) => measureRange(doc, p, families, start, end, box);
  for (const [start, end] of breakLines(p.text, box.width, measure)) drawLine(doc, p, families, start, end, box);
}

/**
 * The family of each code unit (null: not drawn). Arabic letters (and Arabic-Indic digits) take Noto Naskh Arabic,
 * other letters Noto Sans; marks follow their letter; digits, punctuation and spaces take the family of the nearest
 * letter at the same embedding level (before, else after) when it has them, so ": " inside Arabic is drawn in the
 * Arabic font and an amount in Latin digits between Arabic words in Noto Sans.
 */
function assignFamilies(p: BidiParagraph): (PdfFontFamily | null)[] {
  const { text } = p;
  const own: (PdfFontFamily | null | undefined)[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = String.fromCodePoint(text.codePointAt(i)!);
    if (isLowSurrogateAt(text, i)) own.push(own[i - 1]);
    else if (INVISIBLE.test(ch) && !JOINERS.test(ch)) own.push(null);
    else if (isArabicScript(ch)) own.push('arabic');
    else own.push(/\p{L}/u.test(ch) ? 'sans' : undefined);
  }
  const families: (PdfFontFamily | null)[] = [];
  for (let i = 0; i < text.length; i++) {
    const f = own[i];
    const previous = families[i - 1] ?? null;
    if (f !== undefined) families.push(f);
    else if (isLowSurrogateAt(text, i) || (/\p{M}/u.test(text[i]!) && previous)) families.push(previous ?? 'sans');
    else families.push(neutralFamily(p, i, own));
  }
  return families;
}

function isLowSurrogateAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  return i > 0 && code >= 0xdc00 && code <= 0xdfff;
}

/** A digit, punctuation or space: the family of the nearest letter at its level that has it, else any that has it. */
function neutralFamily(p: BidiParagraph, i: number, own: (PdfFontFamily | null | undefined)[]): PdfFontFamily {
  const { text, levels } = p;
  const code = text.codePointAt(i)!;
  const near = (step: -1 | 1) => {
    for (let j = i + step; j >= 0 && j < text.length && levels[j] === levels[i]; j += step) if (own[j]) return own[j];
    return null;
  };
  for (const f of [near(-1), near(1), 'sans' as const, 'arabic' as const]) if (f && familyCovers(f, code)) return f;
  return 'sans';
}

/**
 * The width of a run in a font at the document's current size. Cached per document: pdfkit caches its own layouts
 * only for runs laid out without `features`, and a statement draws the same amounts and labels many times.
 */
function widthOf(
  doc: PDFKit.PDFDocument,
  font: PdfFontName,
  family: PdfFontFamily,
  size: number,
  text: string,
): number {
  let cache = widths.get(doc);
  if (!cache) widths.set(doc, (cache = new Map<string, number>()));
  const key = `${font}\u0000${size}\u0000${text}`;
  let width = cache.get(key);
  if (width === undefined) cache.set(key, (width = doc.font(font).widthOfString(text, shapingOf(family))));
  return width;
}

const widths = new WeakMap<PDFKit.PDFDocument, Map<string, number>>();

/** The width of the logical range [start, end) drawn in its fonts. */
function measureRange(
  doc: PDFKit.PDFDocument,
  p: BidiParagraph,
  families: (PdfFontFamily | null)[],
  start: number,
  end: number,
  box: Box,
): number {
  let width = 0;
  let i = start;
  while (i < end) {
    const family = families[i];
    let j = i + 1;
    while (j < end && families[j] === family) j++;
    if (family) width += widthOf(doc, fontOf(family, box.bold ?? false), family, box.size, p.text.slice(i, j));
    i = j;
  }
  return width;
}

/**
 * Greedy line breaking at spaces: each line is a logical range [start, end) without its trailing spaces. A line's
 * width is the sum of its words' (each with the spaces before it), so each word is measured once. A word wider than
 * the box is cut between letters (with their marks).
 */
export function breakLines(
  text: string,
  width: number,
  measure: (start: number, end: number) => number,
): [number, number][] {
  const lines: [number, number][] = [];
  let start = -1;
  let end = 0;
  let used = 0;
  for (const word of text.matchAll(/[^ ]+/g)) {
    const wStart = word.index;
    const wEnd = wStart + word[0].length;
    if (start >= 0) {
      const more = measure(end, wEnd);
      if (used + more <= width) {
        [end, used] = [wEnd, used + more];
        continue;
      }
      lines.push([start, end]);
    }
    const pieces = cutWord(text, wStart, wEnd, width, measure);
    lines.push(...pieces.slice(0, -1));
    [start, end] = pieces[pieces.length - 1]!;
    used = measure(start, end);
  }
  if (start >= 0) lines.push([start, end]);
  return lines.length > 0 ? lines : [[0, 0]];
}

/** A word as pieces that each fit the box (the word itself when it fits), cut between grapheme clusters. */
function cutWord(text: string, start: number, end: number, width: number, measure: (s: number, e: number) => number) {
  if (measure(start, end) <= width) return [[start, end] as [number, number]];
  const pieces: [number, number][] = [];
  let from = start;
  let last = start;
  for (const g of new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(text.slice(start, end))) {
    const to = start + g.index + g.segment.length;
    if (last > from && measure(from, to) > width) {
      pieces.push([from, last]);
      from = last;
    }
    last = to;
  }
  pieces.push([from, end]);
  return pieces;
}

/** Draws one line: its runs in visual order, measured, aligned in the box, on one baseline. */
function drawLine(
  doc: PDFKit.PDFDocument,
  p: BidiParagraph,
  families: (PdfFontFamily | null)[],
  start: number,
  end: number,
  box: Box,
): void {
  const bold = box.bold ?? false;
  const runs = visualRuns(p, start, end, (i) => families[i] ?? null).map((run) => {
    const font = fontOf(run.group, bold);
    const text = shaperText(run);
    return { font, text, family: run.group, width: widthOf(doc, font, run.group, box.size, text) };
  });
  const extents = [familyExtent('sans'), ...runs.map((r) => familyExtent(r.family))];
  const ascent = Math.max(...extents.map((e) => e.ascent)) * box.size;
  const height = ascent + Math.max(...extents.map((e) => e.descent)) * box.size;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom && doc.y > doc.page.margins.top) {
    doc.addPage();
    doc.y = doc.page.margins.top;
  }
  const total = runs.reduce((sum, r) => sum + r.width, 0);
  const align = box.align ?? (p.rtl ? 'right' : 'left');
  const left = box.x + (align === 'right' ? box.width - total : align === 'center' ? (box.width - total) / 2 : 0);
  const baseline = doc.y + ascent;
  let x = left;
  for (const r of runs) {
    doc.font(r.font).text(r.text, x, baseline, { ...shapingOf(r.family), lineBreak: false, baseline: 'alphabetic' });
    x += r.width;
  }
  // Where pdfkit underlines: at the bottom of the line box, below the dots under ẹ ọ ṣ.
  const thickness = box.size < 10 ? 0.5 : Math.floor(box.size / 10);
  if (box.underline && total > 0) doc.rect(left, baseline - ascent + height - thickness, total, thickness).fill();
  doc.y = baseline - ascent + height + (box.lineGap ?? 0);
}
