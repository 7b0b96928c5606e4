import type { Deps } from '../../deps.ts';
import { adminUserIds } from '../auth/auth.service.ts';
import type * as repo from './fraud.repository.ts';

export async function notifyAdmins(deps: Deps, alert: repo.AlertRow): Promise<void> {
  const { notify } = await import('../notifications/notifications.service.ts');
  for (const id of await adminUserIds(deps.db)) {
    await notify(deps, id, 'admin.fraud_alert', {
      score: alert.score,
      rules: alert.rules.map((r) => r.rule).join(', '),
      link: '/admin/dashboard?tab=fraud',
    });
  }
}
