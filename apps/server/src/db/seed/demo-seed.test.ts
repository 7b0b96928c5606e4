/**
 * The demo data: a catalogue whose vendors and goods belong together, and vendors whose verification state matches
 * their application (the unverified ones are in the admin's queue with their documents).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CATEGORY_IDS } from '@app/shared/constants';
import { queryRows } from '../client.ts';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { DEMO_PRODUCTS, DEMO_VENDORS } from './catalog-data.ts';
import { seedDemoApplications } from './demo-applications.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo.ts';

/** The categories each demo vendor's trade covers: a product outside them does not belong to that vendor. */
const TRADES: Record<string, string[]> = {
  'Okonkwo Agro Exports': ['agriculture-farming', 'raw-food-health'],
  'Mensah Cocoa Cooperative': ['agriculture-farming', 'raw-food-health', 'fashion-beauty', 'textiles-clothing'],
  'Cape Machinery Works': ['machinery-equipment', 'building-construction'],
  'Rift Valley Tea & Crafts': ['raw-food-health', 'agriculture-farming', 'fashion-beauty', 'visual-arts-crafts'],
  'Atlas Argan & Leather': ['raw-food-health', 'fashion-beauty', 'textiles-clothing', 'visual-arts-crafts'],
  'Nile Cotton Mills': ['textiles-clothing'],
  'Tanzanite Minerals Co.': ['minerals-mining'],
  'Pearl Tech Assembly': ['technology-electronics'],
};

describe('demo catalogue data', () => {
  it('gives each vendor goods of its own trade and country, across every category, one vendor per country', () => {
    const byKey = new Map(DEMO_VENDORS.map((v) => [v.key, v]));
    for (const p of DEMO_PRODUCTS) {
      const v = byKey.get(p.vendor)!;
      expect(TRADES[v.company], v.company).toContain(p.category);
      expect(p.origin, p.name).toBe(v.country);
    }
    expect(new Set(DEMO_PRODUCTS.map((p) => p.category))).toEqual(new Set(CATEGORY_IDS));
    expect(DEMO_VENDORS.map((v) => v.country).sort()).toEqual([
      'Egypt',
      'Ghana',
      'Kenya',
      'Morocco',
      'Nigeria',
      'South Africa',
      'Tanzania',
      'Uganda',
    ]);
    for (const v of DEMO_VENDORS)
      expect(DEMO_PRODUCTS.filter((p) => p.vendor === v.key).length, v.company).toBeGreaterThanOrEqual(3);
    // The browser tests page through the catalogue (12 a page) and buy small orders from the demo vendor.
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(37);
    expect(DEMO_PRODUCTS.length).toBeLessThanOrEqual(48);
    const mensah = DEMO_PRODUCTS.filter((p) => p.vendor === 'gh').map((p) => p.name);
    expect(mensah).toEqual(
      expect.arrayContaining(['Premium Ghana Cocoa Beans', 'Handwoven Kente Cloth', 'Raw Unrefined Shea Butter']),
    );
    // The batteries are sold by the electronics assembler, not the agro exporter.
    expect(byKey.get(DEMO_PRODUCTS.find((p) => p.name.startsWith('Lithium'))!.vendor)!.company).toBe(
      'Pearl Tech Assembly',
    );
  });
});

describe('demo seed', () => {
  let env: TestEnv;
  let admin: ApiClient;
  beforeAll(async () => {
    env = await createTestEnv();
    await seedDemo(env.deps);
    admin = new ApiClient(env.app);
    expect(
      (
        await admin.post('/api/auth/login', {
          email: DEMO_ACCOUNTS.find((a) => a.isAdmin)!.email,
          password: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(200);
  }, 600_000);
  afterAll(async () => {
    await env.close();
  });

  type Row = {
    id: string;
    userId: string;
    status: string;
    documentsCount: number;
    productId: string | null;
    business: { businessName: string };
  };
  const queue = async () => (await admin.get('/api/admin/verifications?status=AWAITING')).body.items as Row[];

  it('puts the unverified vendors in the verification queue with their documents and first product', async () => {
    const unverified = DEMO_VENDORS.filter((v) => !v.verified).map((v) => v.company);
    expect(unverified).toHaveLength(3);
    const q = await queue();
    expect(q.map((a) => a.business.businessName).sort()).toEqual([...unverified].sort());
    const pending = await queryRows<{ id: string }>(
      env.deps.db,
      sql`select id from users where kyc_status = 'PENDING'`,
    );
    expect(q.map((a) => a.userId).sort()).toEqual(pending.map((u) => u.id).sort());
    for (const a of q) {
      expect(a).toMatchObject({ status: 'PENDING', documentsCount: 2 });
      const product = (await admin.get(`/api/products/${a.productId}`)).body;
      expect(product.vendorId).toBe(a.userId);
      const detail = (await admin.get(`/api/admin/verifications/${a.id}`)).body;
      const doc = await admin.raw(detail.documents[0].url);
      expect(doc.headers['content-type']).toContain('application/pdf');
    }
    expect((await admin.get('/api/admin/overview')).body.pendingVerifications).toBe(3);
    // The verified ones have an approved application.
    const approved = (await admin.get('/api/admin/verifications?status=APPROVED')).body.items as Row[];
    expect(approved.map((a) => a.business.businessName).sort()).toEqual(
      DEMO_VENDORS.filter((v) => v.verified)
        .map((v) => v.company)
        .sort(),
    );
  });

  it('seeds each product under the vendor whose trade it is', async () => {
    const rows = await queryRows<{ name: string; company: string }>(
      env.deps.db,
      sql`select p.name, u.company from products p join users u on u.id = p.vendor_id`,
    );
    expect(rows).toHaveLength(DEMO_PRODUCTS.length);
    const vendorOf = new Map(DEMO_PRODUCTS.map((p) => [p.name, DEMO_VENDORS.find((v) => v.key === p.vendor)!.company]));
    for (const r of rows) expect(r.company, r.name).toBe(vendorOf.get(r.name));
  });

  it('repairs demo data made before applications were seeded, and never twice', async () => {
    await env.deps.db.execute(sql`delete from verification_documents`);
    await env.deps.db.execute(sql`delete from verification_applications`);
    expect(await queue()).toEqual([]);
    expect(await seedDemoApplications(env.deps, DEMO_ACCOUNTS.find((a) => a.isAdmin)!.email)).toBe(DEMO_VENDORS.length);
    expect(await queue()).toHaveLength(3);
    expect(await seedDemo(env.deps)).toEqual([]);
    expect(await queue()).toHaveLength(3);
    const [n] = await queryRows<{ n: number }>(
      env.deps.db,
      sql`select count(*)::int as n from verification_applications`,
    );
    expect(Number(n!.n)).toBe(DEMO_VENDORS.length);
  });
});
