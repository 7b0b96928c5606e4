// The public face of features/payouts: what other features may import (checked by scripts/check-imports.mjs).
export { PayoutAccountCard } from './components/payout-account-card';
export { AdminTransfersSection } from './components/admin-transfers-section';
