/** Query keys of the shipping feature: everything under ['shipping'] so one invalidation refreshes it all. */
export const shippingQueryRoot = ['shipping'] as const;

export const shippingKeys = {
  shippableOrders: [...shippingQueryRoot, 'vendor-orders'] as const,
  shipmentRates: (shipmentId: string) => [...shippingQueryRoot, 'rates', shipmentId] as const,
  shipmentTracking: (shipmentId: string) => [...shippingQueryRoot, 'tracking', shipmentId] as const,
  orderTracking: (orderId: string) => [...shippingQueryRoot, 'order-tracking', orderId] as const,
  adminShipments: (filter: string) => [...shippingQueryRoot, 'admin', filter] as const,
};

/** The buyer's and vendor's order lists (orders feature) show shipping and escrow states: refresh them too. */
export const ordersQueryRoot = ['orders'] as const;
