import { randomUUID } from 'node:crypto';
import { DEFAULT_NOTIFICATION_PREFERENCES, type Role } from '@app/shared/constants';
import type { Deps } from '../../deps.ts';
import { bankDetails } from '../../modules/auth/auth.schema.ts';
import * as authRepo from '../../modules/auth/auth.repository.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { seedDemoCatalog } from './catalog.ts';
import { seedDemoApplications } from './demo-applications.ts';

/** Demo accounts created on the first start of the embedded database (never in production). */
export const DEMO_PASSWORD = 'demo-pass-2024';
export const DEMO_ACCOUNTS: {
  email: string;
  name: [string, string];
  roles: Role[];
  active: Role;
  isAdmin?: boolean;
  company: string;
  country: string;
  kyc?: 'VERIFIED';
}[] = [
  {
    email: 'admin@demo.afribridge.test',
    name: ['Amina', 'Okafor'],
    roles: ['admin'],
    active: 'admin',
    isAdmin: true,
    company: 'AfriBridge Trade',
    country: 'Nigeria',
  },
  {
    email: 'vendor@demo.afribridge.test',
    name: ['Kwame', 'Mensah'],
    roles: ['vendor', 'buyer'],
    active: 'vendor',
    company: 'Mensah Cocoa Cooperative',
    country: 'Ghana',
    kyc: 'VERIFIED',
  },
  {
    email: 'buyer@demo.afribridge.test',
    name: ['Claire', 'Dubois'],
    roles: ['buyer'],
    active: 'buyer',
    company: 'Dubois Import SARL',
    country: 'France',
  },
];

/** Returns the accounts it created (empty when they already existed). */
export async function seedDemo(deps: Deps): Promise<string[]> {
  const created: string[] = [];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const a of DEMO_ACCOUNTS) {
    const row = await authRepo.insertUser(deps.db, {
      id: randomUUID(),
      email: a.email,
      passwordHash,
      firstName: a.name[0],
      lastName: a.name[1],
      roles: a.roles,
      activeRole: a.active,
      isAdmin: a.isAdmin ?? false,
      kycStatus: a.kyc ?? 'NONE',
      company: a.company,
      country: a.country,
      emailVerifiedAt: deps.clock.now(),
      notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES },
    });
    if (row) created.push(a.email);
    if (row && a.kyc === 'VERIFIED') {
      // a verified demo vendor can be paid out from the admin console at once
      await deps.db.insert(bankDetails).values({
        userId: row.id,
        bankName: 'GCB Bank (demo)',
        bankCountry: a.country,
        accountHolderName: a.company,
        accountNumber: '1021330045678',
        routingNumber: '',
        swiftCode: 'GHCBGHAC',
        iban: '',
        bankAddress: 'Accra, Ghana',
        updatedAt: deps.clock.now(),
      });
    }
  }
  await seedDemoCatalog(deps, DEMO_PASSWORD);
  await seedDemoApplications(deps, DEMO_ACCOUNTS.find((a) => a.isAdmin)!.email);
  return created;
}
