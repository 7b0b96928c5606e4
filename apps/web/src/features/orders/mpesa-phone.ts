/**
 * Pure helpers of the M-Pesa number at checkout: which numbers M-Pesa Express can prompt (a Kenyan mobile, as the
 * server accepts them: 07XXXXXXXX, 01XXXXXXXX, +2547..., 2547...), and how one reads on the page.
 */

/** Why a typed number cannot be prompted: nothing typed, or not a Kenyan mobile number. */
export type MpesaPhoneProblem = 'required' | 'invalid';

/** "0712 345 678", "+254 712-345-678", "(254) 712345678" -> "254712345678"; null when it is not a Kenyan mobile. */
export function mpesaMsisdn(input: string): string | null {
  const digits = input.replace(/[\s().-]/g, '').replace(/^\+/, '');
  const local = /^0([17]\d{8})$/.exec(digits);
  if (local) return `254${local[1]}`;
  const bare = /^([17]\d{8})$/.exec(digits);
  if (bare) return `254${bare[1]}`;
  return /^254[17]\d{8}$/.test(digits) ? digits : null;
}

/** What is wrong with a typed number, or null when M-Pesa can prompt it. */
export function mpesaPhoneProblem(input: string): MpesaPhoneProblem | null {
  if (input.trim() === '') return 'required';
  return mpesaMsisdn(input) ? null : 'invalid';
}

/** "254712345678" (or any accepted form) -> "0712 345 678", the way Kenyans write it; other text comes back trimmed. */
export function formatMpesaPhone(input: string): string {
  const msisdn = mpesaMsisdn(input);
  if (!msisdn) return input.trim();
  const local = `0${msisdn.slice(3)}`;
  return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
}

/** The M-Pesa field's first value: the contact phone when it is a Kenyan mobile (as "0712 345 678"), else empty. */
export function mpesaPrefill(contactPhone: string | null | undefined): string {
  return contactPhone && mpesaMsisdn(contactPhone) ? formatMpesaPhone(contactPhone) : '';
}
