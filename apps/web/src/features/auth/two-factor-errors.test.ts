import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { lockedChallengeNotice } from './two-factor-errors';

describe('lockedChallengeNotice', () => {
  it('sends the user back to the password step with the server message when the challenge is locked', () => {
    const t = i18n.getFixedT('fr', 'auth');
    const locked = new ApiError({
      code: 'TWO_FACTOR_LOCKED',
      status: 429,
      message: 'Trop de codes erronés pour cette connexion. Veuillez vous reconnecter avec votre mot de passe.',
      key: 'auth.twoFactorLocked',
    });
    expect(lockedChallengeNotice(t, locked)).toBe(locked.message);
  });

  it("falls back to the shared catalogue's words in the page language", () => {
    const bare = new ApiError({ code: 'TWO_FACTOR_LOCKED', status: 429, message: '' });
    expect(lockedChallengeNotice(i18n.getFixedT('en', 'auth'), bare)).toMatch(/sign in again with your password/);
    expect(lockedChallengeNotice(i18n.getFixedT('ar', 'auth'), bare)).toMatch(/كلمة المرور/);
  });

  it('keeps the user on the code step for a wrong code, an expired attempt or a network failure', () => {
    const t = i18n.getFixedT('en', 'auth');
    const wrong = new ApiError({ code: 'INVALID_TWO_FACTOR_CODE', status: 400, message: 'x', key: 'auth.codeInvalid' });
    expect(lockedChallengeNotice(t, wrong)).toBeNull();
    expect(lockedChallengeNotice(t, new ApiError({ code: 'EXPIRED_TOKEN', status: 410, message: 'x' }))).toBeNull();
    expect(lockedChallengeNotice(t, new ApiError({ code: 'NETWORK', status: 0, message: 'offline' }))).toBeNull();
    expect(lockedChallengeNotice(t, new Error('boom'))).toBeNull();
  });
});
