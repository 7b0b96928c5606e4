/**
 * What free text may contain, for every contract: no control characters and no broken (lone surrogate) characters
 * anywhere; names, titles and other one-line fields also no line breaks and no invisible text-direction overrides
 * (they can make a name read differently from what it is, e.g. in a payout or an order). PostgreSQL refuses NUL and
 * lone surrogates outright, so without these checks such text would end in a server error instead of a field error.
 */
import { z } from 'zod';
import { contractMessage, type ErrorMessageKey } from './error-messages.ts';

export type TextKind = 'single-line' | 'multi-line';

const BROKEN: ErrorMessageKey = 'validation.brokenCharacters';
const CONTROL: ErrorMessageKey = 'validation.controlCharacters';
const LINE_BREAK: ErrorMessageKey = 'validation.singleLine';
const DIRECTION: ErrorMessageKey = 'validation.directionControls';

/** Explicit embeddings and overrides (U+202A..U+202E) and isolates (U+2066..U+2069); marks (LRM, RLM, ALM) are fine. */
function isDirectionControl(c: number): boolean {
  return (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

/** UTF-16 units of the character at `i`: 2 for a surrogate pair, 0 for a lone (broken) surrogate, else 1. */
function unitLength(value: string, i: number): 0 | 1 | 2 {
  const c = value.charCodeAt(i);
  if (c >= 0xdc00 && c <= 0xdfff) return 0;
  if (c < 0xd800 || c > 0xdbff) return 1;
  const next = value.charCodeAt(i + 1);
  return next >= 0xdc00 && next <= 0xdfff ? 2 : 0;
}

/**
 * The first reason `value` is not acceptable text of this kind (a catalogue key), or null. Multi-line text may hold tabs
 * and line breaks (\t, \n, \r); nothing else below U+0020, no DEL or C1 control (U+007F..U+009F), no unpaired UTF-16
 * surrogate. Single-line text also refuses tabs, line breaks (\n, \r, U+2028, U+2029) and text-direction controls.
 */
export function textProblem(value: string, kind: TextKind): ErrorMessageKey | null {
  const single = kind === 'single-line';
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    if (c >= 0x20 && c < 0x7f) continue;
    const units = unitLength(value, i);
    if (units === 0) return BROKEN;
    if (units === 2) {
      i += 1;
      continue;
    }
    if (c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029) {
      if (single) return LINE_BREAK;
      continue;
    }
    if (c === 0x09 && !single) continue;
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return CONTROL;
    if (single && isDirectionControl(c)) return DIRECTION;
  }
  return null;
}

/** Whether a string holds NUL or an unpaired surrogate: what a database refuses (the server's last line of defence). */
export function hasUnstorableCharacters(value: string): ErrorMessageKey | null {
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    if (c === 0) return CONTROL;
    const units = unitLength(value, i);
    if (units === 0) return BROKEN;
    if (units === 2) i += 1;
  }
  return null;
}

function textCheck(kind: TextKind) {
  return z.superRefine<string>((value, ctx) => {
    const problem = textProblem(value, kind);
    if (problem) ctx.addIssue({ code: 'custom', ...contractMessage(problem) });
  });
}

/** A check for strings that must stay on one line (`z.string().check(singleLine)`): names, titles, tokens, codes. */
export const singleLine = textCheck('single-line');
/** A check for text that may span lines (`z.string().check(multiLine)`): descriptions, messages, notes. */
export const multiLine = textCheck('multi-line');

type StringParams = Parameters<typeof z.string>[0];

/**
 * A trimmed one-line text field: names (people, businesses, products), titles, file names, cities, codes. Chain the
 * usual `.min()` / `.max()` after it.
 */
export function singleLineText(params?: StringParams): z.ZodString {
  return z.string(params).trim().check(singleLine);
}

/** A trimmed text field that may span lines: descriptions, messages, notes, addresses. */
export function multiLineText(params?: StringParams): z.ZodString {
  return z.string(params).trim().check(multiLine);
}

/** `value` cut to at most `max` UTF-16 units, never between the two halves of a surrogate pair. */
export function truncateText(value: string, max: number): string {
  if (value.length <= max) return value;
  const last = value.charCodeAt(max - 1);
  return value.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/**
 * A file name as a client sent it (a multipart header, not a contract field), made storable and harmless: control,
 * line-break and direction characters and broken surrogates dropped, trimmed, at most `max` units; `fallback` when
 * nothing is left.
 */
export function cleanFileName(name: string, fallback: string, max = 200): string {
  let kept = '';
  for (const ch of name) if (textProblem(ch, 'single-line') === null) kept += ch;
  return truncateText(kept.trim(), max).trim() || fallback;
}
