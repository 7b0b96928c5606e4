import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Coins } from 'lucide-react';
import { DISPLAY_CURRENCIES, isDisplayCurrency } from '@app/shared/constants';
import { cn } from '../../../lib/cn';
import { currencyName } from '../../../lib/display-names';
import { setDisplayCurrency, useDisplayCurrency } from '../display-currency';

/**
 * The currency prices are shown in (beside each vendor's own price), remembered in this browser only; checkout still
 * charges USD. Built like the language switcher beside it: a native select with a hidden label.
 */
export function CurrencySwitcher({ className, selectClassName }: { className?: string; selectClassName?: string }) {
  const { t, i18n } = useTranslation('fx');
  const id = useId();
  const value = useDisplayCurrency();
  // The currencies' names (each option's tooltip) are looked up once the reader reaches for the list: the browser's
  // currency names cost a phone about 40 ms to load, on every page that shows the header.
  const [named, setNamed] = useState(false);
  const name = () => setNamed(true);
  return (
    <div className={cn('relative flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('chooser.label')}
      </label>
      <Coins aria-hidden="true" className="pointer-events-none absolute start-2.5 size-4 text-ink-500" />
      <select
        id={id}
        value={value}
        title={t('chooser.hint')}
        onFocus={name}
        onPointerEnter={name}
        onChange={(e) => {
          if (isDisplayCurrency(e.target.value)) setDisplayCurrency(e.target.value);
        }}
        className={cn(
          'h-10 appearance-none rounded-lg border border-transparent bg-transparent ps-8 pe-3 text-sm font-medium text-ink-700 hover:bg-ink-100',
          selectClassName,
        )}
      >
        {DISPLAY_CURRENCIES.map((code) => (
          <option key={code} value={code} title={named ? (currencyName(code, i18n.language) ?? code) : undefined}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}
