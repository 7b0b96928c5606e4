/**
 * The fonts every server PDF is drawn with, bundled as npm packages so that a plain `npm install` brings them and
 * nothing is downloaded at run time: Noto Sans (Latin with Latin Extended and combining marks — Yoruba ẹ ọ ṣ with their
 * tones, Hausa ɓ ɗ ƙ ƴ —, Greek, Cyrillic, ₦ ₵ €) from @expo-google-fonts/noto-sans, and Noto Naskh Arabic from
 * @embedpdf/fonts-arabic, regular and bold, all under the SIL Open Font License 1.1 (LICENSE_FONT, LICENSE in the
 * packages). pdfkit embeds only the glyphs a document uses (a subset), so a PDF grows by tens of kilobytes, not by the
 * size of the files.
 *
 * Why this Arabic font: a PDF maps each glyph to one text (its ToUnicode map), which is how readers copy, search and
 * extract the text. Today's Noto Arabic builds draw ب ت ث ن ي at the start or in the middle of a word with one shared
 * dotless glyph plus dot marks, so the copied text of such a PDF is wrong; this Noto Naskh Arabic build (1.00) has one
 * glyph per letter and form. For the same reason Noto Sans is shaped without its `ccmp` feature (`shapingOf`).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Fontkit from 'fontkit';

/** The names the fonts are registered under on a document (`doc.font(name)`). */
export type PdfFontName = 'NotoSans' | 'NotoSans-Bold' | 'NotoNaskhArabic' | 'NotoNaskhArabic-Bold';

/** The family a character is drawn with. */
export type PdfFontFamily = 'sans' | 'arabic';

const FILES: Record<PdfFontName, { pkg: string; file: string }> = {
  NotoSans: { pkg: '@expo-google-fonts/noto-sans', file: '400Regular/NotoSans_400Regular.ttf' },
  'NotoSans-Bold': { pkg: '@expo-google-fonts/noto-sans', file: '700Bold/NotoSans_700Bold.ttf' },
  NotoNaskhArabic: { pkg: '@embedpdf/fonts-arabic', file: 'fonts/NotoNaskhArabic-Regular.ttf' },
  'NotoNaskhArabic-Bold': { pkg: '@embedpdf/fonts-arabic', file: 'fonts/NotoNaskhArabic-Bold.ttf' },
};

/** The regular font of the documents: what `doc.text` draws with when nothing else is asked for. */
export const PDF_FONT: PdfFontName = 'NotoSans';
export const PDF_FONT_BOLD: PdfFontName = 'NotoSans-Bold';

interface LoadedFont {
  data: Buffer;
  font: Fontkit.Font;
}

let fontkit: typeof Fontkit | undefined;

/** Loads fontkit (lib/pdf.ts loadPdfLibraries: with the first PDF, not at start). */
export async function pdfFontsReady(): Promise<void> {
  fontkit ??= await import('fontkit');
}

// Resolved through Node's resolver from this file, so it works from the TypeScript sources, under tsx and in vitest.
const requireHere = createRequire(import.meta.url);
const loaded = new Map<PdfFontName, LoadedFont>();

/**
 * The path of a font file: found from its package's folder, which is where Node resolves the package's entry point
 * (walking up to its package.json), since @embedpdf/fonts-arabic exports nothing else to resolve.
 */
function fontPath(name: PdfFontName): string {
  const { pkg, file } = FILES[name];
  let dir = path.dirname(requireHere.resolve(pkg));
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return path.join(dir, file);
}

/** A font's bytes (read once per process) and its parsed tables, for coverage and metrics. */
function load(name: PdfFontName): LoadedFont {
  let entry = loaded.get(name);
  if (!entry) {
    if (!fontkit) throw new Error('PDF fonts used before loadPdfLibraries()');
    const data = fs.readFileSync(fontPath(name));
    const font = fontkit.create(data);
    if ('fonts' in font) throw new Error(`${FILES[name].file} is a font collection, not a font`);
    entry = { data, font };
    loaded.set(name, entry);
  }
  return entry;
}

/** The file a font is read from (for tests and decision records). */
export function pdfFontFile(name: PdfFontName): string {
  return fontPath(name);
}

/** Registers the bundled fonts on a document and makes Noto Sans its current font. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  for (const name of Object.keys(FILES) as PdfFontName[]) doc.registerFont(name, load(name).data);
  doc.font(PDF_FONT);
}

/** The font of a family in a weight. */
export function fontOf(family: PdfFontFamily, bold: boolean): PdfFontName {
  if (family === 'arabic') return bold ? 'NotoNaskhArabic-Bold' : 'NotoNaskhArabic';
  return bold ? PDF_FONT_BOLD : PDF_FONT;
}

/** Whether the family has a glyph for a code point (both weights cover the same characters). */
export function familyCovers(family: PdfFontFamily, codePoint: number): boolean {
  return load(fontOf(family, false)).font.hasGlyphForCodePoint(codePoint);
}

/**
 * The line box of a family at size 1: ascent above and descent below the baseline. Noto Sans's own. For Arabic, Noto
 * Sans's ascent (a hamza or madda over lam-alef reaches it) and the depth Noto Naskh Arabic's letters reach (0.33 em,
 * rounded up), rather than the font's declared 1.10 and 0.50 em, room for stacked vowel marks that business documents
 * do not use, which would make every line holding a word of Arabic a third taller than its neighbours.
 */
export function familyExtent(family: PdfFontFamily): { ascent: number; descent: number } {
  const { font } = load(PDF_FONT);
  const sans = { ascent: font.ascent / font.unitsPerEm, descent: -font.descent / font.unitsPerEm };
  return family === 'arabic' ? { ascent: sans.ascent, descent: Math.max(sans.descent, ARABIC_DESCENT) } : sans;
}

const ARABIC_DESCENT = 0.35;

/**
 * How pdfkit lays out a run of a family. Any `features` value makes pdfkit shape the run whole (without it, pdfkit
 * shapes word by word and concatenates, which puts the words of a right-to-left run in the wrong order). Noto Sans is
 * shaped without `ccmp`: that feature splits ẹ ọ ṣ into a plain letter and a dot below, and since a PDF maps a glyph
 * to the text it was first drawn for, every later "e" of the document would be copied as "ẹ"; its precomposed glyphs
 * take tone marks through `mark` positioning as well. fontkit reads an object of feature switches, which @types/pdfkit
 * does not know (it declares only the array form), hence the cast.
 */
export function shapingOf(family: PdfFontFamily): { features: PDFKit.Mixins.OpenTypeFeatures[] } {
  return family === 'sans' ? NO_CCMP : WHOLE_RUN;
}

const NO_CCMP = { features: { ccmp: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[] };
const WHOLE_RUN = { features: [] };
