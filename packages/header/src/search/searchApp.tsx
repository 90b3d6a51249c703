import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { SearchAppLoader, SearchAppSettings, SearchAppSource } from './searchAppTypes';

export type { SearchAppLoader, SearchAppModule, SearchAppMountOptions, SearchAppSettings, SearchAppSource } from './searchAppTypes';

/** How long loading may take before the entry falls back to the search page link (our choice). */
export const SEARCH_APP_TIMEOUT_MS = 8000;
/** The search page the entry links to when the app cannot load (our choice; the spec names no path). */
export const SEARCH_PAGE_PATH = '/search';

/**
 * The default loader (`importVerified` of `searchAppLoader.ts`), fetched with its own chunk when the
 * entry is first opened: pages whose visitors never open search do not download it.
 */
export const importVerifiedLazily: SearchAppLoader = (url, integrity, signal) =>
  import('./searchAppLoader').then((loader) => loader.importVerified(url, integrity, signal));

/** An SRI metadata value: one or more `sha256|sha384|sha512-<base64>` tokens. */
const INTEGRITY = /^\s*(?:sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}\s*)+$/;

/**
 * Whether a configured source may be loaded: an absolute `https:` URL (`http:` only on localhost,
 * for development) without credentials, and a well-formed integrity value.
 */
export function isValidSearchAppSource(source: SearchAppSource): boolean {
  if (typeof source.integrity !== 'string' || !INTEGRITY.test(source.integrity) || typeof source.url !== 'string') return false;
  let url: URL;
  try {
    url = new URL(source.url);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
}


const SearchAppContext = createContext<SearchAppSettings>({ app: undefined, load: importVerifiedLazily, timeoutMs: SEARCH_APP_TIMEOUT_MS });

/**
 * Configures the aggregated-search micro-app: its versioned URL and integrity hash (`app`); `load`
 * replaces how it is loaded (tests, stories, hosts that bundle it). Without `app` the search
 * entry is a plain link to the search page and no remote code runs.
 */
export function SearchAppProvider({
  app,
  load = importVerifiedLazily,
  timeoutMs = SEARCH_APP_TIMEOUT_MS,
  children,
}: {
  /** The search micro-app: its versioned URL and integrity hash. Without it the search entry is a plain link to the search page. */
  app?: SearchAppSource;
  /** How the micro-app is loaded; the default preloads it with its integrity checked, then imports it. Tests, stories and hosts that bundle it pass their own. */
  load?: SearchAppLoader;
  /** Time limit of the load in ms; past it the entry falls back to the plain link. */
  timeoutMs?: number;
  children?: ReactNode;
}) {
  const value = useMemo(() => ({ app, load, timeoutMs }), [app, load, timeoutMs]);
  return <SearchAppContext.Provider value={value}>{children}</SearchAppContext.Provider>;
}

export function useSearchAppSettings(): SearchAppSettings {
  return useContext(SearchAppContext);
}
