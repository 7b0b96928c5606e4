import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { UserDto } from '@app/shared/auth';
import { sessionQueryKey, useSession, type SessionAnswer } from './get-session';

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

export interface AuthState {
  user: UserDto | null;
  status: AuthStatus;
  /** Replaces the signed-in user in the cache (after login, profile update, role switch). */
  setUser: (user: UserDto | null) => void;
  /** Re-reads the session from the server. */
  refresh: () => Promise<unknown>;
}

/**
 * The current session, read from GET /api/auth/session. A session error counts as signed out (spec 4).
 */
export function useAuth(): AuthState {
  const queryClient = useQueryClient();
  const session = useSession();
  const user = session.data?.user ?? null;
  const status: AuthStatus = session.isPending ? 'loading' : user ? 'signed-in' : 'signed-out';

  const setUser = useCallback(
    (next: UserDto | null) => {
      queryClient.setQueryData<SessionAnswer>(sessionQueryKey, (prev) => ({
        csrfToken: prev?.csrfToken ?? '',
        user: next,
      }));
    },
    [queryClient],
  );
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: sessionQueryKey }), [queryClient]);

  return { user, status, setUser, refresh };
}
