import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogueI18n } from '../lib/test-catalogues';
import { Translator, type Texts } from './translator';

/** Every text's key of a catalogue, plural forms by their base key. */
function keysOf(texts: Texts, prefix = ''): string[] {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = `${prefix}${key}`;
    if (value && typeof value === 'object') for (const k of keysOf(value as Texts, `${path}.`)) keys.add(k);
    else keys.add(path.replace(/_(zero|one|two|few|many|other)$/, ''));
  }
  return [...keys];
}

describe('the translator gives the same texts as i18next', () => {
  it('for every key of every namespace in the five languages, with counts and values', async () => {
    const ours = catalogueI18n();
    const resources = (ours as unknown as { store: Record<string, Record<string, Texts>> }).store;
    const reference = i18next.createInstance();
    await reference.init({
      resources,
      lng: 'en',
      fallbackLng: 'en',
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    let compared = 0;
    for (const lang of Object.keys(resources)) {
      for (const [ns, texts] of Object.entries(resources.en!)) {
        const mine = ours.getFixedT(lang, ns);
        const theirs = reference.getFixedT(lang, ns);
        for (const key of keysOf(texts)) {
          // values that look like markup and like placeholders are put in as they are, once
          const values = { name: '<b>{{name}}</b>', amount: '1 000 ₦', vendor: "O'Brien & Sons", reason: '' };
          for (const count of [undefined, 0, 1, 2, 3, 11, 100, 1.5]) {
            const options = count === undefined ? values : { ...values, count };
            expect(mine(key, options), `${lang} ${ns}:${key} ${count}`).toBe(theirs(key, options));
            compared += 1;
          }
          expect(ours.t(`${ns}:${key}`, { lng: lang })).toBe(reference.t(`${ns}:${key}`, { lng: lang }));
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  }, 120_000);
});

describe('translator', () => {
  const resources = {
    en: {
      common: { hello: 'Hello {{name}}', items_one: '{{count}} item', items_other: '{{count, number}} items' },
      orders: { title: 'Orders', nested: { deep: 'Deep' }, 'flat.key': 'Flat' },
    },
    ar: {
      common: { items_zero: 'لا عناصر', items_one: 'عنصر واحد', items_two: 'عنصران', items_few: '{{count}} عناصر' },
    },
  };

  it('finds keys by namespace and path, falls back to English, then to the default value or the key', () => {
    const t = new Translator({ resources, lng: 'ar' });
    expect(t.t('orders:title')).toBe('Orders');
    expect(t.t('orders:nested.deep')).toBe('Deep');
    expect(t.t('orders:flat.key')).toBe('Flat');
    expect(t.getFixedT('ar', 'orders')('title')).toBe('Orders');
    expect(t.t('orders:missing', { defaultValue: 'Something' })).toBe('Something');
    expect(t.t('orders:missing.key')).toBe('missing.key');
    expect(t.exists('orders:title', { lng: 'ar' })).toBe(true);
    expect(t.exists('orders:title', { lng: 'ar', fallbackLng: false })).toBe(false);
  });

  it('chooses the plural form by the language rules, and writes numbers in its digits', () => {
    const t = new Translator({ resources, lng: 'en' });
    expect(t.t('items', { count: 1 })).toBe('1 item');
    expect(t.t('items', { count: 12345 })).toBe('12,345 items');
    expect(t.t('items', { count: 0, lng: 'ar' })).toBe('لا عناصر');
    expect(t.t('items', { count: 2, lng: 'ar' })).toBe('عنصران');
    expect(t.t('items', { count: 3, lng: 'ar' })).toBe('3 عناصر');
    // no Arabic "many" form here: English's
    expect(t.t('items', { count: 11, lng: 'ar' })).toBe('11 items');
  });

  it('puts values in as text, once; keeps a placeholder without a value; an empty value is empty', () => {
    const t = new Translator({ resources });
    expect(t.t('hello', { name: '{{name}} <img src=x>' })).toBe('Hello {{name}} <img src=x>');
    expect(t.t('hello')).toBe('Hello {{name}}');
    expect(t.t('hello', { name: undefined })).toBe('Hello ');
    expect(t.t('hello', { name: null })).toBe('Hello ');
  });

  it('reads each language file once, leaves English where a read fails, and switches after the files are here', async () => {
    const reads: string[] = [];
    const t = new Translator({
      resources: { en: { shop: { buy: 'Buy' }, other: { x: 'X' } } },
      reader: {
        read: async (lang, ns) => {
          reads.push(`${lang}/${ns}`);
          if (ns === 'other') throw new Error('offline');
          return { buy: `Buy (${lang})` };
        },
      },
    });
    const languages: string[] = [];
    t.on('languageChanged', (lang) => languages.push(lang));
    const redraws: number[] = [];
    t.subscribe(() => redraws.push(t.getRevision()));

    const switching = t.changeLanguage('fr');
    expect(t.language).toBe('en'); // not before the files are here
    await switching;
    expect(t.language).toBe('fr');
    expect(languages).toEqual(['fr']);
    expect(t.t('shop:buy')).toBe('Buy (fr)');
    expect(t.t('other:x')).toBe('X');
    expect(redraws.length).toBeGreaterThan(0);

    await t.loadNamespaces(['shop', 'other']);
    await t.changeLanguage('fr');
    expect(reads.sort()).toEqual(['en/common', 'fr/common', 'fr/other', 'fr/shop']);
    expect(t.hasLoadedNamespace('other')).toBe(true);
  });

  it('a namespace named during a change of language comes in the new language before the switch', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((r) => (release = r));
    const t = new Translator({
      resources: { en: { common: { a: 'A' } } },
      reader: {
        read: async (lang, ns) => {
          if (ns === 'common') await slow;
          return { [ns === 'common' ? 'a' : 'b']: `${ns}-${lang}` };
        },
      },
    });
    const switching = t.changeLanguage('fr');
    // a page's code arriving meanwhile (registry.ts)
    t.addResourceBundle('en', 'late', { b: 'B' }, { silent: true });
    void t.loadNamespaces('late');
    release();
    await switching;
    expect(t.language).toBe('fr');
    expect(t.t('late:b')).toBe('late-fr');
  });

  it('a later change of language wins over an earlier one still loading', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((r) => (release = r));
    const t = new Translator({
      resources: { en: { common: { a: 'A' } } },
      reader: {
        read: async (lang) => {
          if (lang === 'fr') await slow;
          return { a: `A-${lang}` };
        },
      },
    });
    const first = t.changeLanguage('fr');
    await t.changeLanguage('ha');
    release();
    await first;
    expect(t.language).toBe('ha');
    expect(t.t('a')).toBe('A-ha');
  });
});
