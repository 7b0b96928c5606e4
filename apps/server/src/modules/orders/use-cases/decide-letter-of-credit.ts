import type { LetterOfCreditDto } from '@app/shared/letters-of-credit';
import { msg } from '@app/shared/error-messages';
import { formatCents } from '@app/shared/money';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { transition } from '../../../lib/state-machine.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { toLetterOfCreditDto } from '../bank-transfer-dto.ts';
import { letterOfCreditMachine } from '../letter-of-credit-state.ts';
import * as letters from '../letters-of-credit.repository.ts';
import * as repo from '../orders.repository.ts';
import { proformaNumber } from '../proforma.ts';

export type LetterDecision = { verify: true } | { verify: false; reason: string };

/** The end of the LC's last valid day (UTC): the reserved stock is kept until then once the LC is verified. */
const endOfDay = (isoDate: string) => new Date(`${isoDate}T23:59:59.999Z`);

/**
 * An admin decides a letter of credit (issue 18, decision 023), once: in one transaction on the locked letter and its
 * checkout, the move (SUBMITTED -> VERIFIED or REJECTED, a conditional write: two admins at once decide once) with its
 * audit row, and the buyer's notice. Verifying needs the pro-forma still waiting for its payment: the issuing bank is
 * then its payer, and its reserved stock is kept until the LC expires (never shortened). Rejecting says why; the buyer
 * may send another letter.
 */
export async function decideLetterOfCredit(
  deps: Deps,
  auth: AuthContext,
  letterId: string,
  decision: LetterDecision,
): Promise<LetterOfCreditDto> {
  const decided = await deps.db.transaction(async (tx) => {
    const letter = await letters.lockLetterOfCredit(tx, letterId);
    if (!letter) throw new AppError('NOT_FOUND', msg('orders.letterOfCredit.notFound'));
    const c = await repo.lockCheckout(tx, letter.checkoutId);
    if (!c) throw new AppError('NOT_FOUND', msg('orders.letterOfCredit.notFound'));
    const action = decision.verify ? 'VERIFIED' : 'REJECTED';
    letterOfCreditMachine.assert(letter.status, action);
    if (decision.verify && c.status !== 'AWAITING_TRANSFER')
      throw new AppError(
        'CONFLICT',
        msg('orders.letterOfCredit.notAwaiting', { status: msg(`orders.checkoutStatus.${c.status}`) }),
        { status: c.status },
      );
    const now = deps.clock.now();
    const reference = proformaNumber(c);
    await transition(tx, letterOfCreditMachine, {
      subjectId: letter.id,
      from: letter.status,
      action,
      write: letters.letterDecisionWrite(letter.id, {
        decidedBy: auth.user.id,
        decidedAt: now,
        rejectReason: decision.verify ? null : decision.reason,
      }),
      actorId: auth.user.id,
      data: { checkoutId: c.id, reference, ...(decision.verify ? {} : { reason: decision.reason }) },
    });
    if (decision.verify) {
      const keepUntil = endOfDay(letter.expiresOn);
      if (c.expiresAt && c.expiresAt < keepUntil)
        await repo.updateCheckout(tx, c.id, { expiresAt: keepUntil, updatedAt: now });
      await notify(
        deps,
        c.buyerId,
        'order.letter_of_credit_verified',
        {
          reference,
          bank: letter.issuingBank,
          lcNumber: letter.lcNumber,
          total: formatCents(c.totalCents),
          totalCents: c.totalCents,
          date: letter.expiresOn,
          link: `/checkout/proforma/${c.id}`,
        },
        tx,
      );
    } else {
      await notify(
        deps,
        c.buyerId,
        'order.letter_of_credit_rejected',
        { reference, lcNumber: letter.lcNumber, reason: decision.reason, link: `/checkout/proforma/${c.id}` },
        tx,
      );
    }
    return (await letters.findLetterOfCredit(tx, letter.id))!;
  });
  return toLetterOfCreditDto(decided);
}
