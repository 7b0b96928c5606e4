import { ExchangeRatesSection } from './exchange-rates-section';
import { FeeTiersSection } from './fee-tiers-section';
import { PaymentAttemptsSection } from './payment-attempts-section';
import { PayoutsSection } from './payouts-section';
import { AdminTransfersSection } from '../../payouts/public';
import { QuoteRequestsSection } from './quote-requests-section';
import { RefundsOwedSection } from './refunds-owed-section';

/**
 * Admin console, Payments: the payments by provider first, the refunds still owed to buyers, then bank transfers, fee
 * tiers, rates, payouts recorded by hand and the automatic payouts with their provider state.
 */
export function PaymentsTab() {
  return (
    <div className="space-y-6">
      <PaymentAttemptsSection />
      <RefundsOwedSection />
      <QuoteRequestsSection />
      <FeeTiersSection />
      <ExchangeRatesSection />
      <PayoutsSection />
      <AdminTransfersSection />
    </div>
  );
}
