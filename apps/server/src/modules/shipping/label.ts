import { documentText as text } from '../../lib/i18n-texts.ts';
import { renderPdf } from '../../lib/pdf.ts';
import { PDF_FONT, PDF_FONT_BOLD } from '../../lib/pdf-fonts.ts';
import { drawText, pdfLines } from '../../lib/pdf-text.ts';

export interface LabelData {
  trackingNumber: string;
  carrier: string;
  service: string;
  billableKg: string;
  from: Record<string, string>;
  to: Record<string, string>;
  orderRef: string;
  date: Date;
}

/**
 * A 4x6 inch shipping label (288 x 432 pt) with both addresses, the service, weight and a Code128 barcode. Its labels
 * are English (decision 009); names and addresses are drawn in whatever script they are written in (lib/pdf-text.ts).
 */
export async function renderLabel(d: LabelData): Promise<Buffer> {
  // loaded with the first label, not at start
  const { default: bwipjs } = await import('bwip-js');
  const barcode = await bwipjs.toBuffer({
    bcid: 'code128',
    text: d.trackingNumber,
    scale: 3,
    height: 14,
    includetext: true,
    textxalign: 'center',
  });
  const title = text('label.title', { trackingNumber: d.trackingNumber });
  return renderPdf({ size: [288, 432], margin: 14, info: { Title: title } }, (doc) => {
    doc.rect(8, 8, 272, 416).lineWidth(1).stroke();
    doc.font(PDF_FONT_BOLD).fontSize(16).text(d.carrier, 16, 16);
    doc
      .font(PDF_FONT)
      .fontSize(9)
      .text(d.service, 16, 36)
      .text(text('label.weightAndDate', { kg: d.billableKg, date: d.date.toISOString().slice(0, 10) }), 16, 48);
    doc.moveTo(8, 64).lineTo(280, 64).stroke();
    doc.font(PDF_FONT_BOLD).fontSize(8).text(text('label.from'), 16, 70);
    const from = pdfLines([d.from.name, d.from.street1, `${d.from.city} ${d.from.zip}`, d.from.country, d.from.phone]);
    drawText(doc.fontSize(9), from, { x: 16, y: 80, width: 256, align: 'left' });
    doc.moveTo(8, 150).lineTo(280, 150).stroke();
    doc.font(PDF_FONT_BOLD).fontSize(10).text(text('label.shipTo'), 16, 156);
    const to = pdfLines([
      d.to.name,
      d.to.street1,
      `${d.to.city} ${d.to.state ?? ''} ${d.to.zip}`.replace(/\s+/g, ' '),
      d.to.country,
      d.to.phone,
    ]);
    drawText(doc.fontSize(12), to, { x: 16, y: 170, width: 256, align: 'left', bold: true });
    doc.moveTo(8, 262).lineTo(280, 262).stroke();
    doc.image(barcode, 24, 272, { fit: [240, 90], align: 'center' });
    doc
      .font(PDF_FONT)
      .fontSize(8)
      .text(text('label.tracking', { trackingNumber: d.trackingNumber }), 16, 370)
      .text(text('label.order', { orderRef: d.orderRef }), 16, 382)
      .text(text('label.footer'), 16, 400);
  });
}
