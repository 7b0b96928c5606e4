/**
 * The reliability module's public use cases, one per file under use-cases/ (the shared ratio is in
 * reliability-steps.ts): routes and other modules (the dispute mediator) import them from here.
 */
export { buyerReliabilityMany } from './use-cases/buyer-reliability-many.ts';
export { profiles } from './use-cases/profiles.ts';
export { profilingStats } from './use-cases/profiling-stats.ts';
export { reliabilityOf } from './use-cases/reliability-of.ts';
export { vendorReliability } from './use-cases/vendor-reliability.ts';
export { vendorReliabilityMany } from './use-cases/vendor-reliability-many.ts';
export { vendorsReliability } from './use-cases/vendors-reliability.ts';
