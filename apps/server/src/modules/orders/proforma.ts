import { randomBytes } from 'node:crypto';
import { centsToPrice } from '@app/shared/catalog';
import { formatCents } from '@app/shared/money';
import type { Config } from '../../config.ts';
import { renderPdf } from '../../lib/pdf.ts';
import type { CheckoutRow } from './orders.repository.ts';

/** Crockford's base32 without I, L, O, U: nothing a person can misread when typing it into a bank transfer. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new payment reference such as PF-7K3M9Q2X4B (50 random bits; unique in the database, retried on a clash). */
export function newPaymentReference(): string {
  const bytes = randomBytes(10);
  return `PF-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b & 31]).join('')}`;
}

/** The payment reference of a bank transfer checkout (older quotes without one derive it from the id). */
export function proformaNumber(checkout: Pick<CheckoutRow, 'id'> & { reference?: string | null }): string {
  return checkout.reference ?? `PF-${checkout.id.slice(0, 8).toUpperCase()}`;
}

/** The platform's collection account, from the validated configuration. */
export function bankAccountOf(config: Config) {
  return {
    accountName: config.BANK_ACCOUNT_NAME,
    bankName: config.BANK_NAME,
    accountNumber: config.BANK_ACCOUNT_NUMBER,
    swift: config.BANK_SWIFT,
    iban: config.BANK_IBAN,
    address: config.BANK_ADDRESS,
    testMode: config.bankTestMode,
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The pro-forma invoice for a bank transfer: lines, fee (with its tier rate), total in USD, the platform's bank
 * details, the payment reference, and the date it must be paid by. A sandbox account is marked TEST MODE.
 */
export type ProformaSource = Pick<
  CheckoutRow,
  | 'id'
  | 'reference'
  | 'contact'
  | 'shipping'
  | 'lines'
  | 'subtotalCents'
  | 'feeCents'
  | 'totalCents'
  | 'rateBps'
  | 'expiresAt'
  | 'stockReservedAt'
>;

export function renderProforma(checkout: ProformaSource, config: Config, issuedAt: Date): Promise<Buffer> {
  const number = proformaNumber(checkout);
  const bank = bankAccountOf(config);
  return renderPdf({ size: 'A4', margin: 50, info: { Title: `Pro-forma invoice ${number}` } }, (doc) => {
    if (bank.testMode) {
      doc.rect(50, 30, 495, 22).fill('#fee2e2');
      doc.fontSize(10).fillColor('#991b1b').text('TEST MODE: sandbox bank account. Do not send real money.', 58, 36);
      doc.x = 50;
      doc.y = 62;
    }
    doc.fontSize(20).fillColor('#0f766e').text('AfriBridge Trade', { continued: false });
    doc.fontSize(10).fillColor('#444').text('B2B trade marketplace with escrow payments');
    doc.moveDown();
    doc.fontSize(16).fillColor('#111').text(`Pro-forma invoice ${number}`);
    const due = checkout.expiresAt ? `Pay by: ${day(checkout.expiresAt)}` : 'Valid for 14 days';
    doc.fontSize(10).text(`Issued: ${day(issuedAt)}    ${due}`);
    doc.moveDown();
    doc.fontSize(11).text('Bill to', { underline: true });
    doc.fontSize(10).text(checkout.contact.name);
    if (checkout.contact.company) doc.text(checkout.contact.company);
    doc.text(checkout.contact.email).text(checkout.contact.phone);
    doc.moveDown(0.5).fontSize(11).text('Ship to', { underline: true });
    doc
      .fontSize(10)
      .text(
        `${checkout.shipping.address}, ${checkout.shipping.city} ${checkout.shipping.postalCode}, ${checkout.shipping.country}`,
      );
    doc.moveDown();

    const cols = [50, 250, 330, 420, 490];
    doc.fontSize(10).fillColor('#0f766e');
    ['Item', 'Quantity', 'Unit price', 'Currency', 'USD'].forEach((h, i) =>
      doc.text(h, cols[i], doc.y, { continued: i < 4, width: 100 }),
    );
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
    const rate = checkout.rateBps === null ? '' : ` (${checkout.rateBps / 100}%)`;
    doc.text(`Platform fee${rate}: ${formatCents(checkout.feeCents)} USD`, { align: 'right' });
    doc.fontSize(12).text(`Total due: ${formatCents(checkout.totalCents)} USD`, { align: 'right' });
    doc.moveDown();
    doc.fontSize(11).text('Pay by bank transfer to', { underline: true });
    doc
      .fontSize(10)
      .text(`Account name: ${bank.accountName}`)
      .text(`Bank: ${bank.bankName}`)
      .text(`Account number: ${bank.accountNumber}`)
      .text(`SWIFT/BIC: ${bank.swift}`);
    if (bank.iban) doc.text(`IBAN: ${bank.iban}`);
    doc.text(`Bank address: ${bank.address}`);
    doc.moveDown(0.5).fontSize(11).text(`Payment reference: ${number}`);
    doc
      .fontSize(9)
      .text('Quote this reference with your transfer, and send the exact total in USD: bank charges are yours.');
    doc.moveDown();
    const stock = checkout.stockReservedAt
      ? `The goods are reserved for you until ${checkout.expiresAt ? day(checkout.expiresAt) : 'the transfer arrives'}; unpaid, this invoice then expires. `
      : 'Stock is reserved when the transfer is received. ';
    doc
      .fontSize(9)
      .fillColor('#444')
      .text(`${stock}Funds are held in escrow and released to the vendors only after you confirm delivery.`);
  });
}
