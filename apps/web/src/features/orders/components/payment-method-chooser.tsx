import { useTranslation } from '../../../i18n/use-translation';
import { CreditCard, FileText, Landmark, Phone, Smartphone } from 'lucide-react';
import type { CartDto } from '@app/shared/cart';
import type { PaymentRailDto } from '@app/shared/payments';
import { RadioGroup, type RadioOption } from '../../../components/ui/field';
import { formatUsd } from '../../../lib/money-display';
import {
  isPhoneRailMethod,
  localRailOf,
  paymentMethodsOf,
  type LocalRailMethod,
  type PaymentMethod,
} from '../payment-methods';
import { capitalize, joinAlternatives } from '../rail-quote';
import { TestModeBadge } from './rail-payment-panel';

/**
 * Card/PayPal, Paystack, Flutterwave, M-Pesa and MTN MoMo (when configured, in the configured order: labelled by what
 * they cover, marked TEST MODE when no real money moves), bank transfer with a pro-forma invoice, or a quote request: radio cards.
 */
export function PaymentMethodChooser({
  cart,
  rails,
  value,
  onChange,
  descriptions = true,
  letterOfCredit = false,
}: {
  /** The amounts that decide the methods (a cart's; a balance passes its own: issue 18). */
  cart: Pick<CartDto, 'cardPaymentAllowed' | 'bankTransferAllowed' | 'subtotalUsdCents' | 'cardPaymentMaxCents'>;
  /** The configured rails (undefined while the configuration loads). */
  rails: readonly PaymentRailDto[] | undefined;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** false: the labels only (a balance, issue 18: the checkout's words about locked rates and approval do not apply). */
  descriptions?: boolean;
  /** Some product is sold on letter-of-credit terms: the bank transfer says the LC is sent from its pro-forma. */
  letterOfCredit?: boolean;
}) {
  const { t, i18n } = useTranslation('orders');
  const limit = formatUsd(cart.cardPaymentMaxCents, i18n.language);
  /** "Card, bank transfer, USSD or mobile money": what a hosted rail covers, in the page language. */
  const channels = (rail: PaymentRailDto | undefined) =>
    capitalize(
      joinAlternatives(
        (rail?.channels ?? []).map((c) => t(`method.channel.${c}`)),
        (list, item) => t('method.channelsComma', { list, item }),
        (list, last) => t('method.channelsOr', { list, last }),
      ),
      i18n.language,
    );
  /** A local rail's option: its label (with TEST MODE when no real money moves) and what it does. */
  const local = (method: LocalRailMethod): RadioOption<PaymentMethod> => {
    const rail = localRailOf(rails, method);
    return {
      value: method,
      label: (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>{t(`method.${method}`, { channels: channels(rail) })}</span>
          {rail?.testMode ? <TestModeBadge /> : null}
        </span>
      ),
      description: t(`method.${method}Text`),
      icon: isPhoneRailMethod(method) ? <Phone className="size-5" /> : <Smartphone className="size-5" />,
    };
  };
  const all: Record<PaymentMethod, RadioOption<PaymentMethod>> = {
    card: {
      value: 'card',
      label: t('method.card'),
      description: t('method.cardText'),
      icon: <CreditCard className="size-5" />,
    },
    paystack: local('paystack'),
    flutterwave: local('flutterwave'),
    mpesa: local('mpesa'),
    momo: local('momo'),
    bank: {
      value: 'bank',
      label: t('method.bank'),
      description: letterOfCredit ? t('method.bankTextLetterOfCredit') : t('method.bankText'),
      icon: <Landmark className="size-5" />,
    },
    quote: {
      value: 'quote',
      label: t('method.quote'),
      description: t('method.quoteText'),
      icon: <FileText className="size-5" />,
    },
  };
  const methods = paymentMethodsOf(cart, rails);
  return (
    <RadioGroup
      legend={t('method.title')}
      name="payment-method"
      value={value}
      onChange={onChange}
      options={methods.map((m) => (descriptions ? all[m] : { ...all[m], description: undefined }))}
      columns={1}
      hint={cart.cardPaymentAllowed ? undefined : t('method.cardUnavailable', { limit })}
    />
  );
}
