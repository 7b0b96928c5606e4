import { describe, expect, it } from 'vitest';
import { catalogueI18n } from '../../lib/test-catalogues';
import { destinationSummary } from './destination-summary';

const t = catalogueI18n().getFixedT('en', 'payouts');
const none = { bankName: null, accountLast4: null, phone: null };

describe('a payout destination in one line', () => {
  it('names the bank and the last four digits, the wallet and its number, or manual payouts', () => {
    expect(destinationSummary(t, { ...none, method: 'bank', bankName: 'Absa Bank Ghana', accountLast4: '4567' })).toBe(
      'Absa Bank Ghana ••••4567',
    );
    expect(destinationSummary(t, { ...none, method: 'bank', bankCode: '030100', accountLast4: '4567' })).toBe(
      '030100 ••••4567',
    );
    expect(destinationSummary(t, { ...none, method: 'mpesa', phone: '254712345678' })).toBe('M-Pesa 254712345678');
    expect(destinationSummary(t, { ...none, method: 'momo', phone: '233241234567' })).toBe('MTN MoMo 233241234567');
    expect(destinationSummary(t, { ...none, method: 'manual' })).toBe('Manual: an administrator pays you');
  });
});
