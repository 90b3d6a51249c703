// Public API of @shell/header. The announcement bar and the compliance redirect are exported from
// `@shell/header/preferences`, the catalog loader from `@shell/header/messages`, the server
// prefetch from `@shell/header/server`, the mock routes of the header's calls from
// `@shell/header/mocks`. The lazy parts, the preference panels, the navigation models and the
// message descriptors are internal.
export { Header } from './Header';
export { prefetchHeaderData } from './prefetch';
export type { PrefetchHeaderDataOptions } from './prefetch';
export type { HeaderEntryKind, HeaderProps, HeaderSlots, MenuPlacement } from './types';
// The remote menu's item type and its spec §5 validation: a host passes the server's structure
// menu as `structureMenu`, validated with `normalizeRemoteMenu`.
export { normalizeRemoteMenu } from './data/remoteMenu';
export type { InvalidMenuItemReason, RemoteMenuItem, RemoteMenuValidation } from './data/remoteMenu';
export type { MenuTag } from './data/menuTag';
export { SearchAppProvider } from './search/searchApp';
export type { SearchAppLoader, SearchAppModule, SearchAppMountOptions, SearchAppSource } from './search/searchApp';
