/**
 * The server's own texts, beside its error messages (lib/i18n.ts): e-mails, what the concierge says, and the labels of
 * the PDF documents. Each is a JSON catalogue per language, `src/i18n/<lang>/<namespace>.json` (the layout of the web
 * app's `locales/<lang>/<namespace>.json`), in i18next's format with one placeholder syntax everywhere, `{{name}}`,
 * and rendered here by i18next, the library that renders the error messages and the web app's texts.
 *
 * English defines the keys: every other language has exactly English's keys and placeholders (the types below refuse
 * a missing key; the web's catalogue test, apps/web/src/i18n/catalogue.test.ts, checks both for every namespace).
 * Documents exist in English only: labels, commercial invoices and pro-forma invoices stay in the usual language of
 * carrier, customs and bank paperwork (decision 009).
 */
import i18next from 'i18next';
import { LANGUAGES, type Language } from '@app/shared/constants';
import arBilling from '../i18n/ar/billing.json' with { type: 'json' };
import arConcierge from '../i18n/ar/concierge.json' with { type: 'json' };
import arMail from '../i18n/ar/mail.json' with { type: 'json' };
import enBilling from '../i18n/en/billing.json' with { type: 'json' };
import enConcierge from '../i18n/en/concierge.json' with { type: 'json' };
import enDocuments from '../i18n/en/documents.json' with { type: 'json' };
import enMail from '../i18n/en/mail.json' with { type: 'json' };
import frBilling from '../i18n/fr/billing.json' with { type: 'json' };
import frConcierge from '../i18n/fr/concierge.json' with { type: 'json' };
import frMail from '../i18n/fr/mail.json' with { type: 'json' };
import haBilling from '../i18n/ha/billing.json' with { type: 'json' };
import haConcierge from '../i18n/ha/concierge.json' with { type: 'json' };
import haMail from '../i18n/ha/mail.json' with { type: 'json' };
import yoBilling from '../i18n/yo/billing.json' with { type: 'json' };
import yoConcierge from '../i18n/yo/concierge.json' with { type: 'json' };
import yoMail from '../i18n/yo/mail.json' with { type: 'json' };

export type MailCatalogue = typeof enMail;
export type ConciergeCatalogue = typeof enConcierge;
export type DocumentsCatalogue = typeof enDocuments;
export type BillingCatalogue = typeof enBilling;

export const MAIL_CATALOGUES: Record<Language, MailCatalogue> = {
  en: enMail,
  fr: frMail,
  yo: yoMail,
  ha: haMail,
  ar: arMail,
};

export const CONCIERGE_CATALOGUES: Record<Language, ConciergeCatalogue> = {
  en: enConcierge,
  fr: frConcierge,
  yo: yoConcierge,
  ha: haConcierge,
  ar: arConcierge,
};

/** Invoices and statements (issue 17): in the reader's language, PDFs included (Arabic right to left, see billing). */
export const BILLING_CATALOGUES: Record<Language, BillingCatalogue> = {
  en: enBilling,
  fr: frBilling,
  yo: yoBilling,
  ha: haBilling,
  ar: arBilling,
};

/** English only (decision 009); another language asking for a document's text gets the English one. */
export const DOCUMENTS_CATALOGUE: DocumentsCatalogue = enDocuments;

interface Namespaces {
  mail: MailCatalogue;
  concierge: ConciergeCatalogue;
  documents: DocumentsCatalogue;
  billing: BillingCatalogue;
}

export type TextNamespace = keyof Namespaces;

type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

/** Every text of a namespace, nested keys joined by dots ("kinds.order.placed.subject"). */
export type TextKey<N extends TextNamespace> = Leaves<Namespaces[N]>;

/** The values of a text's placeholders. */
export type TextValues = Readonly<Record<string, string | number>>;

const NAMESPACES: readonly TextNamespace[] = ['mail', 'concierge', 'documents', 'billing'];

const i18n = i18next.createInstance();
void i18n.init({
  resources: Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      {
        mail: MAIL_CATALOGUES[lang],
        concierge: CONCIERGE_CATALOGUES[lang],
        billing: BILLING_CATALOGUES[lang],
        ...(lang === 'en' ? { documents: DOCUMENTS_CATALOGUE } : {}),
      },
    ]),
  ),
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'mail',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/**
 * A text in one language with its `{{placeholders}}` filled. Values are inserted as they are (never read as
 * placeholders themselves, never HTML-escaped: the caller escapes for HTML); a placeholder without a value is left
 * as written. The values are passed apart from i18next's options, so a value named `count`, `lng` or `context`
 * is only ever a value.
 */
export function serverText<N extends TextNamespace>(
  ns: N,
  lang: Language,
  key: TextKey<N>,
  values: TextValues = {},
): string {
  return i18n.t(key, { ns, lng: lang, replace: values });
}

/** A label of a PDF document (English, decision 009). */
export function documentText(key: TextKey<'documents'>, values?: TextValues): string {
  return serverText('documents', 'en', key, values);
}

/**
 * Fills the `{{placeholders}}` of a text already taken from a catalogue, with i18next and the same rules as
 * `serverText` (for callers that hold the text itself, such as the concierge's `fill`).
 */
export function interpolate(template: string, values: TextValues, lang: Language = 'en'): string {
  return i18n.services.interpolator.interpolate(template, values, lang, {});
}
