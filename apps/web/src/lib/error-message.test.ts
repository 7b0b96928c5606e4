import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractMessage } from '@app/shared/error-messages';
import { i18n } from '../i18n/i18n';
import { ApiError } from './api-client';
import { errorMessage } from './error-message';
import { issueFields } from './issue-text';

const t = i18n.getFixedT('en', 'common');

describe('errorMessage', () => {
  it('shows the refusal the server worded (already in the page language)', () => {
    const refused = new ApiError({
      code: 'CONFLICT',
      status: 409,
      message: 'Une étiquette a déjà été achetée pour cet envoi',
      key: 'shipping.labelAlreadyBought',
    });
    expect(errorMessage(t, refused, 'errors.generic')).toBe('Une étiquette a déjà été achetée pour cet envoi');
  });

  it('keeps the caller’s per-code text, and its own texts for network, session and permission failures', () => {
    const refused = new ApiError({ code: 'CONFLICT', status: 409, message: 'server text', key: 'orders.cartEmpty' });
    expect(errorMessage(t, refused, 'errors.generic', { CONFLICT: 'errors.forbidden' })).toBe(t('errors.forbidden'));
    const forbidden = new ApiError({
      code: 'FORBIDDEN',
      status: 403,
      message: 'server text',
      key: 'common.roleForbidden',
    });
    expect(errorMessage(t, forbidden, 'errors.generic')).toBe(t('errors.forbidden'));
    const network = new ApiError({ code: 'NETWORK', status: 0, message: 'offline' });
    expect(errorMessage(t, network, 'errors.generic')).toBe(t('errors.network'));
  });

  it('falls back for internal errors, unnamed messages and forms whose fields carry the details', () => {
    const internal = new ApiError({
      code: 'INTERNAL',
      status: 500,
      message: 'Something went wrong on our side.',
      key: 'common.internal',
    });
    expect(errorMessage(t, internal, 'errors.generic')).toBe(t('errors.generic'));
    const unnamed = new ApiError({ code: 'CONFLICT', status: 409, message: 'no key' });
    expect(errorMessage(t, unnamed, 'errors.generic')).toBe(t('errors.generic'));
    const fields = new ApiError({
      code: 'VALIDATION_ERROR',
      status: 400,
      message: 'City is required',
      key: 'orders.form.cityRequired',
      fields: { city: 'City is required' },
    });
    expect(errorMessage(t, fields, 'errors.generic')).toBe(t('errors.generic'));
  });
});

describe('issueFields', () => {
  const schema = z.object({
    city: z.string().trim().min(1, contractMessage('orders.form.cityRequired')),
    code: z.string().min(8),
  });

  it('words a shared contract’s issues in the page language, first message per field', () => {
    const parsed = schema.safeParse({ city: '', code: 'abc' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(issueFields(i18n.getFixedT('en'), parsed.error)).toEqual({
      city: 'City is required',
      code: 'Enter at least 8 characters',
    });
    expect(issueFields(i18n.getFixedT('fr'), parsed.error)).toEqual({
      city: 'La ville est obligatoire',
      code: 'Saisissez au moins 8 caractères',
    });
    expect(issueFields(i18n.getFixedT('ar'), parsed.error)).toEqual({
      city: 'المدينة مطلوبة',
      code: 'أدخل 8 أحرف على الأقل',
    });
  });
});
