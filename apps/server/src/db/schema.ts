/** Every module's tables, for drizzle's relational typing and drizzle-kit. */
export * from '../modules/auth/auth.schema.ts';
export * from '../modules/notifications/notifications.schema.ts';
export * from '../modules/mail/mail.schema.ts';
export * from '../modules/support/support.schema.ts';
export * from '../modules/audit/audit.schema.ts';
export * from '../modules/catalog/catalog.schema.ts';
export * from '../modules/fx/fx.schema.ts';
export * from '../modules/cart/cart.schema.ts';
export * from '../modules/escrow/escrow.schema.ts';
export * from '../modules/payments/payments.schema.ts';
export * from '../modules/orders/orders.schema.ts';
export * from '../modules/shipping/shipping.schema.ts';
export * from '../modules/verification/verification.schema.ts';
