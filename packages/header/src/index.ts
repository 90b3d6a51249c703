// Public API of @shell/header. The preferences panels are exported from `@shell/header/preferences`,
// the message descriptors from `@shell/header/messages`, the pure models from `@shell/header/model`.
export { Header } from './Header';
export { prefetchHeaderData } from './prefetch';
export type { PrefetchHeaderDataOptions } from './prefetch';
export type { HeaderEntryKind, HeaderProps, HeaderSlots, MenuPlacement } from './types';
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
