import type { users } from './auth.schema.ts';

export type UserRow = typeof users.$inferSelect;

export interface AuthContext {
  user: UserRow;
  sessionId: string;
}
