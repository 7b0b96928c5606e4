/**
 * Text in every script we serve, drawn by the PDF helper and read back by poppler (pdftotext, pdffonts), a real PDF
 * reader: the bundled fonts are embedded (subsets), Yoruba and Hausa keep their letters, Arabic is joined, right to
 * left and right-aligned, and what no bundled font has is drawn as "?".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfFonts, pdfText, pdfWords, withoutBidiMarks } from '../../test/pdf-text.ts';
import { loadPdfLibraries, renderPdf } from './pdf.ts';
import { pdfFontFile } from './pdf-fonts.ts';
import { breakLines, drawText, pdfLines, pdfSafe, type DrawTextOptions } from './pdf-text.ts';

// the PDF libraries load with the first PDF; these tests use their parts directly
beforeAll(loadPdfLibraries);

function page(lines: [string, DrawTextOptions?][]): Promise<Buffer> {
  return renderPdf({ size: 'A4', margin: 50 }, (doc) => {
    doc.fontSize(12);
    for (const [text, options] of lines) drawText(doc, text, options);
  });
}

const reversed = (s: string) => [...s].reverse().join('');

describe('the bundled fonts', () => {
  it('come from the installed packages and are embedded as subsets', async () => {
    expect(pdfFontFile('NotoSans')).toMatch(/@expo-google-fonts\/noto-sans\/400Regular\/NotoSans_400Regular\.ttf$/);
    expect(pdfFontFile('NotoNaskhArabic-Bold')).toMatch(/@embedpdf\/fonts-arabic\/fonts\/NotoNaskhArabic-Bold\.ttf$/);
    const fonts = pdfFonts(await page([['Ìwé owó'], ['فاتورة'], ['Bold', { bold: true }]]));
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, ''))).toEqual([
      'NotoSans-Regular',
      'NotoNaskhArabic',
      'NotoSans-Bold',
    ]);
    expect(fonts.every((f) => f.embedded && f.subset)).toBe(true);
  });

  it('add tens of kilobytes to a page, not the size of the font files', async () => {
    const pdf = await page([['Ẹ̀wà àti ọ̀gẹ̀dẹ̀, Ɗanjuma Ƙwaƙwalwa'], ['الإجمالي: 529.40 US$', { direction: 'rtl' }]]);
    expect(pdf.length).toBeLessThan(60_000);
  });
});

describe('drawing text', () => {
  it('keeps every Yoruba and Hausa letter as written', async () => {
    const text = pdfText(await page([['Adéṣọlá Ọlábọ̀dé: ẹ̀wà àti ọ̀gẹ̀dẹ̀'], ['Ɗanjuma Ƙwaƙwalwa, ɓaure, ƴar ɗan ƙasa']]));
    expect(text.normalize('NFC')).toContain('Adéṣọlá Ọlábọ̀dé: ẹ̀wà àti ọ̀gẹ̀dẹ̀');
    expect(text).toContain('Ɗanjuma Ƙwaƙwalwa, ɓaure, ƴar ɗan ƙasa');
  });

  it('copies a plain "e" as "e" even after an "ẹ" (each glyph maps to its own letter)', async () => {
    const text = pdfText(await page([['ẹ̀ ọ ṣ'], ['Name: Steve']]));
    expect(text).toContain('Name: Steve');
  });

  it('writes Arabic as text a reader extracts in reading order, and Greek and Cyrillic names', async () => {
    const text = withoutBidiMarks(
      pdfText(await page([['فاتورة وإيصال. مدفوعة بالكامل.', { direction: 'rtl' }], ['Ελένη Иван']])),
    );
    // pdftotext gives the words in reading order, letters as written (one glyph per letter and form); the full stops
    // between them it places by its own rules.
    const at = ['فاتورة وإيصال', 'مدفوعة', 'بالكامل'].map((w) => text.indexOf(w));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(text).toContain('Ελένη Иван');
  });

  it('draws a character no bundled font has as "?"', async () => {
    expect(pdfText(await page([['Name: 王小明 😀']]))).toContain('Name: ??? ?');
  });

  it('aligns a right-to-left paragraph right and puts an amount after an Arabic label on its left', async () => {
    const pdf = await page([['الإجمالي: \u2066$529.40\u2069', { direction: 'rtl' }]]);
    const words = pdfWords(pdf); // in visual order, Arabic words as drawn (letters left to right)
    const label = words.find((w) => w.text.includes(reversed('الإجمالي').slice(0, 3)))!;
    const amount = words.find((w) => w.text.includes('$529.40'))!;
    expect(label.xMax).toBeCloseTo(595.28 - 50, 0);
    expect(amount.xMax).toBeLessThan(label.xMin);
  });

  it('wraps a long paragraph within its box and keeps going on the next lines', async () => {
    const long = 'صافي التغير والرصيد المتاح هو حسابك كبائع في سجل الضمان، الختامي يساوي الافتتاحي مع كل حركة أعلاه.';
    const pdf = await page([[long, { direction: 'rtl', x: 300, width: 200 }]]);
    const words = pdfWords(pdf);
    expect(new Set(words.map((w) => w.yMin)).size).toBeGreaterThan(1);
    for (const w of words) {
      expect(w.xMin).toBeGreaterThanOrEqual(299);
      expect(w.xMax).toBeLessThanOrEqual(501);
    }
  });
});

describe('line breaking', () => {
  const measure = (start: number, end: number) => end - start;

  it('breaks at spaces, leaving trailing spaces out of the line', () => {
    expect(breakLines('aaa bbb ccc', 7, measure)).toEqual([
      [0, 7],
      [8, 11],
    ]);
  });

  it('cuts a word wider than the box between letters, a letter with its mark staying whole', () => {
    expect(breakLines('abcdef', 4, measure)).toEqual([
      [0, 4],
      [4, 6],
    ]);
    expect(breakLines('ẹ̀ẹ̀ẹ̀', 4, measure)).toEqual([
      [0, 4],
      [4, 6],
    ]);
  });

  it('gives an empty paragraph one empty line', () => {
    expect(breakLines('', 100, measure)).toEqual([[0, 0]]);
  });
});

describe('text from users', () => {
  it('loses control and bidi format characters, keeps letters, marks and joiners', () => {
    expect(pdfSafe('Ada\u202e evil\u202c\tẸ̀kọ́\u0000 می\u200cخواهم')).toBe('Ada evil Ẹ̀kọ́ می\u200cخواهم');
  });

  it('makes an address one safe line each, empty parts left out', () => {
    expect(pdfLines(['Ama Owusu', '', null, '12 Harbour\nRoad', undefined, 'GH'])).toBe(
      'Ama Owusu\n12 Harbour Road\nGH',
    );
  });
});
