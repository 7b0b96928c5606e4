/** Pure helpers of an order's vendor parts: shipments per part and whether the buyer can confirm receipt. */

/** Spec 9: delivered parts are released automatically this many days after delivery unless a dispute is opened. */
export const INSPECTION_WINDOW_DAYS = 7;

/** The buyer can confirm receipt of a vendor part once it shipped, while its money is still held in escrow. */
export function canConfirmReceipt(part: {
  status: string;
  escrowStatus: string;
  disputeOpen?: boolean | undefined;
}): boolean {
  return (
    (part.status === 'SHIPPED' || part.status === 'DELIVERED') && part.escrowStatus === 'HELD' && !part.disputeOpen
  );
}

/**
 * Which vendor part each shipment belongs to. GET /api/tracking/order/:orderId does not say, so shipments are
 * attached to the only part of a single-vendor order; with several vendors they stay at the order level (`unassigned`).
 */
export function assignShipments<S>(
  partIds: readonly string[],
  shipments: readonly S[],
): { byPart: Record<string, S[]>; unassigned: S[] } {
  const byPart: Record<string, S[]> = Object.fromEntries(partIds.map((id) => [id, [] as S[]]));
  if (partIds.length === 1) return { byPart: { [partIds[0]!]: [...shipments] }, unassigned: [] };
  return { byPart, unassigned: [...shipments] };
}
