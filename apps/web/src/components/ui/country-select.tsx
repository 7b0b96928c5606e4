import { useMemo, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { countryOptions } from '../../lib/countries';
import { Select } from './field';

export interface CountrySelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** What an option's value is: the English name the product stores (default), or the ISO code (carrier forms). */
  valueKind?: 'name' | 'code';
  /** The first, empty option ("Choose a country", "All countries"). */
  placeholder: string;
  ref?: Ref<HTMLSelectElement>;
}

/** Every country, Africa first, named in the reader's language: the one country list of the product. */
export function CountrySelect({ valueKind = 'name', placeholder, ...rest }: CountrySelectProps) {
  const { t, i18n } = useTranslation('common');
  const lang = i18n.language;
  // Some 250 options: built once per language, so the page's other updates do not walk them again.
  const options = useMemo(() => {
    const { africa, world } = countryOptions(lang);
    const value = (c: (typeof africa)[number]) => (valueKind === 'code' ? c.country.code : c.country.name);
    return (
      <>
        <option value="">{placeholder}</option>
        <optgroup label={t('countries.africa')}>
          {africa.map((c) => (
            <option key={c.country.code} value={value(c)}>
              {c.label}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('countries.world')}>
          {world.map((c) => (
            <option key={c.country.code} value={value(c)}>
              {c.label}
            </option>
          ))}
        </optgroup>
      </>
    );
  }, [lang, valueKind, placeholder, t]);
  return <Select {...rest}>{options}</Select>;
}
