import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { VendorOrderDto } from '@app/shared/orders';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { usePaymentsConfig } from './api/get-payments-config';
import { useStartBalanceCheckout } from './api/start-balance-checkout';
import { rememberBalanceCheckout } from './balance-return';
import { newIdempotencyKey } from './checkout-details';
import { isPhoneRailMethod } from './payment-methods';
import { balanceMethodsOf, balanceRailOf, type BalanceMethod } from './payment-plan';
import { goToPayment } from './payment-redirect';
import { usePayerPhone } from './use-payer-phone';

/**
 * Paying a vendor part's balance once it is due (issue 18), through the checkout's rails and pages: only the rails that
 * charge the currency the order was paid in (the amount is fixed by the server at the order's locked rate, so no quote
 * is asked); card/PayPal and Paystack, Flutterwave leave for the approval page and come back to /checkout/return,
 * M-Pesa and MoMo prompt the number given and open the waiting page. Whichever way, the order's page follows.
 */
export function useBalancePayment({ vo, contactPhone }: { vo: VendorOrderDto; contactPhone: string }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const config = usePaymentsConfig();
  const start = useStartBalanceCheckout();
  const currency = vo.plan.balance.currency;
  const allRails = config.data?.rails;
  const methods = balanceMethodsOf(allRails, currency);
  const [picked, setPicked] = useState<BalanceMethod | null>(null);
  const chosen = picked && methods.includes(picked) ? picked : (methods[0] ?? null);
  const rail = chosen ? balanceRailOf(allRails, currency, chosen) : undefined;
  const payerPhone = usePayerPhone(contactPhone, chosen ?? 'card', currency);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  // One idempotency key per attempt, kept while it runs so a double click starts the same payment.
  const attempt = useRef<string | null>(null);
  const busy = start.isPending || leaving;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !chosen || !rail) return;
    setError(null);
    let number: string | undefined;
    if (isPhoneRailMethod(chosen)) {
      const checked = payerPhone.check();
      if (!checked) {
        payerPhone.focus();
        return;
      }
      number = checked;
    }
    attempt.current ??= newIdempotencyKey();
    try {
      const answer = await start.mutateAsync({
        vendorOrderId: vo.id,
        body: { idempotencyKey: attempt.current, rail: rail.rail, ...(number ? { payerPhone: number } : {}) },
      });
      rememberBalanceCheckout(answer.checkoutId, vo.orderId);
      setLeaving(true);
      goToPayment(navigate, answer.approveUrl, chosen, number ? payerPhone.display() : undefined);
    } catch (err) {
      attempt.current = null;
      const phoneError = err instanceof ApiError && err.code === 'VALIDATION_ERROR' ? err.fields.payerPhone : undefined;
      if (phoneError) payerPhone.refuse(phoneError, true);
      else setError(errorMessage(t, err, 'plan.payFailed'));
    }
  };

  return {
    /** The payments configuration: loading, failed (with its retry), or the rails. */
    config,
    currency,
    /** The configured rails that charge the balance's currency: the only ones offered. */
    rails: (allRails ?? []).filter((r) => r.currencies.includes(currency)),
    methods,
    chosen,
    rail,
    choose: (next: BalanceMethod) => {
      setPicked(next);
      setError(null);
    },
    payerPhone,
    error,
    busy,
    submit,
  };
}

export type BalancePayment = ReturnType<typeof useBalancePayment>;
