import { describe, expect, it } from 'vitest';
import { UNITS } from '@app/shared/constants';
import { formatQuantity, perUnit, pricePerUnit, unitLabel } from './units';
import { catalogueI18n } from './test-catalogues';
import { stripBidi } from './bidi';

const i18n = catalogueI18n();
const t = (lang: string) => i18n.getFixedT(lang);

describe('formatQuantity', () => {
  it('uses the English singular and plural, with grouped digits', () => {
    expect(formatQuantity(t('en'), 1, 'Pieces')).toBe('1 piece');
    expect(formatQuantity(t('en'), 12, 'Pieces')).toBe('12 pieces');
    expect(formatQuantity(t('en'), 250, 'KG')).toBe('250 kg');
    expect(formatQuantity(t('en'), 1, 'Boxes')).toBe('1 box');
    expect(formatQuantity(t('en'), 250_000, 'Yards')).toBe('250,000 yards');
  });

  it('uses French one / many / other ("de" before a million)', () => {
    expect(formatQuantity(t('fr'), 1, 'Pieces')).toBe('1 pièce');
    expect(formatQuantity(t('fr'), 0, 'Pieces')).toBe('0 pièce');
    expect(formatQuantity(t('fr'), 3, 'Yards')).toBe('3 yards');
    expect(formatQuantity(t('fr'), 1_000_000, 'Pieces').replace(/\s/g, ' ')).toBe('1 000 000 de pièces');
  });

  it('uses the six Arabic plural forms, with Latin digits', () => {
    const ar = t('ar');
    expect(formatQuantity(ar, 0, 'Pieces')).toBe('0 قطعة'); // zero
    expect(formatQuantity(ar, 1, 'Pieces')).toBe('1 قطعة'); // one
    expect(formatQuantity(ar, 2, 'Pieces')).toBe('2 قطعة'); // two
    expect(formatQuantity(ar, 3, 'Pieces')).toBe('3 قطع'); // few (3-10)
    expect(formatQuantity(ar, 10, 'Boxes')).toBe('10 صناديق'); // few
    expect(formatQuantity(ar, 11, 'Tons')).toBe('11 طنًا'); // many (11-99)
    expect(formatQuantity(ar, 100, 'Tons')).toBe('100 طن'); // other
    expect(formatQuantity(ar, 103, 'Liters')).toBe('103 لترات'); // few again (x03-x10)
  });

  it('follows Hausa one / other, noun first (CLDR)', () => {
    expect(formatQuantity(t('ha'), 1, 'Boxes')).toBe('kwali 1');
    expect(formatQuantity(t('ha'), 5, 'Boxes')).toBe('kwalaye 5');
    expect(formatQuantity(t('ha'), 250, 'KG')).toBe('kilo 250');
  });

  it('has one Yoruba form for every number', () => {
    expect(formatQuantity(t('yo'), 1, 'Pieces')).toBe('1 ẹyọ');
    expect(formatQuantity(t('yo'), 40, 'Pieces')).toBe('40 ẹyọ');
  });

  it('never shows an English unit id in another language, for every unit and plural form', () => {
    const samples = [0, 1, 2, 3, 11, 100, 1_000_000];
    for (const lang of ['fr', 'yo', 'ha', 'ar']) {
      for (const unit of UNITS) {
        for (const n of samples) {
          const text = formatQuantity(t(lang), n, unit);
          expect(text, `${lang} ${unit} ${n}`).not.toMatch(/Pieces|Liters|Yards|Tons|Boxes|Containers|units\./);
          expect(stripBidi(text).replace(/\D/g, ''), `${lang} ${unit} ${n}`).toBe(String(n));
        }
      }
    }
  });

  it('shows an unknown unit as it came, isolated', () => {
    expect(stripBidi(formatQuantity(t('en'), 3, 'Bales'))).toBe('3 Bales');
    expect(formatQuantity(t('ar'), 3, 'Bales')).toContain('\u2068Bales\u2069');
  });
});

describe('unitLabel (beside a quantity field)', () => {
  it('is the unit word in the form the number takes, without the number', () => {
    expect(unitLabel(t('en'), 1, 'Pieces')).toBe('piece');
    expect(unitLabel(t('en'), 1000, 'Pieces')).toBe('pieces');
    expect(unitLabel(t('en'), 250, 'KG')).toBe('kg');
    expect(unitLabel(t('fr'), 2, 'Boxes')).toBe('cartons');
    expect(unitLabel(t('ar'), 5, 'Pieces')).toBe('قطع');
    expect(unitLabel(t('ar'), 50, 'Pieces')).toBe('قطعة');
    expect(unitLabel(t('ha'), 5, 'Boxes')).toBe('kwalaye');
    expect(unitLabel(t('yo'), 5, 'Pieces')).toBe('ẹyọ');
  });
});

describe('perUnit and pricePerUnit', () => {
  it('says "per" with the singular unit in each language', () => {
    expect(perUnit(t('en'), 'Pieces')).toBe('per piece');
    expect(perUnit(t('fr'), 'Yards')).toBe('par yard');
    expect(perUnit(t('ar'), 'Pieces')).toBe('لكل قطعة');
    expect(perUnit(t('ha'), 'KG')).toBe('kowane kilo');
    expect(perUnit(t('yo'), 'Pieces')).toBe('fún ẹyọ kọ̀ọ̀kan');
    expect(stripBidi(perUnit(t('en'), 'Bales'))).toBe('per Bales');
  });

  it('puts a formatted price before it', () => {
    expect(pricePerUnit(t('en'), '$12.50', 'Pieces')).toBe('$12.50 per piece');
    expect(pricePerUnit(t('fr'), '12,50 $', 'Pieces')).toBe('12,50 $ par pièce');
  });
});
