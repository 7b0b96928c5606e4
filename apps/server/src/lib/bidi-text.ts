/**
 * Right-to-left text for PDFs. pdfkit draws glyphs left to right in the order it is given them and knows nothing of
 * the Unicode Bidirectional Algorithm, while fontkit (pdfkit's shaper) joins Arabic letters and reverses a run in
 * Arabic script by itself. So a line mixing Arabic with Latin names, digits and amounts is cut here into runs of one
 * direction and one font, put in visual order (left to right) by the algorithm's rules (embedding levels from bidi-js,
 * then rule L2), and each run is handed to the shaper in the order that makes it come out right.
 */
import type bidiFactory from 'bidi-js';

let loaded: ReturnType<typeof bidiFactory> | undefined;

/** Loads bidi-js and builds its tables (lib/pdf.ts loadPdfLibraries: with the first PDF, not at start). */
export async function bidiReady(): Promise<void> {
  loaded ??= (await import('bidi-js')).default();
}

function bidiAlgorithm(): ReturnType<typeof bidiFactory> {
  if (!loaded) throw new Error('bidi-js used before loadPdfLibraries()');
  return loaded;
}

/** The base direction of a paragraph: forced, or taken from its first strong letter ('auto'). */
export type TextDirection = 'ltr' | 'rtl' | 'auto';

/** One paragraph (no line feed) with its resolved embedding levels, one per UTF-16 code unit. */
export interface BidiParagraph {
  text: string;
  levels: Uint8Array;
  /** The paragraph's own direction (for 'auto', what its first strong letter says). */
  rtl: boolean;
}

/** A piece of a line of one level and one group (the font), logical [start, end) in UTF-16 code units. */
export interface BidiRun<G> {
  start: number;
  end: number;
  group: G;
  /** An odd embedding level: drawn right to left. */
  rtl: boolean;
  /** The run's characters in logical order, with brackets mirrored when it runs right to left ("(" -> ")"). */
  text: string;
}

const ARABIC = /\p{Script=Arabic}/u;

/** Resolves the embedding levels of one paragraph (a low surrogate takes the level of its high surrogate). */
export function bidiParagraph(text: string, direction: TextDirection): BidiParagraph {
  const { levels, paragraphs } = bidiAlgorithm().getEmbeddingLevels(text, direction);
  for (let i = 1; i < text.length; i++) if (isLowSurrogate(text.charCodeAt(i))) levels[i] = levels[i - 1]!;
  const base = paragraphs[0]?.level ?? (direction === 'rtl' ? 1 : 0);
  return { text, levels, rtl: base % 2 === 1 };
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * The runs of the line [start, end) of a paragraph, left to right as they are seen. `groupOf` gives each code unit's
 * group (its font), or null for a character that is not drawn (bidi marks); runs split where the level or the group
 * changes. Rule L2: from the highest level down to the lowest odd one, every sequence of runs at that level or higher
 * is reversed; the characters inside a right-to-left run are reversed by `shaperText`.
 */
export function visualRuns<G>(
  p: BidiParagraph,
  start: number,
  end: number,
  groupOf: (index: number) => G | null,
): BidiRun<G>[] {
  const runs = logicalRuns(p, start, end, groupOf);
  const levelOf = (r: BidiRun<G>) => p.levels[r.start]!;
  const highest = Math.max(0, ...runs.map(levelOf));
  const lowestOdd = Math.min(highest + 1, ...runs.map(levelOf).map((l) => (l % 2 === 1 ? l : l + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    let i = 0;
    while (i < runs.length) {
      if (levelOf(runs[i]!) < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && levelOf(runs[j]!) >= level) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  return runs;
}

function logicalRuns<G>(p: BidiParagraph, start: number, end: number, groupOf: (index: number) => G | null) {
  const runs: BidiRun<G>[] = [];
  let current: BidiRun<G> | null = null;
  for (let i = start; i < end; i++) {
    const group = groupOf(i);
    if (group === null) continue;
    const rtl = p.levels[i]! % 2 === 1;
    const sameRun = current && current.group === group && p.levels[current.start] === p.levels[i] && current.end === i;
    if (!current || !sameRun) {
      current = { start: i, end: i, group, rtl, text: '' };
      runs.push(current);
    }
    const ch = p.text[i]!;
    current.text += (rtl && bidiAlgorithm().getMirroredCharacter(ch)) || ch;
    current.end = i + 1;
  }
  return runs;
}

/** Splits text into grapheme clusters (a letter with its marks stays one piece when a run is reversed). */
function graphemes(text: string): string[] {
  return Array.from(new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(text), (s) => s.segment);
}

/**
 * The text to give the shaper for a run so that its glyphs come out in visual order. fontkit reverses, after shaping,
 * any run whose first letter of a real script is Arabic: a right-to-left run in Arabic script is given in logical
 * order (fontkit joins, then reverses it); a right-to-left run of other characters (punctuation, spaces) is reversed
 * here; a left-to-right run that fontkit would reverse (Arabic-Indic digits) is reversed here so that it comes back.
 */
export function shaperText(run: Pick<BidiRun<unknown>, 'rtl' | 'text'>): string {
  const shaperReverses = ARABIC.test(run.text);
  return run.rtl === shaperReverses ? run.text : graphemes(run.text).reverse().join('');
}

/** Whether a character is in the Arabic script (Arabic, Persian and Urdu letters, Arabic-Indic digits, marks). */
export function isArabicScript(ch: string): boolean {
  return ARABIC.test(ch);
}
