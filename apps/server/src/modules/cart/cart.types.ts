export interface CartItem {
  productId: string;
  quantity: number;
  /** A line priced from an accepted offer (quote) of this buyer. */
  offerId?: string | null;
}
