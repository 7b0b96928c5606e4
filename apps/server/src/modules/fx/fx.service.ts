/**
 * The fx module's public use cases, one per file under use-cases/ (the rate DTO is in rate-dto.ts): routes, start-up,
 * cart and catalog import them from here.
 */
export { toRateDto } from './rate-dto.ts';
export { convertToUsd } from './use-cases/convert-to-usd.ts';
export { DEFAULT_RATES, ensureDefaultRates } from './use-cases/ensure-default-rates.ts';
export { listRates } from './use-cases/list-rates.ts';
export { rateTable, type RateTable } from './use-cases/rate-table.ts';
export { setRate } from './use-cases/set-rate.ts';
