import type { FraudAlertDto, FraudAlertStatus } from '@app/shared/fraud';
import type { Deps } from '../../../deps.ts';
import { toDto } from '../alert-dto.ts';
import { withUsers } from '../alert-users.ts';
import * as repo from '../fraud.repository.ts';

export async function listAlerts(deps: Deps, status?: FraudAlertStatus): Promise<FraudAlertDto[]> {
  return (await withUsers(deps.db, await repo.recentAlerts(deps.db, { status, limit: 100 }))).map(toDto);
}
