// The public face of features/reliability: what other features may import (checked by scripts/check-imports.mjs).
// Route pages are not here: the router in app/ loads them lazily, straight from pages/.
export { ProfileList, ProfilingTiles } from './components/profiling-hub-tab';
export { ReliabilityChip } from './components/reliability-chip';
export { ReliabilityFigure, VendorReliability, VendorReliabilityFigures } from './components/vendor-reliability';
export { formatRate, rateTone } from './reliability-format';
