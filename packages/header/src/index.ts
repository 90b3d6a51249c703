// Public API of @shell/header. The preferences panels are exported from `@shell/header/preferences`,
// the message descriptors from `@shell/header/messages`, the pure models from `@shell/header/model`,
// the mock routes of the header's calls from `@shell/header/mocks`.
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
export { navScrollState } from './nav/useNavScroll';
export type { NavScrollState } from './nav/useNavScroll';
export {
  importSearchApp,
  isSearchAppModule,
  SEARCH_APP_PATH,
  SEARCH_APP_TIMEOUT_MS,
  SEARCH_PAGE_PATH,
  SearchAppProvider,
} from './search/searchApp';
export type { SearchAppLoader, SearchAppModule, SearchAppMountOptions } from './search/searchApp';
export { preloadHeaderParts } from './internal/parts';
