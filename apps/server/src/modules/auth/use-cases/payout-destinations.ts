import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { bankDetails } from '../auth.schema.ts';

export interface PayoutDestination {
  bankName: string;
  bankCountry: string;
  accountHolderName: string;
  accountNumber: string;
  routingNumber: string;
  swiftCode: string;
  iban: string;
  bankAddress: string;
}

/** Where each vendor is paid: the full details, for the admins who record payouts (admin routes only). */
export async function payoutDestinations(db: DbOrTx, userIds: string[]): Promise<Map<string, PayoutDestination>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(bankDetails).where(inArray(bankDetails.userId, userIds));
  return new Map(
    rows.map((r) => [
      r.userId,
      {
        bankName: r.bankName,
        bankCountry: r.bankCountry,
        accountHolderName: r.accountHolderName,
        accountNumber: r.accountNumber,
        routingNumber: r.routingNumber,
        swiftCode: r.swiftCode,
        iban: r.iban,
        bankAddress: r.bankAddress,
      },
    ]),
  );
}
