import { centsToPrice } from '@app/shared/catalog';
import { formatCents } from '@app/shared/money';
import type { Config } from '../../config.ts';
import { renderPdf } from '../../lib/pdf.ts';
import type { CheckoutRow } from './orders.repository.ts';

export function proformaNumber(checkout: Pick<CheckoutRow, 'id'>): string {
  return `PF-${checkout.id.slice(0, 8).toUpperCase()}`;
}

/** The pro-forma invoice for a bank transfer: lines, fee, total in USD, the platform's bank details, the reference. */
export function renderProforma(checkout: CheckoutRow, config: Config, issuedAt: Date): Promise<Buffer> {
  const number = proformaNumber(checkout);
  return renderPdf({ size: 'A4', margin: 50, info: { Title: `Pro-forma invoice ${number}` } }, (doc) => {
    doc.fontSize(20).fillColor('#0f766e').text('AfriBridge Trade', { continued: false });
    doc.fontSize(10).fillColor('#444').text('B2B trade marketplace with escrow payments');
    doc.moveDown();
    doc.fontSize(16).fillColor('#111').text(`Pro-forma invoice ${number}`);
    doc.fontSize(10).text(`Issued: ${issuedAt.toISOString().slice(0, 10)}    Valid for 14 days`);
    doc.moveDown();
    doc.fontSize(11).text('Bill to', { underline: true });
    doc.fontSize(10).text(checkout.contact.name);
    if (checkout.contact.company) doc.text(checkout.contact.company);
    doc.text(checkout.contact.email).text(checkout.contact.phone);
    doc.moveDown(0.5).fontSize(11).text('Ship to', { underline: true });
    doc.fontSize(10).text(`${checkout.shipping.address}, ${checkout.shipping.city} ${checkout.shipping.postalCode}, ${checkout.shipping.country}`);
    doc.moveDown();

    const cols = [50, 250, 330, 420, 490];
    doc.fontSize(10).fillColor('#0f766e');
    ['Item', 'Quantity', 'Unit price', 'Currency', 'USD'].forEach((h, i) => doc.text(h, cols[i], doc.y, { continued: i < 4, width: 100 }));
    doc.fillColor('#111');
    for (const l of checkout.lines) {
      const y = doc.y + 4;
      doc.text(`${l.name} (${l.vendorName})`, cols[0], y, { width: 195 });
      const rowBottom = doc.y;
      doc.text(`${l.quantity} ${l.unit}`, cols[1], y, { width: 80 });
      doc.text(centsToPrice(l.unitPriceCents), cols[2], y, { width: 80 });
      doc.text(l.currency, cols[3], y, { width: 60 });
      doc.text(centsToPrice(l.lineTotalUsdCents), cols[4], y, { width: 60 });
      doc.y = Math.max(doc.y, rowBottom);
    }
    doc.moveDown();
    doc.x = 50;
    doc.text(`Subtotal: ${formatCents(checkout.subtotalCents)} USD`, { align: 'right' });
    doc.text(`Platform fee: ${formatCents(checkout.feeCents)} USD`, { align: 'right' });
    doc.fontSize(12).text(`Total due: ${formatCents(checkout.totalCents)} USD`, { align: 'right' });
    doc.moveDown();
    doc.fontSize(11).text('Pay by bank transfer to', { underline: true });
    doc.fontSize(10)
      .text(`Account name: ${config.BANK_ACCOUNT_NAME}`)
      .text(`Bank: ${config.BANK_NAME}`)
      .text(`Account number: ${config.BANK_ACCOUNT_NUMBER}`)
      .text(`SWIFT/BIC: ${config.BANK_SWIFT}`);
    if (config.BANK_IBAN) doc.text(`IBAN: ${config.BANK_IBAN}`);
    doc.text(`Bank address: ${config.BANK_ADDRESS}`);
    doc.moveDown(0.5).fontSize(11).text(`Payment reference: ${number}`);
    doc.moveDown();
    doc.fontSize(9).fillColor('#444').text('Funds are held in escrow and released to the vendors only after you confirm delivery. Stock is reserved when the transfer is received.');
  });
}
