import type { VendorReliabilityDto } from '@app/shared/reliability';
import type { Deps } from '../../../deps.ts';
import { vendorReliabilityMany } from './vendor-reliability-many.ts';

/** Public figures of up to 60 vendors at once (a page of product cards), without the per-vendor response time. */
export async function vendorsReliability(deps: Deps, vendorIds: string[]): Promise<VendorReliabilityDto[]> {
  return [...(await vendorReliabilityMany(deps, vendorIds.slice(0, 60), { responseTime: false })).values()];
}
