import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@app/shared/constants';
import {
  BILLING_CATALOGUES,
  CONCIERGE_CATALOGUES,
  DOCUMENTS_CATALOGUE,
  MAIL_CATALOGUES,
  documentText,
  interpolate,
  serverText,
  type TextKey,
  type TextNamespace,
} from './i18n-texts.ts';

/**
 * The server's own texts render with i18next in every language. That every language has English's keys and
 * placeholders is the web's catalogue test (apps/web/src/i18n/catalogue.test.ts, `server/<ns>`).
 */
type Json = { [key: string]: Json | string };

function leaves(node: Json, prefix = ''): Array<[string, string]> {
  return Object.entries(node).flatMap(([k, v]): Array<[string, string]> => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? [[key, v]] : leaves(v, key);
  });
}

const CATALOGUES: Record<TextNamespace, Json> = {
  mail: MAIL_CATALOGUES.en,
  concierge: CONCIERGE_CATALOGUES.en,
  documents: DOCUMENTS_CATALOGUE,
  billing: BILLING_CATALOGUES.en,
};

describe("the server's texts", () => {
  it('renders every text of every namespace in every language, with all its placeholders filled', () => {
    for (const ns of Object.keys(CATALOGUES) as TextNamespace[]) {
      const entries = leaves(CATALOGUES[ns]);
      expect(entries.length, ns).toBeGreaterThan(20);
      for (const [key, english] of entries) {
        const params = Object.fromEntries([...english.matchAll(/\{\{\s*(\w+)/g)].map((m) => [m[1]!, `<${m[1]}>`]));
        for (const lang of LANGUAGES) {
          const text = serverText(ns, lang, key as TextKey<typeof ns>, params);
          expect(text, `${lang}/${ns}: ${key}`).not.toBe(key);
          expect(text, `${lang}/${ns}: ${key}`).not.toMatch(/\{\{|\}\}/);
          for (const value of Object.values(params)) expect(text, `${lang}/${ns}: ${key}`).toContain(value);
        }
      }
    }
  });

  it('keeps the texts the product always had', () => {
    expect(serverText('mail', 'en', 'greeting', { name: 'Ada' })).toBe('Hello Ada,');
    expect(serverText('mail', 'fr', 'kinds.order.placed.subject', { orderRef: 'AB12' })).toBe(
      'Commande confirmée : AB12',
    );
    expect(serverText('concierge', 'en', 'escalatedAlready', { ref: 'T-1' })).toBe(
      'This conversation is already with our support team (ticket T-1).',
    );
    expect(documentText('proforma.feeWithRate', { rate: 2.5, amount: '$10.00' })).toBe(
      'Platform fee (2.5%): $10.00 USD',
    );
  });

  it('names only keys the catalogues have', () => {
    // @ts-expect-error a key that is not in the English catalogue does not compile
    const unknown = () => serverText('mail', 'en', 'kinds.order.unknown.subject');
    expect(unknown()).toBe('kinds.order.unknown.subject');
  });

  it('writes documents in English whatever the language asked', () => {
    expect(serverText('documents', 'ar', 'label.shipTo')).toBe('SHIP TO');
  });

  it('inserts values as they are: never read as placeholders or options, never escaped', () => {
    const values = { orderRef: '{{total}} <b>&</b> $t(mail:signoff)', total: '$1', count: 3 };
    expect(serverText('mail', 'en', 'kinds.order.placed.subject', values)).toBe(
      'Order confirmed: {{total}} <b>&</b> $t(mail:signoff)',
    );
    // `count`, `lng` and `context` are i18next options when passed as options; here they are only values.
    expect(serverText('mail', 'en', 'kinds.review.received.body', { count: 2, lng: 'fr', context: 'x' })).toMatch(
      /^\{\{authorName\}\} reviewed order \{\{orderRef\}\}: .*\(2 rating\(s\)\)/,
    );
  });

  it('leaves a placeholder without a value as written', () => {
    expect(serverText('mail', 'en', 'contactAckSubject')).toBe('We received your message ({{reference}})');
    expect(interpolate('Track order {{ref}} ({{date}})', { ref: 'R1', date: '' })).toBe('Track order R1 ()');
    expect(interpolate('{{a}} and {{b}}', { a: 0 })).toBe('0 and {{b}}');
  });
});
