/** The buyer's and the admins' view of bank transfer checkouts (quote requests and pro-formas). */
import type { ProformaDto, QuoteDto } from '@app/shared/orders';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { transferReceiptsOf, type TransferReceipt } from '../payments/use-cases/bank-transfer-receipts.ts';
import type * as repo from './orders.repository.ts';
import { bankAccountOf, proformaNumber } from './proforma.ts';

export function toQuoteDto(c: repo.CheckoutRow, transfer: TransferReceipt | undefined): QuoteDto {
  const priced = c.status !== 'QUOTE_REQUESTED';
  return {
    checkoutId: c.id,
    reference: proformaNumber(c),
    status: c.status,
    subtotalCents: c.subtotalCents,
    shippingCents: c.shippingCents,
    feeCents: priced ? c.feeCents : null,
    totalCents: priced ? c.totalCents : null,
    lines: c.lines,
    contact: c.contact,
    note: c.note,
    orderId: c.orderId,
    createdAt: c.createdAt.toISOString(),
    source: c.ticketId ? 'quote' : 'proforma',
    expiresAt: c.expiresAt?.toISOString() ?? null,
    transfer: transfer
      ? { amountCents: transfer.amountCents, bankReference: transfer.bankReference, receivedOn: transfer.receivedOn }
      : null,
  };
}

export async function toQuoteDtos(db: DbOrTx, rows: repo.CheckoutRow[]): Promise<QuoteDto[]> {
  const transfers = await transferReceiptsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toQuoteDto(r, transfers.get(r.id)));
}

export function toProformaDto(c: repo.CheckoutRow, transfer: TransferReceipt | undefined, config: Config): ProformaDto {
  return {
    ...toQuoteDto(c, transfer),
    rateBps: c.rateBps,
    stockReserved: c.stockReservedAt !== null && c.status === 'AWAITING_TRANSFER',
    bank: bankAccountOf(config),
  };
}
