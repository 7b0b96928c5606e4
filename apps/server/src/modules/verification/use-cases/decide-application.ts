import { msg } from '@app/shared/error-messages';
import type { ApplicationDto } from '@app/shared/verification';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { transition } from '../../../lib/state-machine.ts';
import { setKycStatus } from '../../auth/auth.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { applicationDtos } from '../application-dto.ts';
import { verificationMachine, type VerificationDecision } from '../verification-state.ts';
import * as repo from '../verification.repository.ts';

/** What each decision does besides the application's status (verification-state.ts): the KYC status, the notice. */
const DECISIONS = {
  approve: { kyc: 'VERIFIED', kind: 'vendor.verification_approved' },
  reject: { kyc: 'REJECTED', kind: 'vendor.verification_rejected' },
  'request-info': { kyc: 'PENDING', kind: 'vendor.verification_info_requested' },
} as const satisfies Record<VerificationDecision, unknown>;

export type Decision = keyof typeof DECISIONS;

/**
 * An admin decides; never on their own application. The verification machine checks and applies the decision with its
 * audit row ('verification.<decision>'); the vendor is notified and e-mailed.
 */
export async function decideApplication(
  deps: Deps,
  auth: AuthContext,
  id: string,
  decision: Decision,
  reason: string,
): Promise<ApplicationDto> {
  const d = DECISIONS[decision];
  if (decision !== 'approve' && reason.trim().length < 3)
    throw new AppError('VALIDATION_ERROR', msg('verification.reasonRequired'), {
      fields: { reason: msg('verification.reasonRequired') },
    });
  const app = await deps.db.transaction(async (tx) => {
    const row = await repo.lockApplication(tx, id);
    if (!row) throw new AppError('NOT_FOUND', msg('verification.applicationNotFound'));
    if (row.userId === auth.user.id) throw new AppError('FORBIDDEN', msg('verification.cannotDecideOwn'));
    const now = deps.clock.now();
    await transition(tx, verificationMachine, {
      subjectId: id,
      from: row.status,
      action: decision,
      write: (db, status, from) =>
        repo.moveApplication(db, id, from, {
          status,
          decisionReason: reason || null,
          decidedBy: auth.user.id,
          decidedAt: now,
        }),
      actorId: auth.user.id,
      auditAction: `verification.${decision}`,
      data: { reason },
    });
    await setKycStatus(tx, row.userId, d.kyc);
    await notify(
      deps,
      row.userId,
      d.kind,
      {
        businessName: String(row.business.businessName ?? ''),
        reason,
        link: decision === 'approve' ? '/vendor/dashboard' : '/vendor/onboarding',
      },
      tx,
    );
    return (await repo.findApplication(tx, id))!;
  });
  return (await applicationDtos(deps.db, [app]))[0]!;
}
