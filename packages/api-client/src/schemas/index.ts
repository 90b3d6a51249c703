// `@shell/api-client/schemas`: the response handling of endpoints that do not load with the page —
// the zod building blocks of response schemas and `normalizedQueryFn` (parse, normalize, drop bad
// rows), for the schema modules of the start-up calls and the endpoints of lazily loaded features
// (market flyouts, the bell's working half). Import it only from modules that load with a response
// (a `SchemaSource` loader: `schema: () => import('./x.schema').then((m) => m.xResponse)`), never
// from start-up code: zod then stays out of a page's initial JS. The readers of loosely typed
// values (`isRecord`, `readText`, …) are zod-free and live in `@shell/api-client/core`.
export { envelope, flag, optNum, optStr, str } from './primitives';
export { codedEnvelope } from './codedEnvelope';
export { normalizedQueryFn } from '../normalizedQueryFn';
export type { CachePlacement, Normalized, NormalizedQuerySpec } from '../normalizedQueryFn';
