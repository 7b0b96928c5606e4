import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { UseFormReturn } from 'react-hook-form';
import { findCountry } from '@app/shared/countries';
import { CountrySelect } from '../../../components/ui/country-select';
import { Field, Input } from '../../../components/ui/field';
import { isolateLtr } from '../../../lib/bidi';
import { countryName } from '../../../lib/countries';
import { postalLabel, regionLabel } from '../address-form';
import type { CheckoutDetails } from '../checkout-details';

/**
 * Street, city, region, country and postal code, each asked the way the chosen country writes addresses: no postal
 * code field where a country has none (Ghana), "optional" where it is (Nigeria, Kenya), the country's own name for its
 * regions with its list as suggestions.
 */
export function AddressFields({ form }: { form: UseFormReturn<CheckoutDetails> }) {
  const { t, i18n } = useTranslation('orders');
  const { errors } = form.formState;
  const country = findCountry(form.watch('shipping.country'));
  const regions = useRegions(country?.region === 'none' ? undefined : country?.code);
  const listId = useId();
  const name = country ? countryName(country.code, i18n.language) : '';

  useEffect(() => {
    // a postal code typed for another country must not travel with an address that has none
    if (country?.postal === 'none' && form.getValues('shipping.postalCode') !== '')
      form.setValue('shipping.postalCode', '');
  }, [country, form]);

  return (
    <>
      <Field label={t('fields.address')} error={errors.shipping?.address?.message} required className="sm:col-span-2">
        <Input autoComplete="street-address" {...form.register('shipping.address')} />
      </Field>
      <Field label={t('fields.country')} error={errors.shipping?.country?.message} required>
        <CountrySelect
          autoComplete="country-name"
          placeholder={t('checkout.chooseCountry')}
          {...form.register('shipping.country')}
        />
      </Field>
      <Field
        label={t('fields.city')}
        error={errors.shipping?.city?.message}
        required={country?.city !== 'optional'}
        optional={country?.city === 'optional'}
      >
        <Input autoComplete="address-level2" {...form.register('shipping.city')} />
      </Field>
      {country && country.region !== 'none' ? (
        <Field
          label={regionLabel(t, country)}
          error={errors.shipping?.region?.message}
          required={country.region === 'required'}
          optional={country.region === 'optional'}
          hint={regions.length > 0 ? t('address:hints.regionSuggestions') : undefined}
        >
          <Input
            autoComplete="address-level1"
            list={regions.length > 0 ? listId : undefined}
            {...form.register('shipping.region')}
          />
        </Field>
      ) : null}
      {regions.length > 0 ? (
        <datalist id={listId}>
          {regions.map((r) => (
            <option key={r} value={r} />
          ))}
        </datalist>
      ) : null}
      {country && country.postal === 'none' ? (
        <p className="self-end pb-2 text-sm text-ink-600" data-testid="no-postal-code">
          {t('address:hints.noPostalCode', { country: name })}
        </p>
      ) : (
        <Field
          label={postalLabel(t, country)}
          error={errors.shipping?.postalCode?.message}
          required={country?.postal === 'required'}
          optional={country?.postal === 'optional'}
          hint={
            country?.postalExample
              ? t('address:hints.postalExample', { example: isolateLtr(country.postalExample) })
              : undefined
          }
        >
          <Input
            autoComplete="postal-code"
            dir="ltr"
            className="text-start"
            {...form.register('shipping.postalCode')}
          />
        </Field>
      )}
    </>
  );
}

/** A country's region names, loaded only when a form needs them (they are not part of the first load). */
function useRegions(code: string | undefined): readonly string[] {
  const [regions, setRegions] = useState<{ code: string; names: readonly string[] } | null>(null);
  useEffect(() => {
    if (!code) return;
    let live = true;
    void import('@app/shared/country-regions-data').then(({ COUNTRY_REGIONS }) => {
      if (live) setRegions({ code, names: COUNTRY_REGIONS[code] ?? [] });
    });
    return () => {
      live = false;
    };
  }, [code]);
  return regions && regions.code === code ? regions.names : [];
}
