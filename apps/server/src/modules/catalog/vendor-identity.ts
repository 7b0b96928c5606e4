import { displayName } from '@app/shared/names';
import type { UserRow } from '../auth/auth.types.ts';

/** The name and country a vendor's products (and threads, saved lists) show: the company, else the person's name. */
export function vendorIdentity(user: Pick<UserRow, 'company' | 'firstName' | 'lastName' | 'email' | 'country'>): {
  vendorName: string;
  vendorCountry: string;
} {
  return {
    vendorName: user.company?.trim() || displayName(user.firstName, user.lastName, user.email),
    vendorCountry: user.country ?? '',
  };
}
