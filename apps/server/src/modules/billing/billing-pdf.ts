/**
 * What invoices and statements share: their texts in the reader's language and a pen that writes them in the reader's
 * direction. For an Arabic reader the page is mirrored: a box placed at `x` from the left margin of an English page is
 * placed as far from the right margin, and text aligned to the start of a line (left in English) is aligned right.
 */
import { RTL_LANGUAGES, type Language } from '@app/shared/constants';
import { serverText, type TextKey, type TextValues } from '../../lib/i18n-texts.ts';
import { drawText } from '../../lib/pdf-text.ts';
import { formatDay, pdfMinor, signsIntoAmounts } from './billing-format.ts';

/** The texts of a billing PDF in the reader's language (values from users are made safe by the caller: `pdfSafe`). */
export function pdfTexts(lang: Language) {
  return {
    lang,
    rtl: RTL_LANGUAGES.includes(lang),
    t: (key: TextKey<'billing'>, values?: TextValues) => signsIntoAmounts(serverText('billing', lang, key, values)),
    money: (minor: number, currency: string) => pdfMinor(minor, currency, lang),
    day: (d: Date | string) => formatDay(new Date(d), lang),
  };
}

export type PdfTexts = ReturnType<typeof pdfTexts>;

export interface PenOptions {
  /** Left edge of the box on the English page (default: the left margin); mirrored for a right-to-left reader. */
  x?: number;
  y?: number;
  /** Default: from x to the right margin. */
  width?: number;
  /** Relative to the reader: start is left in English, right in Arabic (default: start). */
  align?: 'start' | 'end';
  /** A value from a user (name, address, product): its own first letter sets its direction, not the document's. */
  value?: boolean;
  bold?: boolean;
  underline?: boolean;
}

/** A pen for a billing PDF: `pen(text, options)` draws text at the current size and colour, in the reader's direction. */
export function billingPen(doc: PDFKit.PDFDocument, rtl: boolean) {
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  return (text: string, o: PenOptions = {}): PDFKit.PDFDocument => {
    const x = o.x ?? left;
    const width = o.width ?? right - x;
    const start = rtl ? 'right' : 'left';
    const end = rtl ? 'left' : 'right';
    return drawText(doc, text, {
      x: rtl ? doc.page.width - x - width : x,
      y: o.y,
      width,
      align: (o.align ?? 'start') === 'start' ? start : end,
      direction: o.value ? 'auto' : rtl ? 'rtl' : 'ltr',
      bold: o.bold,
      underline: o.underline,
    });
  };
}

export type BillingPen = ReturnType<typeof billingPen>;

/** The head of every billing document: the platform's name and tagline, then the document's title. */
export function letterhead(doc: PDFKit.PDFDocument, pen: BillingPen, texts: PdfTexts, title: string): void {
  doc.fontSize(20).fillColor('#0f766e');
  pen('AfriBridge Trade');
  doc.fontSize(9).fillColor('#444');
  pen(texts.t('tagline'));
  doc.moveDown();
  doc.fontSize(16).fillColor('#111');
  pen(title);
}
