import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KycStatus } from '@app/shared/constants';
import { apiFetch } from '../../../lib/api-client';

export interface PayoutBalance {
  vendorId: string;
  vendorName: string;
  email: string;
  kycStatus: KycStatus;
  availableCents: number;
  paidOutCents: number;
  /** Where to send the transfer, in full (admins only); null until the vendor adds it in Settings > Billing. */
  bankDetails: {
    bankName: string;
    bankCountry: string;
    accountHolderName: string;
    accountNumber: string;
    routingNumber: string;
    swiftCode: string;
    iban: string;
    bankAddress: string;
  } | null;
}

export function fetchPayouts(signal?: AbortSignal) {
  return apiFetch<{ items: PayoutBalance[] }>('/api/admin/payouts', signal ? { signal } : {});
}

export const payoutsOptions = queryOptions({
  queryKey: ['admin', 'payouts'] as const,
  queryFn: ({ signal }) => fetchPayouts(signal),
});

export function usePayouts() {
  return useQuery(payoutsOptions);
}
