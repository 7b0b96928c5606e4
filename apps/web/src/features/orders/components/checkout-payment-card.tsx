import { useTranslation } from '../../../i18n/use-translation';
import { AlertTriangle, Lock, ShieldCheck } from 'lucide-react';
import type { CartDto } from '@app/shared/cart';
import { LinkButton } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { formatMinorMoney } from '../../fx/public';
import { usePaymentsConfig } from '../api/get-payments-config';
import { dueNow } from '../payment-plan';
import { cardRailOf, isHostedRailMethod, isPhoneRailMethod } from '../payment-methods';
import type { CheckoutPayment } from '../use-checkout-payment';
import { BankTransferPanel } from './bank-transfer-panel';
import { CardPaymentPanel } from './card-payment-panel';
import { CheckoutCardHeader } from './checkout-sections';
import { PaymentMethodChooser } from './payment-method-chooser';
import { PhonePaymentPanel } from './phone-payment-panel';
import { QuoteRequestPanel } from './quote-request-panel';
import { RailPaymentPanel } from './rail-payment-panel';

/**
 * The checkout's payment card: the escrow promise, then what stops payment (cart problems, an invalid amount) or the
 * method chooser with the chosen method's panel.
 */
export function CheckoutPaymentCard({ cart, payment }: { cart: CartDto; payment: CheckoutPayment }) {
  const { t, i18n } = useTranslation('orders');
  const paymentsConfig = usePaymentsConfig();
  const paypalClientId =
    (cardRailOf(paymentsConfig.data?.rails)?.rail ?? paymentsConfig.data?.provider) === 'paypal' &&
    paymentsConfig.data?.paypalClientId
      ? paymentsConfig.data.paypalClientId
      : null;
  const fee = cart.fee;
  const invalidAmount = fee.totalCents <= 0;
  const { chosen } = payment;
  // A deposit plan (issue 18): the box names what is charged now, the server's figure once the payment started.
  const now = dueNow(payment.split, payment.started);
  const nowAmount = now ? formatMinorMoney(now.amountMinor, now.currency, i18n.language) : null;

  return (
    <Card>
      <CheckoutCardHeader icon={Lock} title={t('checkout.paymentTitle')} />
      <CardBody className="space-y-5">
        <div className="flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t('checkout.escrowTitle')}</p>
            <p className="mt-1">{t('checkout.escrowText')}</p>
          </div>
        </div>

        {payment.problems ? (
          <FormAlert
            tone="warning"
            title={t('checkout.problemsTitle')}
            action={
              <LinkButton to="/cart" variant="outline" size="sm">
                {t('checkout.reviewCart')}
              </LinkButton>
            }
          >
            <span className="flex items-start gap-2">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('checkout.problemsText')}
            </span>
          </FormAlert>
        ) : invalidAmount ? (
          <FormAlert>{t('payment.invalidAmount')}</FormAlert>
        ) : (
          <>
            <PaymentMethodChooser
              cart={cart}
              rails={payment.rails}
              value={chosen}
              onChange={payment.setMethod}
              letterOfCredit={cart.lines.some((l) => l.paymentTerms === 'letter-of-credit')}
            />
            {chosen === 'quote' ? (
              <QuoteRequestPanel
                note={payment.note}
                onNoteChange={payment.setNote}
                pending={payment.quotePending}
                error={payment.quoteError}
              />
            ) : chosen === 'bank' ? (
              <BankTransferPanel
                totalCents={payment.totalCents}
                pending={payment.bank.pending}
                error={payment.bank.error}
              />
            ) : isHostedRailMethod(chosen) ? (
              <RailPaymentPanel
                rail={chosen}
                quote={payment.railQuote}
                error={payment.payError}
                busy={payment.busy}
                dueNow={now !== null}
              />
            ) : isPhoneRailMethod(chosen) ? (
              <PhonePaymentPanel
                rail={chosen}
                quote={payment.railQuote}
                phone={payment.payerPhone}
                error={payment.payError}
                busy={payment.busy}
                dueNow={now !== null}
              />
            ) : (
              <CardPaymentPanel
                totalCents={fee.totalCents}
                nowAmount={nowAmount}
                error={payment.payError}
                configPending={paymentsConfig.isPending}
                paypalClientId={paypalClientId}
                busy={payment.busy}
                validate={payment.validateForPayPal}
                createOrder={payment.createPayPalOrder}
                onError={payment.setPayError}
              />
            )}
          </>
        )}
      </CardBody>
    </Card>
  );
}
