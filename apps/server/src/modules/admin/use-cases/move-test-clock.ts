import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { isMovableClock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';

/**
 * TEST MODE (CLOCK_CONTROL=true, refused in production): an admin moves the server's clock forward by some hours, or
 * back to the real time, so a browser test sees a promised date pass (the ship-by guarantee) without waiting days.
 * Audited. Anywhere else the route does not exist.
 */
export async function moveTestClock(
  deps: Deps,
  auth: AuthContext,
  move: { advanceHours: number } | { reset: true },
): Promise<{ now: string }> {
  const clock = deps.clock;
  if (!deps.config.clockControl || !isMovableClock(clock)) throw new AppError('NOT_FOUND', msg('common.notFound'));
  if ('reset' in move) clock.reset();
  else clock.advance(move.advanceHours * 3_600_000);
  const now = clock.now();
  await audit(deps.db, {
    actorId: auth.user.id,
    action: 'admin.test_clock_moved',
    subjectType: 'clock',
    subjectId: 'server',
    data: { ...move, now: now.toISOString() },
  });
  return { now: now.toISOString() };
}
