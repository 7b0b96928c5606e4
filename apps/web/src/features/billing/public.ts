// The public face of features/billing: what other features may import (checked by scripts/check-imports.mjs).
export { BillingDocumentsCard } from './components/billing-documents-card';
export { OrderInvoiceLink } from './components/order-invoice-link';
