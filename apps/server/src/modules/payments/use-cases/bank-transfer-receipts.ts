/**
 * Bank transfers received against pro-forma invoices, as the payments module keeps them: recorded once per checkout,
 * a bank reference once overall. The orders module decides when one is recorded (record-bank-transfer.ts) and calls
 * these inside its transaction.
 */
import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../payments.repository.ts';

export type TransferReceipt = repo.BankTransferRow;

/** A bank's reference as stored and compared: trimmed, inner spaces collapsed, upper case. */
export function normaliseBankReference(reference: string): string {
  return reference.trim().replace(/\s+/g, ' ').toUpperCase();
}

export function transferReceiptOf(db: DbOrTx, checkoutId: string): Promise<TransferReceipt | undefined> {
  return repo.transferOfCheckout(db, checkoutId);
}

export async function transferReceiptsOf(db: DbOrTx, checkoutIds: string[]): Promise<Map<string, TransferReceipt>> {
  return new Map((await repo.transfersOfCheckouts(db, checkoutIds)).map((t) => [t.checkoutId, t]));
}

export function transferReceiptByReference(db: DbOrTx, bankReference: string): Promise<TransferReceipt | undefined> {
  return repo.transferByReference(db, normaliseBankReference(bankReference));
}

/** Records the transfer; undefined when the checkout or the bank reference already has one (nothing written). */
export function insertTransferReceipt(
  db: DbOrTx,
  row: {
    id: string;
    checkoutId: string;
    amountCents: number;
    bankReference: string;
    receivedOn: string;
    recordedBy: string;
    createdAt: Date;
  },
): Promise<TransferReceipt | undefined> {
  return repo.insertTransfer(db, { ...row, currency: 'USD', bankReference: normaliseBankReference(row.bankReference) });
}
