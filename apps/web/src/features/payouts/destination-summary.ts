import type { TFunction } from '../../i18n/translator';
import type { PayoutAccountDto } from '@app/shared/payouts';

type Destination = Pick<NonNullable<PayoutAccountDto['account']>, 'method' | 'bankName' | 'accountLast4' | 'phone'> & {
  bankCode?: string | null;
};

/** Where a vendor's payouts go, in one line: "Guaranty Trust Bank ••••6789", "M-Pesa 254712345678", or manual. */
export function destinationSummary(t: TFunction, a: Destination): string {
  if (a.method === 'bank')
    return t('summary.bank', { bank: a.bankName ?? a.bankCode ?? '', last4: a.accountLast4 ?? '' });
  if (a.method === 'manual') return t('summary.manual');
  return t(`summary.${a.method}`, { phone: a.phone ?? '' });
}
