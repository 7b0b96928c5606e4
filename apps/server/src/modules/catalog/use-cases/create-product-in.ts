import { randomUUID } from 'node:crypto';
import type { ProductDto } from '@app/shared/catalog';
import type { DbOrTx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../catalog.repository.ts';
import { toDtos } from '../product-dto.ts';
import { assertImagesUsable, columnsFrom, type ProductInput } from '../product-steps.ts';
import { forgetVocabularyLookups } from '../search-plan.ts';
import { vendorIdentity } from '../vendor-identity.ts';

/** Creates a product inside the caller's transaction (onboarding creates the first product with the application). */
export async function createProductIn(
  tx: DbOrTx,
  deps: Deps,
  auth: AuthContext,
  input: ProductInput,
): Promise<ProductDto> {
  const now = deps.clock.now();
  const identity = vendorIdentity(auth.user);
  await assertImagesUsable(tx, auth, input.imageIds, null);
  const cols = columnsFrom(input);
  const product = await repo.insertProduct(tx, {
    id: randomUUID(),
    vendorId: auth.user.id,
    ...identity,
    ...cols,
    status: cols.availableStock > 0 ? 'active' : 'inactive',
    ...repo.searchColumns({ ...cols, ...identity }),
    createdAt: now,
    updatedAt: now,
  });
  await repo.addSearchTerms(tx, { ...cols, ...identity });
  forgetVocabularyLookups();
  await repo.setProductImages(tx, product.id, input.imageIds);
  return (await toDtos(tx, [{ ...product, vendorKyc: auth.user.kycStatus }]))[0]!;
}
