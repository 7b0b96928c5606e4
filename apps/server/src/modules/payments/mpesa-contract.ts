/** Daraja's contract as both the M-Pesa adapter and the built-in stand-in use it (no cycle between them). */

/** Daraja's timestamp: YYYYMMDDHHmmss in Nairobi time (UTC+3, no daylight saving). */
export function darajaTimestamp(at: Date): string {
  const t = new Date(at.getTime() + 3 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${t.getUTCFullYear()}${p(t.getUTCMonth() + 1)}${p(t.getUTCDate())}${p(t.getUTCHours())}${p(t.getUTCMinutes())}${p(t.getUTCSeconds())}`;
}

export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}

/** "0712 345 678", "+254712345678", "254712345678" -> "254712345678"; null when it is not a Kenyan mobile number. */
export function mpesaMsisdn(input: string): string | null {
  const digits = input.replace(/[\s()-]/g, '').replace(/^\+/, '');
  const local = /^0([17]\d{8})$/.exec(digits);
  if (local) return `254${local[1]}`;
  return /^254[17]\d{8}$/.test(digits) ? digits : null;
}
