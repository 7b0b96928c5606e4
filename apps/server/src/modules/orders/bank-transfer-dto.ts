/** The buyer's and the admins' view of bank transfer checkouts (quote requests and pro-formas). */
import type { LetterOfCreditDto } from '@app/shared/letters-of-credit';
import type { ProformaDto, QuoteDto } from '@app/shared/orders';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { transferReceiptsOf, type TransferReceipt } from '../payments/use-cases/bank-transfer-receipts.ts';
import { latestLettersOf, type LetterOfCreditRow } from './letters-of-credit.repository.ts';
import type * as repo from './orders.repository.ts';
import { bankAccountOf, proformaNumber } from './proforma.ts';

export function toLetterOfCreditDto(l: LetterOfCreditRow): LetterOfCreditDto {
  return {
    id: l.id,
    status: l.status,
    issuingBank: l.issuingBank,
    lcNumber: l.lcNumber,
    amountCents: l.amountCents,
    expiresOn: l.expiresOn,
    documentName: l.documentName,
    documentUrl: `/api/checkout/${l.checkoutId}/letter-of-credit/${l.id}/document`,
    submittedAt: l.createdAt.toISOString(),
    decidedAt: l.decidedAt?.toISOString() ?? null,
    rejectReason: l.rejectReason,
  };
}

/** Some line of the checkout is sold on letter-of-credit terms. */
export const letterOfCreditAllowed = (c: Pick<repo.CheckoutRow, 'lines'>): boolean =>
  c.lines.some((l) => l.paymentTerms === 'letter-of-credit');

export function toQuoteDto(
  c: repo.CheckoutRow,
  transfer: TransferReceipt | undefined,
  letter?: LetterOfCreditRow,
): QuoteDto {
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
    letterOfCreditAllowed: letterOfCreditAllowed(c),
    letterOfCredit: letter ? toLetterOfCreditDto(letter) : null,
  };
}

export async function toQuoteDtos(db: DbOrTx, rows: repo.CheckoutRow[]): Promise<QuoteDto[]> {
  const ids = rows.map((r) => r.id);
  const [transfers, letters] = await Promise.all([transferReceiptsOf(db, ids), latestLettersOf(db, ids)]);
  return rows.map((r) => toQuoteDto(r, transfers.get(r.id), letters.get(r.id)));
}

export function toProformaDto(
  c: repo.CheckoutRow,
  transfer: TransferReceipt | undefined,
  config: Config,
  letter?: LetterOfCreditRow,
): ProformaDto {
  return {
    ...toQuoteDto(c, transfer, letter),
    rateBps: c.rateBps,
    stockReserved: c.stockReservedAt !== null && c.status === 'AWAITING_TRANSFER',
    bank: bankAccountOf(config),
  };
}

/** The pro-forma as its page shows it: with the transfer recorded and the latest letter of credit. */
export async function loadProformaDto(db: DbOrTx, c: repo.CheckoutRow, config: Config): Promise<ProformaDto> {
  const [transfers, letters] = await Promise.all([transferReceiptsOf(db, [c.id]), latestLettersOf(db, [c.id])]);
  return toProformaDto(c, transfers.get(c.id), config, letters.get(c.id));
}
