import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { KycStatus } from '@app/shared/constants';
import { users } from '../auth.schema.ts';

/**
 * For other modules' queries: the KYC status of the user whose id is `userId` (a column of their own table), as a
 * column to select, so they can show a "verified" badge in the same query without joining auth's tables themselves.
 * Every user has one; the id must reference users (a foreign key), else the value is null.
 */
export function kycStatusColumn(userId: SQLWrapper): SQL<KycStatus> {
  return sql<KycStatus>`(select ${users.kycStatus} from ${users} where ${users.id} = ${userId})`;
}
