import { randomUUID } from 'node:crypto';
import { productInput } from '@app/shared/catalog';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@app/shared/constants';
import type { Deps } from '../../deps.ts';
import * as authRepo from '../../modules/auth/auth.repository.ts';
import { createProduct, listVendorProducts, uploadProductImages } from '../../modules/catalog/catalog.service.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { DEMO_PRODUCTS, DEMO_VENDORS } from './catalog-data.ts';
import { productPicture } from './product-art.ts';

/**
 * The demo catalogue, created through the catalog service (same rules and image pipeline as a real vendor).
 * Skipped when the demo vendors already have products.
 */
export async function seedDemoCatalog(deps: Deps, password: string): Promise<number> {
  const passwordHash = await hashPassword(password);
  const vendors = new Map<string, NonNullable<Awaited<ReturnType<typeof authRepo.findUserByEmail>>>>();
  for (const v of DEMO_VENDORS) {
    let user = await authRepo.findUserByEmail(deps.db, v.email);
    if (!user) {
      user = await authRepo.insertUser(deps.db, {
        id: randomUUID(),
        email: v.email,
        passwordHash,
        firstName: v.name[0],
        lastName: v.name[1],
        company: v.company,
        country: v.country,
        roles: ['vendor', 'buyer'],
        activeRole: 'vendor',
        kycStatus: v.verified ? 'VERIFIED' : 'PENDING',
        emailVerifiedAt: deps.clock.now(),
        notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES },
      });
    }
    if (user) vendors.set(v.key, user);
  }
  const first = vendors.values().next().value;
  if (!first) return 0;
  if ((await listVendorProducts(deps, { user: first, sessionId: 'seed' })).length > 0) return 0;

  // Interleave categories so the newest-first listing opens with a varied page.
  const byCategory = new Map<string, typeof DEMO_PRODUCTS>();
  for (const p of DEMO_PRODUCTS) byCategory.set(p.category, [...(byCategory.get(p.category) ?? []), p]);
  const groups = [...byCategory.values()];
  const ordered = Array.from({ length: Math.max(...groups.map((g) => g.length)) }, (_, round) =>
    groups.flatMap((g) => (g[round] ? [g[round]] : [])),
  ).flat();
  let created = 0;
  for (const [i, p] of ordered.entries()) {
    const user = vendors.get(p.vendor);
    if (!user) continue;
    const auth = { user, sessionId: 'seed' };
    const pictures = await Promise.all(
      [0, 1].map(async (variant) => ({
        filename: `${p.name}-${variant}.png`,
        data: await productPicture(p.name, p.category, variant),
      })),
    );
    const images = await uploadProductImages(deps, deps.files, auth, pictures);
    const input = productInput.parse({
      name: p.name,
      category: p.category,
      description: p.description,
      price: p.price,
      currency: p.currency,
      minOrder: p.minOrder,
      unit: p.unit,
      stock: p.stock,
      specifications: p.specifications,
      origin: p.origin,
      certifications: p.certifications,
      shippingWeight: p.weight,
      shippingDimensions: p.dimensions,
      leadTime: p.leadTime,
      paymentTerms: p.paymentTerms,
      priceTiers: p.priceTiers ?? [],
      tags: p.tags,
      imageIds: images.map((img) => img.id),
    });
    // Spread creation times so "newest first" has a stable, realistic order.
    const clock = { now: () => new Date(deps.clock.now().getTime() - (DEMO_PRODUCTS.length - i) * 3_600_000) };
    await createProduct({ ...deps, clock }, auth, input);
    created += 1;
  }
  return created;
}
