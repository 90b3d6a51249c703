// Public API of @shell/header. The preferences panels are exported from `@shell/header/preferences`,
// the catalog loader alone from `@shell/header/messages`, the mock routes of the header's calls
// from `@shell/header/mocks`. The navigation models and message descriptors are internal.
export { Header } from './Header';
export { prefetchHeaderData } from './prefetch';
export type { PrefetchHeaderDataOptions } from './prefetch';
export type { HeaderEntryKind, HeaderProps, HeaderSlots, MenuPlacement } from './types';
// The remote menu's item type and its spec §5 validation: a host passes the server's structure
// menu as `structureMenu`, validated with `normalizeRemoteMenu`.
export { normalizeRemoteMenu } from './data/remoteMenu';
export type { InvalidMenuItemReason, RemoteMenuItem, RemoteMenuValidation } from './data/remoteMenu';
export type { MenuTag } from './data/menuTag';
export { loadHeaderMessages } from './i18n/load';
export { SearchAppProvider } from './search/searchApp';
export type { SearchAppLoader, SearchAppModule, SearchAppMountOptions, SearchAppSource } from './search/searchApp';
export { preloadHeaderParts } from './internal/parts';
