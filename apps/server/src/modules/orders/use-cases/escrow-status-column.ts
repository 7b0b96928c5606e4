import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { vendorOrders, type EscrowStatusValue } from '../orders.schema.ts';

/**
 * For other modules' queries: the escrow status of the vendor order whose id is `vendorOrderId` (a column of their own
 * table), as a column to select or filter on, so a paginated list can show or filter by it in the same query without
 * joining the orders module's tables itself. The id must reference vendor_orders (a foreign key), else the value is
 * null.
 */
export function escrowStatusColumn(vendorOrderId: SQLWrapper): SQL<EscrowStatusValue> {
  return sql<EscrowStatusValue>`(select ${vendorOrders.escrowStatus} from ${vendorOrders} where ${vendorOrders.id} = ${vendorOrderId})`;
}
