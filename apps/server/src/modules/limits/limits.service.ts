/** Counters shared by every server process (issue 21): what other modules and the app use. */
export { databaseCounters, type Count, type Counters } from './counters.ts';
export { buildCounters } from './build-counters.ts';
export { sharedRateLimitStore } from './rate-limit-store.ts';
