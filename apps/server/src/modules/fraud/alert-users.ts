import type { DbOrTx } from '../../db/client.ts';
import { usersByIds } from '../auth/auth.service.ts';
import type { AlertRow } from './fraud.repository.ts';

export type AlertWithUser = AlertRow & {
  userName: string;
  userEmail: string;
  userStatus: string;
  userCompany: string | null;
};

/** Alerts with the name, e-mail, status and company of their user (from the auth module, one query), in order. */
export async function withUsers(db: DbOrTx, alerts: AlertRow[]): Promise<AlertWithUser[]> {
  const users = new Map((await usersByIds(db, [...new Set(alerts.map((a) => a.userId))])).map((u) => [u.id, u]));
  return alerts.flatMap((a) => {
    const u = users.get(a.userId);
    if (!u) return [];
    return [
      {
        ...a,
        userName: [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || u.email.split('@')[0]!,
        userEmail: u.email,
        userStatus: u.status,
        userCompany: u.company,
      },
    ];
  });
}
