import { useTranslation } from '../../i18n/use-translation';
import { balanceOrderOf, orderPath } from './balance-return';

/**
 * Where a payment page leads back to when the buyer gives up or must try again: the checkout, or for the payment of a
 * balance (issue 18) its order's page; with the words of the link and whether the checkout's kept details stay.
 */
export function usePaymentBack(checkoutId: string | null | undefined) {
  const { t } = useTranslation('orders');
  const orderId = balanceOrderOf(checkoutId);
  return orderId
    ? { balance: true, to: orderPath(orderId), cancelled: orderPath(orderId), label: t('plan.backToOrder') }
    : { balance: false, to: '/checkout', cancelled: '/checkout?payment=cancelled', label: t('sandbox.backToCheckout') };
}

export type PaymentBack = ReturnType<typeof usePaymentBack>;
