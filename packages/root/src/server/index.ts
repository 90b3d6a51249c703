// `@shell/root/server`: the shell's server helpers for a React Server Component (Next.js App
// Router layout) or a route handler. Nothing here imports React or react-redux: it loads under
// `node --conditions=react-server`. Everything it returns is plain JSON.
export { prepareShell } from './prepareShell';
export { siteFromRequest } from './site';
export type { SiteFromRequestOptions } from './site';
export { themeBootScript } from './themeBootScript';
export { serializePreparedShell } from './serialize';
export type { HeaderSource, RequestLike } from './requestHeaders';
export type { PreparedShell, PrepareShellOptions } from './types';
