import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@app/shared/constants';
import { contractMessage, day, money, msg, type Catalogue, type ErrorMessageKey } from '@app/shared/error-messages';
import { ERROR_CATALOGUES } from '@app/shared/error-catalogues';
import { localize, localizeDetails, localizeIssue, negotiateLanguage } from './i18n.ts';

describe('the language of an answer', () => {
  it('takes the best supported language of Accept-Language, by quality then order', () => {
    expect(negotiateLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(negotiateLanguage('de-DE, ar;q=0.5, en;q=0.4')).toBe('ar');
    expect(negotiateLanguage('en;q=0.1, yo')).toBe('yo');
    expect(negotiateLanguage('HA')).toBe('ha');
  });

  it("falls back to the account's language, then English", () => {
    expect(negotiateLanguage('de', 'ha')).toBe('ha');
    expect(negotiateLanguage(undefined, 'fr')).toBe('fr');
    expect(negotiateLanguage('*', 'yo')).toBe('yo');
    expect(negotiateLanguage('fr;q=0', null)).toBe('en');
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
  });

  it('never fails and always answers a supported language, whatever the header', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom<Language | undefined>(undefined, ...LANGUAGES), (header, account) => {
        const lang = negotiateLanguage(header, account);
        expect(LANGUAGES).toContain(lang);
      }),
    );
    // A supported language listed first, without a quality, always wins.
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.array(fc.constantFrom('de', 'es;q=0.7', 'en-US;q=0.3', '*;q=0.1')),
        (first, rest) => {
          expect(negotiateLanguage([`${first}-XX`, ...rest].join(', '))).toBe(first);
        },
      ),
    );
  });
});

describe('messages in five languages', () => {
  it('keeps the English texts the product always had', () => {
    expect(localize(msg('orders.cartEmpty'))).toBe('Your cart is empty');
    expect(
      localize(
        msg('orders.transition', {
          from: msg('orders.vendorStatus.SHIPPED'),
          to: msg('orders.vendorStatus.CANCELLED'),
        }),
      ),
    ).toBe('This order is shipped; it cannot become cancelled');
  });

  it('words a message, and the messages inside it, in the reader’s language', () => {
    const refused = msg('orders.transition', {
      from: msg('orders.vendorStatus.SHIPPED'),
      to: msg('orders.vendorStatus.CANCELLED'),
    });
    expect(localize(refused, 'fr')).toBe('Cette commande est expédiée ; elle ne peut pas devenir annulée');
    expect(localize(refused, 'ar')).toBe('هذا الطلب مشحون؛ ولا يمكن أن يصبح ملغى');
    expect(localize(msg('orders.cartEmpty'), 'ha')).toBe('Kwandonka babu komai');
    expect(localize(msg('orders.cartEmpty'), 'yo')).toBe('Àpò rẹ ṣófo');
  });

  it('writes amounts and days the way each language does', () => {
    const soldOut = msg('orders.soldOutRefunded', {
      product: 'Shea Butter',
      amount: money(123450, 'USD'),
      transactionId: 'TX-1',
    });
    expect(localize(soldOut)).toBe(
      'Sorry, Shea Butter sold out while you were paying. Your payment of $1,234.50 has been refunded in full (transaction TX-1).',
    );
    expect(localize(soldOut, 'fr')).toMatch(
      /^Désolé, Shea Butter .* Votre paiement de 1\s234,50\s\$US a été intégralement remboursé \(transaction TX-1\)\.$/u,
    );
    const expired = msg('orders.offerExpiredInCart', { product: 'Cocoa', date: day('2026-11-24') });
    expect(localize(expired)).toContain('expired on Nov 24, 2026.');
    expect(localize(expired, 'fr')).toContain('a expiré le 24 nov. 2026.');
  });

  it('chooses the plural form each language needs', () => {
    const wait = (count: number, lang: Language) => localize(msg('common.tooManyAttempts', { count }), lang);
    expect(wait(1, 'en')).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(wait(30, 'en')).toBe('Too many attempts. Please wait 30 seconds and try again.');
    expect(wait(1, 'ar')).toContain('ثانية واحدة');
    expect(wait(2, 'ar')).toContain('ثانيتين');
    expect(wait(5, 'ar')).toContain('5 ثوانٍ');
    expect(wait(30, 'fr')).toContain('30 secondes');
  });

  it('renders every message of the catalogue in every language, with all its placeholders filled', () => {
    const entries: Array<[string, string]> = [];
    const walk = (node: Catalogue, prefix: string) => {
      for (const [k, v] of Object.entries(node)) {
        const key = prefix ? `${prefix}.${k}` : k;
        if (typeof v === 'string') entries.push([key.replace(/_(zero|one|two|few|many|other)$/, ''), v]);
        else walk(v, key);
      }
    };
    walk(ERROR_CATALOGUES.en, '');
    expect(entries.length).toBeGreaterThan(50);
    for (const [key, english] of entries) {
      const params = Object.fromEntries(
        [...english.matchAll(/\{\{\s*(\w+)/g)].map((m) => [m[1]!, m[1] === 'count' ? 3 : `<${m[1]}>`]),
      );
      for (const lang of LANGUAGES) {
        const text = localize(msg(key as ErrorMessageKey, params), lang);
        expect(text, `${lang}: ${key}`).not.toBe(key);
        expect(text, `${lang}: ${key}`).not.toMatch(/\{\{|\}\}/);
        for (const [name, value] of Object.entries(params))
          if (name !== 'count') expect(text, `${lang}: ${key} shows {{${name}}}`).toContain(value);
      }
    }
  });

  it('renders the messages inside error details and leaves other values alone', () => {
    const details = {
      fields: { quantity: msg('orders.feeInvalid'), note: 'kept' },
      reasons: [msg('orders.cartEmpty')],
      stock: 3,
    };
    expect(localizeDetails(details, 'fr')).toEqual({
      fields: { quantity: 'Saisissez des frais de 0 ou plus', note: 'kept' },
      reasons: ['Votre panier est vide'],
      stock: 3,
    });
  });
});

describe('validation messages of the shared contracts', () => {
  const schema = z.object({
    city: z.string().trim().min(1, contractMessage('orders.form.cityRequired')),
    code: z.string().min(8),
    email: z.email(),
    amount: z.number().positive(),
  });

  it('words a contract key, and zod’s own defaults, in the caller’s language', () => {
    const parsed = schema.safeParse({ city: ' ', code: 'x', email: 'nope', amount: 0 });
    expect(parsed.success).toBe(false);
    const byField = (lang: Language) =>
      Object.fromEntries(
        (parsed.error?.issues ?? []).map((issue) => [String(issue.path[0]), localizeIssue(issue, lang)]),
      );
    expect(byField('en')).toEqual({
      city: 'City is required',
      code: 'Enter at least 8 characters',
      email: 'Enter a valid email address',
      amount: 'Enter a value greater than 0',
    });
    expect(byField('fr')).toEqual({
      city: 'La ville est obligatoire',
      code: 'Saisissez au moins 8 caractères',
      email: 'Saisissez une adresse e-mail valide',
      amount: 'Saisissez une valeur supérieure à 0',
    });
  });

  it('says a missing field is required', () => {
    const parsed = schema.safeParse({ code: '12345678', email: 'a@b.co', amount: 1 });
    expect(localizeIssue(parsed.error!.issues[0]!, 'ar')).toBe('هذا الحقل مطلوب');
  });
});
