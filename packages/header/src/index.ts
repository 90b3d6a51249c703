// Public API of @shell/header. The preferences panels are exported from `@shell/header/preferences`.
export { Header } from './Header';
export { prefetchHeaderData } from './prefetch';
export type { PrefetchHeaderDataOptions } from './prefetch';
export type { HeaderEntryKind, HeaderProps, HeaderSlots, MenuPlacement } from './types';
export { loadHeaderMessages } from './i18n/load';
export { headerNav, visibleNav } from './model/navModel';
export type { MarketEntrySpec, NavEntrySpec, NavGroupSpec, NavLinkSpec } from './model/navModel';
export { orderLinks, profileLinks, visibleLinks, walletLinks } from './model/accountMenus';
export type { AccountLinkSpec } from './model/accountMenus';
export { appDownloadHref, testnetEntryHref, TESTNET_OAUTH } from './model/links';
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
