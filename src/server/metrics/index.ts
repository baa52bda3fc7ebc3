// Metrics' public face: the counters other domains bump and the metrics' type.
export { countLicenceCheck } from './metrics.routes.ts';
export type { ShopMetrics } from './metrics.ts';
