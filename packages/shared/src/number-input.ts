/**
 * Numbers typed into forms: a contract accepts a JSON number or the text of one ("12"), but a blank value is a missing
 * value, never 0 (`z.coerce.number` reads '' and null as 0, so an empty lead time became "0 days").
 */
import { z } from 'zod';
import type { ErrorMessageKey } from './error-messages.ts';

function isBlank(value: unknown): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * A number field fed from a JSON number or numeric text: blank text, null or a missing value fail with `requiredKey`,
 * and so does text that is not a number; `checks` adds the field's rules (`(n) => n.int(...).min(...)`). Encoding (a
 * response DTO) passes the number through unchanged.
 */
export function numberInput<Out extends z.ZodNumber = z.ZodNumber>(
  requiredKey: ErrorMessageKey,
  checks: (n: z.ZodNumber) => Out = (n) => n as Out,
) {
  return z.codec(
    z.union([z.number(), z.string(), z.null()], {
      error: (issue) => (issue.input === undefined ? requiredKey : 'validation.invalidType'),
    }),
    // The key words only a missing or non-numeric value; a check without its own message keeps the generic one.
    checks(
      z.number({
        error: (issue) => (issue.code === 'invalid_type' && issue.expected === 'number' ? requiredKey : undefined),
      }),
    ),
    {
      decode: (value) => (isBlank(value) ? Number.NaN : Number(value)) as z.input<Out>,
      encode: (value) => value,
    },
  );
}
