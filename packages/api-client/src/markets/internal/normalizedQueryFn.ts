// Transitional: the market endpoints still import the core's normalizing query function from here
// until they move to @shell/markets (which imports it from `@shell/api-client`).
export { normalizedQueryFn } from '../../normalizedQueryFn';
export type { CachePlacement, Normalized, NormalizedQuerySpec } from '../../normalizedQueryFn';
