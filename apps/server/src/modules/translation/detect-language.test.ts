import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../../db/seed/catalog-data.ts';
import { detectLanguage, detectListingLanguage } from './detect-language.ts';

/** Short product texts of the kind vendors write, one set per UI language. */
const LISTINGS = {
  en: [
    'Premium Ghana cocoa beans. Fermented and sun-dried cocoa beans from Ashanti smallholder farms. Grade 1.',
    'Organic hibiscus flowers, dried, for tea and beverages.',
    'Cashew nuts W320, raw, 2026 harvest, vacuum packed in 25 kg bags.',
  ],
  fr: [
    'Fèves de cacao premium du Ghana. Fèves fermentées et séchées au soleil, issues de petites exploitations.',
    'Beurre de karité brut, non raffiné, origine Burkina Faso.',
    'Noix de cajou crues, calibre W320, récolte 2026.',
  ],
  yo: [
    'Ẹ̀wà kòkó tó dára jùlọ láti Ghana. A gbẹ wọ́n nínú oòrùn, wọ́n sì ti wá láti oko àwọn àgbẹ̀ kékeré.',
    'Aṣọ òfì tí a hun ní ìlú Ìsẹ́yìn, ó dára fún ayẹyẹ.',
  ],
  ha: [
    'Waken koko mai inganci daga Ghana. An busar da su a rana, daga gonakin manoma ƙanana na Ashanti.',
    'Shinkafa mai kyau daga gonakin Kano, an girbe ta a wannan shekara kuma tana da tsabta sosai.',
  ],
  ar: [
    'حبوب كاكاو ممتازة من غانا، مخمرة ومجففة بالشمس من مزارع صغيرة في أشانتي.',
    'زبدة الشيا الخام غير المكررة من بوركينا فاسو',
  ],
} as const;

describe('detectLanguage', () => {
  for (const [language, texts] of Object.entries(LISTINGS)) {
    for (const text of texts) {
      it(`${language}: ${text.slice(0, 40)}…`, () => {
        expect(detectLanguage(text)).toBe(language);
      });
    }
  }

  it('does not guess on texts too short or too close to call', () => {
    expect(detectLanguage('OK')).toBeNull();
    expect(detectLanguage('12 x 40 kg')).toBeNull();
    expect(detectLanguage('Shea butter, raw')).toBeNull();
    expect(detectLanguage('')).toBeNull();
  });

  it('reads every English demo listing as English (names full of places and products are not French)', () => {
    const misread = DEMO_PRODUCTS.filter((p) => detectListingLanguage(p) !== 'en').map((p) => p.name);
    expect(misread).toEqual([]);
    expect(
      detectListingLanguage({
        name: 'Zanzibar Whole Cloves',
        description: 'Hand-picked Pemba cloves, sun dried, high eugenol content.',
        specifications: 'Grade 1, headless < 3%',
      }),
    ).toBe('en');
  });

  it('reads a listing as a whole', () => {
    expect(
      detectListingLanguage({
        name: 'Gari',
        description: 'Gari blanc de manioc, séché et tamisé, sans impuretés, livré dans des sacs de 50 kg.',
        specifications: '',
      }),
    ).toBe('fr');
    expect(detectListingLanguage({ name: 'زيت النخيل', description: 'زيت نخيل أحمر طبيعي من نيجيريا' })).toBe('ar');
  });
});
