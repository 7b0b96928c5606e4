import type { VendorReliabilityDto } from '@app/shared/reliability';
import type { Deps } from '../../../deps.ts';
import { vendorReliabilityMany } from './vendor-reliability-many.ts';

/** Public figures of a vendor (product page supplier card). */
export async function vendorReliability(deps: Deps, vendorId: string): Promise<VendorReliabilityDto> {
  return (await vendorReliabilityMany(deps, [vendorId])).get(vendorId)!;
}
