import type { FraudAction, FraudAlertDto } from '@app/shared/fraud';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { transition } from '../../../lib/state-machine.ts';
import { setUserSuspended } from '../../auth/auth.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { setFraudHold } from '../../orders/orders.service.ts';
import { alertDto } from '../alert-dto.ts';
import { alertMachine } from '../alert-state.ts';
import * as repo from '../fraud.repository.ts';
import { msg } from '@app/shared/error-messages';

/**
 * An admin acts on an alert: dismiss it, hold the order (its escrow cannot be released until the hold is lifted),
 * lift the hold, or suspend the account (the admin console's suspension: sessions end at once). The move goes through
 * the alert machine (alert-state.ts): the check, the status and the audit row ('fraud.<action>') in one transaction.
 */
export async function actOnAlert(
  deps: Deps,
  auth: AuthContext,
  alertId: string,
  action: FraudAction,
  note: string,
): Promise<FraudAlertDto> {
  const userToSuspend = await deps.db.transaction(async (tx) => {
    const alert = await repo.lockAlert(tx, alertId);
    if (!alert) throw new AppError('NOT_FOUND', msg('fraud.notFound'));
    alertMachine.assert(alert.status, action); // refused before the order's hold changes
    if (action === 'HOLD_ORDER' || action === 'RELEASE_HOLD') {
      if (!alert.orderId) throw new AppError('CONFLICT', msg('fraud.noOrderToHold'));
      await setFraudHold(tx, deps, alert.orderId, action === 'HOLD_ORDER');
    }
    const now = deps.clock.now();
    await transition(tx, alertMachine, {
      subjectId: alert.id,
      from: alert.status,
      action,
      write: (db, status, from) =>
        repo.moveAlert(db, alert.id, from, { status, decidedBy: auth.user.id, decidedAt: now, note, updatedAt: now }),
      actorId: auth.user.id,
      auditAction: `fraud.${action.toLowerCase()}`,
      data: { note, orderId: alert.orderId, userId: alert.userId, score: alert.score },
    });
    return action === 'SUSPEND_ACCOUNT' ? alert.userId : null;
  });
  if (userToSuspend) await setUserSuspended(deps, auth, userToSuspend, true, `Fraud alert: ${note}`);
  return await alertDto(deps, alertId);
}
