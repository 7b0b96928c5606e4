import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { LIMITS } from '@app/shared/constants';
import { day, money, msg } from '@app/shared/error-messages';
import {
  LC_MAX_DAYS_LEFT,
  LC_MIN_DAYS_LEFT,
  type LetterOfCreditDto,
  type letterOfCreditInput,
} from '@app/shared/letters-of-credit';
import { parseAmountToCents } from '@app/shared/money';
import { cleanFileName } from '@app/shared/text';
import type { Deps } from '../../../deps.ts';
import { AppError, fieldError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import { adminUserIds } from '../../auth/auth.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { sniffDocument } from '../../verification/verification.service.ts';
import { letterOfCreditAllowed, toLetterOfCreditDto } from '../bank-transfer-dto.ts';
import * as letters from '../letters-of-credit.repository.ts';
import * as repo from '../orders.repository.ts';
import { isoDay, proformaNumber } from '../proforma.ts';

type Input = z.output<typeof letterOfCreditInput>;

const DAY_MS = 86_400_000;
/** A pro-forma about to expire is kept (its stock reserved) at least this long once a letter is sent, for the review. */
export const LC_REVIEW_DAYS = 3;

/**
 * The checkout a letter of credit may be sent for: the caller's own bank transfer checkout (404 to anyone else, before
 * the route reads the file), still waiting for its payment, with products sold on letter-of-credit terms.
 */
export async function assertLetterOfCreditCheckout(deps: Deps, auth: AuthContext, checkoutId: string) {
  const c = await repo.findCheckout(deps.db, checkoutId);
  if (!c || c.provider !== 'bank_transfer' || c.buyerId !== auth.user.id)
    throw new AppError('NOT_FOUND', msg('orders.quoteNotFound'));
  assertOpen(c);
  return c;
}

function assertOpen(c: repo.CheckoutRow): void {
  if (c.status !== 'AWAITING_TRANSFER')
    throw new AppError(
      'CONFLICT',
      msg('orders.letterOfCredit.notAwaiting', { status: msg(`orders.checkoutStatus.${c.status}`) }),
      { status: c.status },
    );
  if (!letterOfCreditAllowed(c)) throw new AppError('CONFLICT', msg('orders.letterOfCredit.notOffered'));
}

/**
 * The buyer sends a letter of credit for their pro-forma (issue 18, decision 023): the LC's details and the bank's
 * confirmation (PDF, PNG or JPEG by its bytes, 5 MB). The LC must cover the pro-forma's total and stay valid at least
 * LC_MIN_DAYS_LEFT days. The file is stored first, then in one transaction on the locked checkout the letter is
 * recorded (one live letter per checkout: a second is refused until an admin rejects the first), the pro-forma is kept
 * at least LC_REVIEW_DAYS more days for the review, the admins are told, and the act is audited. Nothing is recorded
 * when a check fails; a file stored for a refused letter is deleted.
 */
export async function submitLetterOfCredit(
  deps: Deps,
  auth: AuthContext,
  checkoutId: string,
  input: Input,
  file: { filename: string; data: Buffer } | null,
): Promise<LetterOfCreditDto> {
  const c = await assertLetterOfCreditCheckout(deps, auth, checkoutId);
  const now = deps.clock.now();
  const amountCents = parseAmountToCents(input.amount) ?? -1;
  if (amountCents < c.totalCents)
    throw fieldError(
      'amount',
      msg('orders.letterOfCredit.amountShort', {
        amount: money(Math.max(0, amountCents), 'USD'),
        total: money(c.totalCents, 'USD'),
      }),
    );
  const earliest = isoDay(new Date(now.getTime() + LC_MIN_DAYS_LEFT * DAY_MS));
  if (input.expiresOn < earliest)
    throw fieldError('expiresOn', msg('orders.letterOfCredit.expiresTooSoon', { date: day(earliest) }));
  if (input.expiresOn > isoDay(new Date(now.getTime() + LC_MAX_DAYS_LEFT * DAY_MS)))
    throw fieldError('expiresOn', msg('orders.letterOfCredit.expiresTooLate', { days: LC_MAX_DAYS_LEFT }));
  if (!file || file.data.length === 0) throw fieldError('document', msg('orders.letterOfCredit.documentRequired'));
  if (file.data.length > LIMITS.maxDocumentBytes) throw fieldError('document', msg('verification.documentTooLarge'));
  const mime = sniffDocument(file.data);
  if (!mime) throw fieldError('document', msg('disputes.notDocument', { file: cleanFileName(file.filename, 'file') }));

  const id = randomUUID();
  const documentKey = `letters-of-credit/${auth.user.id}/${id}`;
  await deps.files.put(documentKey, file.data, mime);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const locked = await repo.lockCheckout(tx, c.id);
      if (!locked) throw new AppError('NOT_FOUND', msg('orders.quoteNotFound'));
      assertOpen(locked);
      const inserted = await letters.insertLetterOfCredit(tx, {
        id,
        checkoutId: c.id,
        buyerId: auth.user.id,
        status: 'SUBMITTED',
        issuingBank: input.issuingBank,
        lcNumber: input.lcNumber,
        amountCents,
        expiresOn: input.expiresOn,
        documentName: cleanFileName(file.filename, 'letter-of-credit'),
        documentMime: mime,
        documentKey,
        createdAt: now,
      });
      if (!inserted) throw new AppError('CONFLICT', msg('orders.letterOfCredit.alreadyLive'));
      const keepUntil = new Date(now.getTime() + LC_REVIEW_DAYS * DAY_MS);
      if (locked.expiresAt && locked.expiresAt < keepUntil)
        await repo.updateCheckout(tx, c.id, { expiresAt: keepUntil, updatedAt: now });
      const reference = proformaNumber(locked);
      await audit(tx, {
        actorId: auth.user.id,
        action: 'checkout.letter_of_credit_submitted',
        subjectType: 'checkout',
        subjectId: c.id,
        data: { letterId: id, reference, issuingBank: input.issuingBank, lcNumber: input.lcNumber, amountCents },
      });
      for (const adminId of await adminUserIds(tx))
        await notify(
          deps,
          adminId,
          'admin.letter_of_credit_submitted',
          { reference, bank: input.issuingBank, lcNumber: input.lcNumber, link: '/admin/dashboard?tab=quotes' },
          tx,
        );
      return inserted;
    });
    return toLetterOfCreditDto(row);
  } catch (err) {
    await deps.files.delete(documentKey).catch(() => undefined);
    throw err;
  }
}
