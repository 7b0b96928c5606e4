import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from './audit.schema.ts';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId?: string | null;
  data?: Record<string, unknown>;
  ip?: string | null;
}

/**
 * Appends an audit row; pass the transaction that makes the change so both commit together. The admin console reads
 * the log with the actors' and subjects' names joined in (admin/use-cases/audit-log.ts).
 */
export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    id: randomUUID(),
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? null,
    data: entry.data ?? {},
    ip: entry.ip ?? null,
  });
}
