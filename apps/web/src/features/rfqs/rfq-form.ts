/** The buying request form: its fields as typed, their defaults, and the request they make (the shared contract). */
import type { AttachmentDto } from '@app/shared/messaging';
import { RFQ_LIMITS, rfqInput, type RfqDto, type RfqInput } from '@app/shared/rfqs';
import type { TFunction } from '../../i18n/translator';
import { errorMessage, fieldErrors } from '../../lib/error-message';
import { issueFields } from '../../lib/issue-text';

export interface RfqFormValues {
  product: string;
  category: string;
  quantity: string;
  unit: string;
  targetUnitPrice: string;
  currency: string;
  destinationCountry: string;
  incoterm: string;
  neededBy: string;
  /** Comma-separated, as typed ("ISO 22000, Organic"). */
  certifications: string;
  verifiedOnly: boolean;
  details: string;
  /** Files uploaded already (specifications, drawings): their ids go with the request. */
  attachments: AttachmentDto[];
  closesOn: string;
}

/** A date `days` after `now` (UTC) as yyyy-mm-dd. */
export function isoDaysFrom(days: number, now: Date = new Date()): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Closing date by default: two weeks from today. */
export const DEFAULT_OPEN_DAYS = 14;

export function emptyRfqForm(now: Date = new Date(), destinationCountry = ''): RfqFormValues {
  return {
    product: '',
    category: '',
    quantity: '',
    unit: 'KG',
    targetUnitPrice: '',
    currency: 'USD',
    destinationCountry,
    incoterm: 'FOB',
    neededBy: '',
    certifications: '',
    verifiedOnly: false,
    details: '',
    attachments: [],
    closesOn: isoDaysFrom(DEFAULT_OPEN_DAYS, now),
  };
}

/** "ISO 22000, Organic ,, HACCP" -> ["ISO 22000", "Organic", "HACCP"] (blanks dropped, repeats once). */
export function splitCertifications(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[,،]/)) {
    const name = part.trim().replace(/\s+/g, ' ');
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out;
}

/** The request to send, checked against the shared contract (the issues name the input's fields). */
export function parseRfqForm(values: RfqFormValues) {
  const { attachments, ...fields } = values;
  return rfqInput.safeParse({
    ...fields,
    certifications: splitCertifications(values.certifications),
    attachmentIds: attachments.map((a) => a.id),
  });
}

/** The latest closing date the server takes (for the date input's `max`). */
export function latestClosingDate(now: Date = new Date()): string {
  return isoDaysFrom(RFQ_LIMITS.maxOpenDays, now);
}

/** What a submission came to: the posted request, or the messages to show (field errors and a banner). */
export type RfqSubmitResult =
  { ok: true; rfq: RfqDto } | { ok: false; errors: Record<string, string>; formError: string };

/**
 * Checks the form with the shared contract (nothing is sent when it fails), then sends it. A refusal keeps the
 * server's field errors (keyed like the input's fields) and words the banner from the server's message or `form.failed`.
 */
export async function submitRfqForm(
  t: TFunction,
  values: RfqFormValues,
  send: (input: RfqInput) => Promise<RfqDto>,
): Promise<RfqSubmitResult> {
  const parsed = parseRfqForm(values);
  if (!parsed.success) return { ok: false, errors: issueFields(t, parsed.error), formError: t('form.fixErrors') };
  try {
    return { ok: true, rfq: await send(parsed.data) };
  } catch (err) {
    return { ok: false, errors: fieldErrors(err), formError: errorMessage(t, err, 'form.failed') };
  }
}
