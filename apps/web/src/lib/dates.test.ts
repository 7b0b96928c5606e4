import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatDayMonth, formatRelative, hasNativeDates, setDateCatalogue } from './dates';
import { catalogueI18n } from './test-catalogues';

const i18n = catalogueI18n();
const AT = '2026-03-05T14:07:00Z';
const now = Date.parse(AT);

/** Makes this runtime behave like Chromium, which has no Hausa or Yoruba date data. */
function withoutDataFor(...langs: string[]) {
  const lacks = (list: Intl.LocalesArgument) =>
    [list ?? []]
      .flat()
      .map(String)
      .filter((l) => !langs.includes(l.split('-')[0] ?? ''));
  const date = Intl.DateTimeFormat.supportedLocalesOf.bind(Intl.DateTimeFormat);
  const rel = Intl.RelativeTimeFormat.supportedLocalesOf.bind(Intl.RelativeTimeFormat);
  vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((l, o) => date(lacks(l), o));
  vi.spyOn(Intl.RelativeTimeFormat, 'supportedLocalesOf').mockImplementation((l, o) => rel(lacks(l), o));
}

beforeAll(() => setDateCatalogue((lang) => i18n.getFixedT(lang, 'common')));
afterEach(() => vi.restoreAllMocks());

describe('dates where the runtime knows the language (Intl)', () => {
  it('formats in English, French and Arabic, Arabic with Latin digits', () => {
    expect(formatDate(AT, 'en', { timeZone: 'UTC' })).toBe('Mar 5, 2026');
    expect(formatDate(AT, 'fr', { timeZone: 'UTC' })).toBe('5 mars 2026');
    expect(formatDate(AT, 'ar', { timeZone: 'UTC' })).toMatch(/^[\d\u200f/]+$/);
    expect(formatDate(AT, 'ar', { timeZone: 'UTC' })).toContain('2026');
    expect(formatDayMonth(AT, 'fr', { timeZone: 'UTC' })).toBe('5 mars');
    expect(formatRelative('2026-03-05T11:07:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatRelative('2026-03-03T14:07:00Z', 'fr', now)).toBe('avant-hier');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatDate('not a date', 'en')).toBe('not a date');
    expect(formatRelative('soon', 'ha', now)).toBe('soon');
  });
});

describe('dates where the runtime lacks the language (Chromium: Hausa, Yoruba)', () => {
  it('detects the missing data', () => {
    withoutDataFor('ha', 'yo');
    expect(hasNativeDates('ha')).toBe(false);
    expect(hasNativeDates('yo')).toBe(false);
    expect(hasNativeDates('en')).toBe(true);
  });

  it('writes Hausa dates with the catalogue month names, never English', () => {
    withoutDataFor('ha', 'yo');
    expect(formatDate(AT, 'ha', { timeZone: 'UTC' })).toBe('5 Mar, 2026');
    expect(formatDate('2026-11-25T09:00:00Z', 'ha', { timeZone: 'UTC' })).toBe('25 Nuw, 2026');
    expect(formatDateTime(AT, 'ha', { timeZone: 'UTC' })).toBe('5 Mar, 2026, 14:07');
    expect(formatDayMonth('2026-08-01T00:00:00Z', 'ha', { timeZone: 'UTC' })).toBe('1 Agu');
    expect(formatDate('2026-02-10T00:00:00Z', 'ha', { timeZone: 'UTC' })).not.toMatch(/Feb/);
  });

  it('writes Yoruba dates with the catalogue month names', () => {
    withoutDataFor('ha', 'yo');
    expect(formatDate(AT, 'yo', { timeZone: 'UTC' })).toBe('5 Ẹrẹ̀nà 2026');
    expect(formatDateTime('2026-12-31T23:59:00Z', 'yo', { timeZone: 'UTC' })).toBe('31 Ọ̀pẹ̀ 2026, 23:59');
  });

  it('says "x ago" with the language plural rules, and a date past a week or in the future', () => {
    withoutDataFor('ha', 'yo');
    expect(formatRelative('2026-03-05T14:06:30Z', 'ha', now)).toBe('yanzu');
    expect(formatRelative('2026-03-05T14:06:00Z', 'ha', now)).toBe('minti 1 da ya gabata');
    expect(formatRelative('2026-03-05T14:02:00Z', 'ha', now)).toBe('mintuna 5 da suka gabata');
    expect(formatRelative('2026-03-05T11:07:00Z', 'ha', now)).toBe('awanni 3 da suka gabata');
    expect(formatRelative('2026-03-03T14:07:00Z', 'yo', now)).toBe('ọjọ́ 2 sẹ́yìn');
    expect(formatRelative('2026-02-01T14:07:00Z', 'ha', now)).toMatch(/^1 Fab, 2026, \d\d:\d\d$/);
    expect(formatRelative('2026-03-08T14:07:00Z', 'ha', now)).toMatch(/^8 Mar, 2026/);
  });
});
