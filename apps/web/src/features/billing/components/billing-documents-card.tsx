/** Settings > Billing: the signed-in user's invoices (buyers) and monthly statements (vendors). */
export function BillingDocumentsCard(_props: { role: 'buyer' | 'vendor' | 'admin' }) {
  return null;
}
