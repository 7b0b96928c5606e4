import { randomUUID } from 'node:crypto';
import type { RecordTransferResponse } from '@app/shared/orders';
import { day, money, msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError, fieldError } from '../../../lib/errors.ts';
import { transition } from '../../../lib/state-machine.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import {
  insertTransferReceipt,
  normaliseBankReference,
  transferReceiptByReference,
  transferReceiptOf,
} from '../../payments/use-cases/bank-transfer-receipts.ts';
import { placeOrder } from './place-order.ts';
import { checkoutMachine } from '../checkout-state.ts';
import { verifiedLetterOf } from '../letters-of-credit.repository.ts';
import * as repo from '../orders.repository.ts';
import { isoDay, proformaNumber } from '../proforma.ts';

export interface TransferInput {
  amountCents: number;
  bankReference: string;
  /** YYYY-MM-DD, the value date on the bank statement. */
  receivedOn: string;
}

/**
 * An admin records the bank transfer received for a pro-forma (or a priced quote). The amount must cover the total:
 * a short payment is refused and nothing is written. Otherwise, in one transaction on the locked checkout, the
 * transfer is recorded (once per checkout, a bank reference once overall) and the checkout moves to CAPTURED with an
 * audit row; then the order is placed exactly as after a card capture (placeOrder: order, escrow hold in the same
 * transaction, vendors notified). Recording the same transfer again, or twice at once, places one order and holds
 * the money once; a capture whose placement failed midway is finished by the reconciliation job.
 */
export async function recordBankTransfer(
  deps: Deps,
  auth: AuthContext,
  checkoutId: string,
  input: TransferInput,
): Promise<RecordTransferResponse> {
  const bankReference = normaliseBankReference(input.bankReference);
  if (input.receivedOn > isoDay(deps.clock.now())) throw fieldError('receivedOn', msg('orders.transferDateFuture'));
  const recorded = await deps.db.transaction(async (tx) => {
    const c = await repo.lockCheckout(tx, checkoutId);
    if (!c || c.provider !== 'bank_transfer') throw new AppError('NOT_FOUND', msg('orders.quoteRequestNotFound'));
    const reference = proformaNumber(c);
    const existing = await transferReceiptOf(tx, c.id);
    if (existing) {
      if (existing.bankReference !== bankReference) {
        throw new AppError(
          'CONFLICT',
          msg('orders.transferAlreadyRecorded', { reference, bankReference: existing.bankReference }),
        );
      }
      return { duplicate: true, excessCents: existing.amountCents - c.totalCents };
    }
    if (c.status === 'EXPIRED' || c.status === 'CANCELLED') {
      throw new AppError(
        'CONFLICT',
        msg('orders.proformaExpiredTransfer', { reference, status: msg(`orders.checkoutStatus.${c.status}`) }),
        { status: c.status },
      );
    }
    checkoutMachine.assert(c.status, 'CAPTURED'); // refused before any validation of the transfer
    if (input.receivedOn < isoDay(c.createdAt))
      throw fieldError('receivedOn', msg('orders.transferDateBefore', { date: day(c.createdAt) }));
    if (input.amountCents < c.totalCents) {
      const text = msg('orders.transferShort', {
        amount: money(input.amountCents, 'USD'),
        short: money(c.totalCents - input.amountCents, 'USD'),
        total: money(c.totalCents, 'USD'),
        reference,
      });
      throw new AppError('TRANSFER_SHORT', text, {
        fields: { amount: text },
        dueCents: c.totalCents,
        shortCents: c.totalCents - input.amountCents,
      });
    }
    const usedBy = await transferReceiptByReference(tx, bankReference);
    const now = deps.clock.now();
    const inserted = usedBy
      ? undefined
      : await insertTransferReceipt(tx, {
          id: randomUUID(),
          checkoutId: c.id,
          amountCents: input.amountCents,
          bankReference,
          receivedOn: input.receivedOn,
          recordedBy: auth.user.id,
          createdAt: now,
        });
    if (!inserted) {
      const other = usedBy ? await repo.findCheckout(tx, usedBy.checkoutId) : undefined;
      throw fieldError(
        'bankReference',
        msg('orders.bankReferenceUsed', { bankReference, reference: other ? proformaNumber(other) : '—' }),
      );
    }
    const excessCents = input.amountCents - c.totalCents;
    // under a verified letter of credit the issuing bank pays: named in the audit row (and on the order)
    const letter = await verifiedLetterOf(tx, c.id);
    await transition(tx, checkoutMachine, {
      subjectId: c.id,
      from: c.status,
      action: 'CAPTURED',
      write: repo.checkoutWrite(c.id, { captureId: `BANK-${bankReference}`, updatedAt: now }),
      actorId: auth.user.id,
      auditAction: 'admin.bank_transfer_received',
      data: {
        reference,
        bankReference,
        amountCents: input.amountCents,
        receivedOn: input.receivedOn,
        excessCents,
        ...(letter ? { payer: letter.issuingBank, lcNumber: letter.lcNumber } : {}),
      },
    });
    return { duplicate: false, excessCents };
  });
  const { orderId } = await placeOrder(deps, checkoutId);
  return { orderId, ...recorded };
}
