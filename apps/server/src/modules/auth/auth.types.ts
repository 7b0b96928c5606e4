import type { users } from './auth.schema.ts';

export type UserRow = typeof users.$inferSelect;

export interface AuthContext {
  user: UserRow;
  sessionId: string;
}

/** Where a request came from (audit rows, session rows). */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}
