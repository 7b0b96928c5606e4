import type { TFunction } from '../i18n/translator';
import type { z } from 'zod';
import { ERROR_NAMESPACE, issueMessage } from '@app/shared/error-messages';
import { currentLanguage } from '../i18n/i18n';

/**
 * The message of a zod issue of a shared contract, in the page language. Contracts carry keys of the shared error
 * catalogue (the same words the server answers with); an issue without one gets the catalogue's generic text.
 */
export function issueText(t: TFunction, issue: z.core.$ZodIssue): string {
  return issueMessage((key, values) => t(key, { ...values, ns: ERROR_NAMESPACE }), currentLanguage(), issue);
}

/** The first message per field of a failed contract parse ("attachmentIds.0" -> "attachmentIds"), in the page language. */
export function issueFields(t: TFunction, error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    fields[key] ??= issueText(t, issue);
  }
  return fields;
}
