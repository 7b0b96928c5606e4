import { useTranslation } from 'react-i18next';
import { CreditCard, FileText, Landmark } from 'lucide-react';
import type { CartDto } from '@app/shared/cart';
import { RadioGroup, type RadioOption } from '../../../components/ui/field';
import { formatUsd } from '../../../lib/money-display';

export type PaymentMethod = 'card' | 'bank' | 'quote';

/** The methods a cart can be paid with, from the server's figures: card up to the rail maximum, bank transfer always. */
export function paymentMethodsOf(cart: CartDto): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (cart.cardPaymentAllowed) methods.push('card');
  if (cart.bankTransferAllowed) methods.push('bank');
  // Large orders may still ask the team for a negotiated fee (issue 25: no longer forced).
  if (cart.subtotalUsdCents > cart.cardPaymentMaxCents) methods.push('quote');
  return methods;
}

/** The method first offered: card when it takes the amount, else bank transfer. */
export function defaultPaymentMethod(cart: CartDto): PaymentMethod {
  return paymentMethodsOf(cart)[0] ?? 'card';
}

/** Card/PayPal, bank transfer with a pro-forma invoice, or a quote request: radio cards. */
export function PaymentMethodChooser({
  cart,
  value,
  onChange,
}: {
  cart: CartDto;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const limit = formatUsd(cart.cardPaymentMaxCents, i18n.language);
  const all: Record<PaymentMethod, RadioOption<PaymentMethod>> = {
    card: {
      value: 'card',
      label: t('method.card'),
      description: t('method.cardText'),
      icon: <CreditCard className="size-5" />,
    },
    bank: {
      value: 'bank',
      label: t('method.bank'),
      description: t('method.bankText'),
      icon: <Landmark className="size-5" />,
    },
    quote: {
      value: 'quote',
      label: t('method.quote'),
      description: t('method.quoteText'),
      icon: <FileText className="size-5" />,
    },
  };
  const methods = paymentMethodsOf(cart);
  return (
    <RadioGroup
      legend={t('method.title')}
      name="payment-method"
      value={value}
      onChange={onChange}
      options={methods.map((m) => all[m])}
      columns={1}
      hint={cart.cardPaymentAllowed ? undefined : t('method.cardUnavailable', { limit })}
    />
  );
}
