/** Settings > Billing (vendors): where and when payouts are sent automatically. */
export function PayoutAccountCard() {
  return null;
}
