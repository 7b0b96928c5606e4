/**
 * What the server says when it refuses something: error messages, field errors and the validation messages of the
 * shared contracts, in the five languages (decision 009).
 *
 * One JSON file per domain holds every language side by side (`error-messages/<domain>.json`: `{ en, fr, yo, ha, ar }`),
 * in i18next's format (`{{placeholder}}`, plural keys `_one`/`_other`/... chosen by `count`). The server renders a
 * message in the caller's language (all of them: error-catalogues.ts); the web registers the same catalogues as its
 * `errors` namespace — English at once, each other language with its bundle, one language per file part thanks to
 * apps/web/error-languages.ts — so a contract checked in the browser speaks the same words. This file imports the
 * English part only. The English catalogue defines the keys: `ErrorMessageKey` is derived
 * from it, so a message that names a missing key does not compile, and the web's catalogue test checks that every
 * language has every key.
 */
import { DISPLAY_CURRENCY_DIGITS, UNITS, type Language, type Unit } from './constants.ts';
import { en as admin } from './error-messages/admin.json';
import { en as analytics } from './error-messages/analytics.json';
import { en as auth } from './error-messages/auth.json';
import { en as billing } from './error-messages/billing.json';
import { en as cart } from './error-messages/cart.json';
import { en as catalog } from './error-messages/catalog.json';
import { en as common } from './error-messages/common.json';
import { en as concierge } from './error-messages/concierge.json';
import { en as disputes } from './error-messages/disputes.json';
import { en as fraud } from './error-messages/fraud.json';
import { en as fx } from './error-messages/fx.json';
import { en as messaging } from './error-messages/messaging.json';
import { en as notifications } from './error-messages/notifications.json';
import { en as offers } from './error-messages/offers.json';
import { en as orders } from './error-messages/orders.json';
import { en as payments } from './error-messages/payments.json';
import { en as payouts } from './error-messages/payouts.json';
import { en as reviews } from './error-messages/reviews.json';
import { en as rfqs } from './error-messages/rfqs.json';
import { en as saved } from './error-messages/saved.json';
import { en as shipping } from './error-messages/shipping.json';
import { en as escrow } from './error-messages/escrow.json';
import { en as translation } from './error-messages/translation.json';
import { en as validation } from './error-messages/validation.json';
import { en as verification } from './error-messages/verification.json';

/** The English catalogue, by domain: it defines the keys (the other languages are in error-catalogues.ts). */
const ENGLISH = {
  admin,
  analytics,
  auth,
  billing,
  cart,
  catalog,
  common,
  concierge,
  disputes,
  fraud,
  fx,
  messaging,
  notifications,
  offers,
  orders,
  payments,
  payouts,
  reviews,
  rfqs,
  saved,
  shipping,
  escrow,
  translation,
  validation,
  verification,
};

type English = typeof ENGLISH;
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type BaseKey<K extends string> = K extends `${infer B}_${PluralSuffix}` ? B : K;
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? BaseKey<K> : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** Every message key of the catalogue ("orders.notFound"); plural keys are named without their suffix. */
export type ErrorMessageKey = Paths<English>;

/** A nested catalogue of one language. */
export interface Catalogue {
  [key: string]: Catalogue | string;
}

/**
 * The English catalogue (`ENGLISH_ERROR_CATALOGUE.orders.notFound`). Every language's is in
 * `@app/shared/error-catalogues` (`ERROR_CATALOGUES`): imported by the server, while the web app loads each other
 * language with its own texts, so a visitor's first load carries English only (issue 19).
 */
export const ENGLISH_ERROR_CATALOGUE: Catalogue = ENGLISH;

export { ERROR_NAMESPACE } from './constants.ts';

const MESSAGE = Symbol.for('afribridge.message');

/** An amount of money, written in the reader's language ("$1,000.00", "1 000,00 $US"). */
export interface MoneyParam {
  amountCents: number;
  currency: string;
}

/** A day, written in the reader's language (the UTC calendar day of the date). */
export interface DayParam {
  day: Date;
}

export type MessageParam = string | number | Message | MoneyParam | DayParam;

/** A message to show someone: a catalogue key and the values of its placeholders. */
export interface Message {
  readonly [MESSAGE]: true;
  readonly key: ErrorMessageKey;
  readonly params?: Readonly<Record<string, MessageParam>>;
}

/** A message of the catalogue. A param that is itself a message (a status name, say) is rendered in the same language. */
export function msg(key: ErrorMessageKey, params?: Record<string, MessageParam>): Message {
  return Object.freeze(
    params === undefined ? { [MESSAGE]: true as const, key } : { [MESSAGE]: true as const, key, params },
  );
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[MESSAGE] === true;
}

/** A money placeholder value. */
export function money(amountCents: number, currency: string): MoneyParam {
  return { amountCents, currency };
}

/** A unit of sale in the reader's words ("2 KG", "2 kg", "2 كغ"); a unit outside the list stays as written. */
export function unitParam(unit: string): MessageParam {
  return (UNITS as readonly string[]).includes(unit) ? msg(`cart.units.${unit as Unit}`) : unit;
}

/** A calendar-day placeholder value. */
export function day(date: Date | string): DayParam {
  return { day: typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date };
}

/**
 * The key as the message of a shared zod contract: contracts carry keys, and whoever shows the issue renders it in the
 * reader's language (`issueMessage`). Placeholders come from the issue itself ({{minimum}}, {{maximum}}) or its `params`.
 */
export function contractMessage(key: ErrorMessageKey): { message: string } {
  return { message: key };
}

/** i18next's `t` bound to the errors namespace and one language. */
export type Translate = (key: string, values: Record<string, unknown>) => string;

function lookup(catalogue: Catalogue, key: string): Catalogue | string | undefined {
  let node: Catalogue | string | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

/** Whether `key` names a message of the English catalogue (a plural message counts by its base key). */
export function isErrorMessageKey(key: unknown): key is ErrorMessageKey {
  if (typeof key !== 'string' || !/^[a-z][\w.]*$/i.test(key) || !key.includes('.')) return false;
  const en = ENGLISH_ERROR_CATALOGUE;
  if (typeof lookup(en, key) === 'string') return true;
  return typeof lookup(en, `${key}_other`) === 'string';
}

function formatParam(translate: Translate, lang: Language, value: MessageParam): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (isMessage(value)) return renderMessage(translate, lang, value);
  if ('day' in value) return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(value.day);
  // amountCents is in the currency's minor units (whole francs for XOF and UGX)
  const digits = (DISPLAY_CURRENCY_DIGITS as Record<string, number>)[value.currency] ?? 2;
  return new Intl.NumberFormat(lang, { style: 'currency', currency: value.currency }).format(
    value.amountCents / 10 ** digits,
  );
}

/** A message in one language. */
export function renderMessage(translate: Translate, lang: Language, message: Message): string {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(message.params ?? {})) values[name] = formatParam(translate, lang, value);
  return translate(message.key, values);
}

/** The part of a zod issue a message needs (zod's own issues, or fastify-type-provider-zod's validation entries). */
export interface IssueLike {
  code: string;
  message?: string;
  origin?: unknown;
  format?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
  input?: unknown;
  params?: unknown;
}

/** The catalogue message of a zod issue whose contract gave no key of its own (zod's English defaults). */
function genericIssueKey(issue: IssueLike): ErrorMessageKey {
  const origin = typeof issue.origin === 'string' ? issue.origin : '';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalidType';
    case 'too_small':
      if (origin === 'string') return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.tooShort';
      if (origin === 'array' || origin === 'set') return 'validation.tooFewItems';
      if (origin === 'date') return 'validation.dateTooEarly';
      return issue.inclusive === false ? 'validation.tooSmallExclusive' : 'validation.tooSmall';
    case 'too_big':
      if (origin === 'string') return 'validation.tooLong';
      if (origin === 'array' || origin === 'set') return 'validation.tooManyItems';
      if (origin === 'date') return 'validation.dateTooLate';
      return issue.inclusive === false ? 'validation.tooBigExclusive' : 'validation.tooBig';
    case 'invalid_format':
      switch (issue.format) {
        case 'email':
          return 'validation.invalidEmail';
        case 'url':
          return 'validation.invalidUrl';
        case 'uuid':
        case 'guid':
          return 'validation.invalidId';
        case 'date':
        case 'datetime':
          return 'validation.invalidDate';
        default:
          return 'validation.invalidFormat';
      }
    case 'invalid_value':
      return 'validation.invalidChoice';
    case 'not_multiple_of':
      return 'validation.notMultipleOf';
    case 'unrecognized_keys':
      return 'validation.unknownField';
    default:
      return 'validation.invalidValue';
  }
}

/** Placeholder values a zod issue offers: its bounds and the `params` of a refinement. */
function issueValues(issue: IssueLike & Record<string, unknown>): Record<string, MessageParam> {
  const values: Record<string, MessageParam> = {};
  for (const name of ['minimum', 'maximum', 'divisor'] as const) {
    const v = issue[name];
    if (typeof v === 'number' || typeof v === 'string') values[name] = v;
    else if (typeof v === 'bigint') values[name] = Number(v);
  }
  if (typeof issue.params === 'object' && issue.params !== null) {
    for (const [name, v] of Object.entries(issue.params as Record<string, unknown>)) {
      if (typeof v === 'number' || typeof v === 'string') values[name] = v;
    }
  }
  return values;
}

/** The message of one zod issue, in one language: the contract's own key when it gave one, otherwise a generic text. */
export function issueMessage(translate: Translate, lang: Language, issue: IssueLike): string {
  const values = issueValues(issue as IssueLike & Record<string, unknown>);
  const key = isErrorMessageKey(issue.message) ? issue.message : genericIssueKey(issue);
  return renderMessage(translate, lang, msg(key, values));
}
