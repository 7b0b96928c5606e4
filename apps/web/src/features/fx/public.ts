// The public face of features/fx (display currency): what other features may import (scripts/check-imports.mjs).
export { ChargeCurrencyNote } from './components/charge-currency-note';
export { ConvertedPrice } from './components/converted-price';
export { CurrencySwitcher } from './components/currency-switcher';
export { ChargedInCurrency, HeldInCurrency, OrderRefunds } from './components/money-in-currency';
export { useDisplayCurrency } from './display-currency';
export { currencyDigits, formatMinorMoney, minorToDecimal } from './minor-money';
