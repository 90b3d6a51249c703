// `@shell/api-client/schemas`: the zod building blocks of the shell's response schemas, for the
// schema modules of the feature packages. Import it only from modules that load with a response
// (a `SchemaSource` loader: `schema: () => import('./x.schema').then((m) => m.xResponse)`), never
// from start-up code: zod then stays out of a page's initial JS. The readers of loosely typed
// values (`isRecord`, `readText`, …) are zod-free and live in `@shell/api-client/core`.
export { envelope, flag, optNum, optStr, str } from './primitives';
export { codedEnvelope } from './codedEnvelope';
