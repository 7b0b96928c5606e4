/** Pure helpers of the checkout form: defaults from the profile, a remembered draft, idempotency keys. */
import { findCountry } from '@app/shared/countries';

export interface CheckoutDetails {
  contact: { name: string; email: string; phone: string; company: string };
  shipping: { address: string; city: string; region: string; country: string; postalCode: string };
}

export const CHECKOUT_FIELD_PATHS = [
  'contact.name',
  'contact.email',
  'contact.phone',
  'contact.company',
  'shipping.address',
  'shipping.city',
  'shipping.region',
  'shipping.country',
  'shipping.postalCode',
] as const;
export type CheckoutFieldPath = (typeof CHECKOUT_FIELD_PATHS)[number];

export function isCheckoutFieldPath(key: string): key is CheckoutFieldPath {
  return (CHECKOUT_FIELD_PATHS as readonly string[]).includes(key);
}

interface ProfileLike {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  country: string | null;
}

/** The form's starting values: a draft kept from an earlier attempt, else the profile. */
export function initialDetails(profile: ProfileLike, draft: Partial<CheckoutDetails> | null): CheckoutDetails {
  const country = knownCountry(profile.country);
  const base: CheckoutDetails = {
    contact: { name: profile.name, email: profile.email, phone: profile.phone ?? '', company: profile.company ?? '' },
    shipping: { address: '', city: '', region: '', country, postalCode: '' },
  };
  if (!draft) return base;
  const pick = <T extends Record<string, string>>(into: T, from: unknown): T => {
    if (typeof from !== 'object' || from === null) return into;
    const out = { ...into };
    for (const key of Object.keys(into) as (keyof T)[]) {
      const v = (from as Record<string, unknown>)[key as string];
      if (typeof v === 'string' && v.trim() !== '') out[key] = v as T[keyof T];
    }
    return out;
  };
  const merged = { contact: pick(base.contact, draft.contact), shipping: pick(base.shipping, draft.shipping) };
  merged.shipping.country = knownCountry(merged.shipping.country) || country;
  return merged;
}

/** The list's spelling of a country the profile or a draft names ('' when it is none of them, e.g. "Other"). */
function knownCountry(name: string | null): string {
  return findCountry(name)?.name ?? '';
}

const DRAFT_KEY = 'checkout-details';

/** The details typed at the last attempt (this tab and account only), so coming back from the payment page keeps them. */
export function readDraft(userId: string): Partial<CheckoutDetails> | null {
  try {
    const raw = sessionStorage.getItem(`${DRAFT_KEY}:${userId}`);
    return raw ? (JSON.parse(raw) as Partial<CheckoutDetails>) : null;
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, details: CheckoutDetails): void {
  try {
    sessionStorage.setItem(`${DRAFT_KEY}:${userId}`, JSON.stringify(details));
  } catch {
    // storage unavailable: the form starts from the profile next time
  }
}

/** Forgets the kept details once the order is placed. */
export function clearDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(`${DRAFT_KEY}:`)) sessionStorage.removeItem(key);
  } catch {
    // nothing kept
  }
}

/** A new idempotency key for one checkout attempt (crypto.randomUUID where the page is a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
