import { Component, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { FormAlert } from '../../../components/ui/field';
import { useCaptureCheckout } from '../api/capture-checkout';
import { clearDrafts } from '../checkout-details';
import { captureFailure, errorText, isHandledCheckoutError, isPopupClosedError } from '../paypal-errors';

/** Spec 7.4: the SDK script with the client id, USD, capture, and credit and card funding disabled. */
function scriptOptions(clientId: string) {
  return { clientId, currency: 'USD', intent: 'capture', disableFunding: ['credit', 'card'] };
}

const BUTTON_STYLE = { layout: 'vertical', color: 'gold', shape: 'rect', height: 45, tagline: false } as const;

export interface PayPalSmartButtonProps {
  clientId: string;
  /** Validates the checkout form (and focuses the first invalid field); false keeps PayPal's window closed. */
  validate: () => Promise<boolean>;
  /** POST /api/checkout; throws HandledCheckoutError when the page already shows why it could not start. */
  createOrder: () => Promise<{ checkoutId: string; providerOrderId: string }>;
  /** The checkout's payment error box (null clears it). */
  onError: (message: string | null) => void;
}

/**
 * PayPal's own button (provider 'paypal'): createOrder -> POST /api/checkout (its providerOrderId is PayPal's order
 * id), onApprove -> POST /api/checkout/:checkoutId/capture -> the order confirmation. States and messages of spec 4/8.
 */
export function PayPalSmartButton(props: PayPalSmartButtonProps) {
  return (
    <PayPalScriptProvider options={scriptOptions(props.clientId)}>
      <ButtonErrorBoundary fallback={<RenderFailed />}>
        <SmartButton {...props} />
      </ButtonErrorBoundary>
    </PayPalScriptProvider>
  );
}

function RetryLink() {
  const { t } = useTranslation('orders');
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className="font-semibold text-red-800 underline underline-offset-2 hover:text-red-900"
    >
      {t('payment.retry')}
    </button>
  );
}

function RenderFailed() {
  const { t } = useTranslation('orders');
  return (
    <FormAlert>
      {t('payment.renderFailed')} <RetryLink />
    </FormAlert>
  );
}

class ButtonErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function SmartButton({ validate, createOrder, onError }: PayPalSmartButtonProps) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const [ready, setReady] = useState(false);
  const [capturing, setCapturing] = useState(false);
  const capture = useCaptureCheckout();
  const checkoutId = useRef<string | null>(null);

  if (isRejected) {
    return (
      <FormAlert>
        {t('payment.sdkFailed')} <RetryLink />
      </FormAlert>
    );
  }
  if (isPending) {
    return (
      <p role="status" className="flex h-[45px] items-center gap-2 text-sm text-ink-600">
        <Spinner />
        {t('payment.loadingPaypal')}
      </p>
    );
  }

  const fail = (err: unknown) => {
    if (isPopupClosedError(err) || isHandledCheckoutError(err)) return;
    onError(t('payment.genericError', { message: errorText(err, t('common:errors.generic')) }));
  };

  return (
    <div aria-busy={capturing || undefined}>
      {!ready ? (
        <p role="status" className="flex h-[45px] items-center gap-2 text-sm text-ink-600">
          <Spinner />
          {t('payment.loadingButton')}
        </p>
      ) : null}
      {capturing ? (
        <p
          role="status"
          className="mb-3 flex items-center gap-3 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm font-medium text-blue-900"
        >
          <Spinner />
          {t('checkout.processing')}
        </p>
      ) : null}
      <PayPalButtons
        style={BUTTON_STYLE}
        disabled={capturing}
        onInit={() => setReady(true)}
        onClick={async (_data, actions) => {
          onError(null);
          return (await validate()) ? actions.resolve() : actions.reject();
        }}
        createOrder={async () => {
          const answer = await createOrder();
          checkoutId.current = answer.checkoutId;
          return answer.providerOrderId;
        }}
        onApprove={async () => {
          const id = checkoutId.current;
          if (!id) {
            onError(t('payment.detailsMissing'));
            return;
          }
          setCapturing(true);
          try {
            const placed = await capture.mutateAsync(id);
            if (!placed.orderId) {
              setCapturing(false);
              onError(t('payment.detailsMissing'));
              return;
            }
            clearDrafts();
            void navigate(`/order-confirmation/${encodeURIComponent(placed.orderId)}`, { replace: true });
          } catch (err) {
            setCapturing(false);
            onError(captureFailure(t, err));
          }
        }}
        onCancel={() => onError(null)}
        onError={fail}
      />
    </div>
  );
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
    />
  );
}
