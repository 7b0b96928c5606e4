import { ExchangeRatesSection } from './exchange-rates-section';
import { FeeTiersSection } from './fee-tiers-section';
import { PayoutsSection } from './payouts-section';
import { QuoteRequestsSection } from './quote-requests-section';

export function PaymentsTab() {
  return (
    <div className="space-y-6">
      <QuoteRequestsSection />
      <FeeTiersSection />
      <ExchangeRatesSection />
      <PayoutsSection />
    </div>
  );
}
