/**
 * The bidi runs of a line, as the PDF helper draws them: in visual order, left to right, each handed to fontkit so that
 * it comes out right (fontkit reverses runs in Arabic script by itself).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPdfLibraries } from './pdf.ts';
import { bidiParagraph, shaperText, visualRuns } from './bidi-text.ts';

// the PDF libraries load with the first PDF; these tests use their parts directly
beforeAll(loadPdfLibraries);

/** Groups a character by script: Arabic letters 'A', other letters 'L', the rest with its neighbour (null: neutral). */
function byScript(text: string) {
  return (i: number) => (/\p{Script=Arabic}/u.test(text[i]!) ? 'A' : /\p{L}/u.test(text[i]!) ? 'L' : 'N');
}

/** What a reader sees, left to right: each run's characters in visual order. */
function seen(text: string, direction: 'ltr' | 'rtl' | 'auto' = 'rtl'): string[] {
  const p = bidiParagraph(text, direction);
  return visualRuns(p, 0, text.length, byScript(text)).map((r) => (r.rtl ? [...r.text].reverse().join('') : r.text));
}

describe('bidi runs', () => {
  it('keeps a left-to-right line as it is', () => {
    expect(seen('Total: $529.40', 'ltr')).toEqual(['Total', ': $529.40']);
    expect(bidiParagraph('Total', 'auto').rtl).toBe(false);
  });

  it('puts an amount after an Arabic label on its left, digits in their order', () => {
    // "الإجمالي: 529.40" reads right to left: label, colon, then the amount (left to right) at the far left.
    expect(seen('الإجمالي: 529.40')).toEqual(['529.40', ' :', 'يلامجإلا']);
  });

  it('keeps an isolated amount one left-to-right unit, currency code included', () => {
    const runs = seen('المبلغ: \u2066-1,234.50 US$\u2069');
    expect(runs.join('')).toContain('-1,234.50');
    expect(runs.indexOf('US')).toBeLessThan(runs.indexOf('$'));
    expect(runs.at(-1)).toBe('غلبملا');
  });

  it('orders the words of a Latin name inside Arabic left to right, and the Arabic around it right to left', () => {
    const runs = seen('البائع: Ama Owusu، الطلب');
    expect(runs.map((r) => r.trim()).filter(Boolean)).toEqual(['بلطلا', '،', 'Ama', 'Owusu', ':', 'عئابلا']);
  });

  it('mirrors brackets in a right-to-left run', () => {
    const p = bidiParagraph('(ليس)', 'rtl');
    const runs = visualRuns(p, 0, 5, () => 'A');
    expect(runs).toHaveLength(1);
    expect(runs[0]!.text).toBe(')ليس(');
  });

  it('takes the direction of a paragraph from its first letter when asked to', () => {
    expect(bidiParagraph('12 شارع النيل', 'auto').rtl).toBe(true);
    expect(bidiParagraph('12 Rue de la Paix', 'auto').rtl).toBe(false);
    expect(seen('12 Rue de la Paix', 'auto').join('')).toBe('12 Rue de la Paix');
  });

  it('cuts a line out of a paragraph and orders only its own runs', () => {
    const text = 'صادرة عن AfriBridge Trade التي';
    const p = bidiParagraph(text, 'rtl');
    const start = text.indexOf('AfriBridge');
    const runs = visualRuns(p, start, text.length, byScript(text)).map((r) => r.text.trim());
    // Left to right: the Arabic word that follows the name in reading order, then the name in its own order.
    expect(runs.filter(Boolean)).toEqual(['التي', 'AfriBridge', 'Trade']);
  });
});

describe('the text handed to the shaper', () => {
  it('is logical for an Arabic right-to-left run (fontkit reverses it after joining the letters)', () => {
    expect(shaperText({ rtl: true, text: 'فاتورة ' })).toBe('فاتورة ');
  });

  it('is reversed here for a right-to-left run without Arabic letters, marks kept on their letter', () => {
    expect(shaperText({ rtl: true, text: ': (' })).toBe('( :');
    expect(shaperText({ rtl: true, text: 'a\u0301b' })).toBe('ba\u0301');
  });

  it('is reversed for Arabic-Indic digits read left to right, which fontkit would otherwise reverse', () => {
    expect(shaperText({ rtl: false, text: '١٢٣' })).toBe('٣٢١');
    expect(shaperText({ rtl: false, text: 'Ìwé owó' })).toBe('Ìwé owó');
  });
});
