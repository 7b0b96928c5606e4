import type { FraudAlertDto } from '@app/shared/fraud';
import type { Deps } from '../../deps.ts';
import { withUsers, type AlertWithUser } from './alert-users.ts';
import * as repo from './fraud.repository.ts';

export function toDto(a: AlertWithUser): FraudAlertDto {
  return {
    id: a.id,
    subjectType: a.subjectType,
    userId: a.userId,
    userName:
      a.userCompany?.trim() && a.subjectType === 'account' ? `${a.userName} (${a.userCompany.trim()})` : a.userName,
    userEmail: a.userEmail,
    userStatus: a.userStatus,
    orderId: a.orderId,
    score: a.score,
    rules: a.rules,
    status: a.status,
    trigger: a.trigger,
    note: a.note,
    decidedAt: a.decidedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}

/** One alert with its user, as the admin sees it. */
export async function alertDto(deps: Deps, alertId: string): Promise<FraudAlertDto> {
  const alert = await repo.findAlert(deps.db, alertId);
  return toDto((await withUsers(deps.db, alert ? [alert] : []))[0]!);
}
