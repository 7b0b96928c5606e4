/**
 * Invoices and statements in each reader's language and script, rendered from in-memory orders and read back with
 * poppler (pdftotext, pdffonts): Yoruba and Hausa keep every letter, Arabic readers get Arabic laid out right to left,
 * names in any script draw, and the fonts embedded are the bundled Noto fonts. (billing.test.ts covers the API.)
 */
import { describe, expect, it } from 'vitest';
import { fixtureOrder, fixtureStatement } from '../../../test/billing-fixtures.ts';
import { pdfFonts, pdfText, pdfWords, withoutBidiMarks } from '../../../test/pdf-text.ts';
import arBilling from '../../i18n/ar/billing.json' with { type: 'json' };
import { renderInvoicePdf } from './invoice-pdf.ts';
import { renderStatementPdf } from './statement-pdf.ts';

const ISSUED = new Date('2026-03-05T00:00:00Z');
const RIGHT_MARGIN = 595.28 - 50;

const yoruba = { buyer: 'Adéṣọlá Ọlábọ̀dé', company: 'Ilé-iṣẹ́ Ẹ̀kọ́', vendor: 'Ṣadé Ọ̀ṣun', product: 'Ẹ̀wà àti ọ̀gẹ̀dẹ̀' };
const hausa = {
  buyer: 'Ɗanjuma Ƙwaƙwalwa',
  company: 'Kamfanin Ɓaure',
  vendor: 'Ƴar Ɗan Ƙasa',
  product: 'Ƙwayar ɓaure',
};
const arabic = {
  buyer: 'محمد العربي',
  company: 'شركة النيل للتجارة',
  vendor: 'Ama Owusu',
  product: 'حبوب الكاكاو',
  address: 'شارع النيل 12',
  city: 'القاهرة',
};

const fontNames = (pdf: Buffer) => pdfFonts(pdf).map((f) => f.name.replace(/^[A-Z]{6}\+/, ''));
const reversed = (s: string) => [...s].reverse().join('');

describe('an invoice for a Yoruba reader', () => {
  it('keeps ẹ, ọ, ṣ and their tones in its labels and in the names, drawn with the bundled Noto Sans', async () => {
    const pdf = await renderInvoicePdf(fixtureOrder(yoruba), 'INV-000042', ISSUED, 'yo');
    const text = pdfText(pdf);
    expect(text).toContain('Ìwé owó INV-000042');
    expect(text).toContain('Adéṣọlá Ọlábọ̀dé');
    expect(text).toContain('Ẹni tó tà á: Ṣadé Ọ̀ṣun');
    expect(text).toContain('ọ̀gẹ̀dẹ̀');
    expect(text).toContain('Owó iṣẹ́ olùrà: $14.40');
    expect(text).toContain('Owó tí a gbà: ₦794,100.00');
    expect(text).not.toContain('?');
    expect(fontNames(pdf)).toEqual(['NotoSans-Regular']);
    expect(pdfFonts(pdf).every((f) => f.embedded && f.subset)).toBe(true);
  });
});

describe('an invoice for a Hausa reader', () => {
  it('keeps ɓ, ɗ, ƙ and ƴ', async () => {
    const text = pdfText(await renderInvoicePdf(fixtureOrder(hausa), 'INV-000043', ISSUED, 'ha'));
    expect(text).toContain('Ɗanjuma Ƙwaƙwalwa');
    expect(text).toContain('Kamfanin Ɓaure');
    expect(text).toContain('Ƴar Ɗan Ƙasa');
    expect(text).toContain('Ƙwayar ɓaure');
    expect(text).not.toContain('?');
  });
});

describe('an invoice for an Arabic reader', () => {
  it('is in Arabic, with Latin digits, drawn with Noto Naskh Arabic and Noto Sans', async () => {
    const pdf = await renderInvoicePdf(fixtureOrder(arabic), 'INV-000044', ISSUED, 'ar');
    const text = withoutBidiMarks(pdfText(pdf));
    // pdftotext reorders right-to-left lines into reading order; words come out as written.
    expect(text).toContain(arBilling.invoice.title.replace('{{number}}', 'INV-000044'));
    for (const words of ['فاتورة وإيصال', 'رسوم المشتري', 'فاتورة إلى', 'التسليم إلى', 'حبوب الكاكاو', 'محمد العربي'])
      expect(text).toContain(words);
    expect(text).toContain('شركة النيل للتجارة');
    expect(text).toContain('Ama Owusu');
    expect(text).toContain('529.40 US$');
    expect(text).toContain('794,100.00 NGN');
    expect(text).not.toMatch(/Invoice|\?/);
    expect(fontNames(pdf)).toEqual(['NotoSans-Regular', 'NotoNaskhArabic']);
  });

  it('is laid out right to left: labels at the right margin, product first on the right, totals on the left', async () => {
    const words = pdfWords(await renderInvoicePdf(fixtureOrder(arabic), 'INV-000044', ISSUED, 'ar'));
    // -bbox lists Arabic words as drawn, their letters left to right.
    const word = (w: string) => words.find((x) => x.text.replace(/[.:،]/g, '') === reversed(w))!;
    expect(word('فاتورة').xMax).toBeCloseTo(RIGHT_MARGIN, 0);
    expect(words.find((w) => w.text === 'INV-000044')!.xMax).toBeLessThan(word('فاتورة').xMin);
    expect(word('المنتج').xMax).toBeCloseTo(RIGHT_MARGIN, 0);
    expect(word('الكاكاو').xMax).toBeGreaterThan(400);
    const total = words.find((w) => w.text === '529.40')!;
    expect(total.xMin).toBeCloseTo(50, 0);
    expect(words.find((w) => w.text === '$529.40')).toBeUndefined();
  });
});

describe('a statement', () => {
  it('is in Arabic for an Arabic reader, amounts with Latin digits', async () => {
    const pdf = await renderStatementPdf(fixtureStatement('محمد العربي'), ISSUED, 'ar');
    const text = withoutBidiMarks(pdfText(pdf));
    expect(text).toContain(arBilling.statement.title.replace('{{number}}', 'ST-000001'));
    expect(text).toContain('مارس 2026');
    expect(text).toContain('محمد العربي');
    expect(text).toContain('470.00 US$');
    expect(text).toContain('GTB-55120');
    expect(text).not.toMatch(/Statement|\?/);
  });

  it('keeps the marks of a Yoruba vendor name', async () => {
    const text = pdfText(await renderStatementPdf(fixtureStatement('Ṣadé Ọ̀ṣun'), ISSUED, 'yo'));
    expect(text).toContain('Ṣadé Ọ̀ṣun');
    expect(text).not.toContain('?');
  });
});
