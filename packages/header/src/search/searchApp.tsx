import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { FiatRates } from '@shell/api-client/core';
import type { LangCode, ThemeName } from '@shell/site-config';

/** What the aggregated-search micro-app receives when it is mounted. */
export interface SearchAppMountOptions {
  lang: LangCode;
  /** `curr_fiat_market_rates`: units of fiat per 1 USDT. */
  fiatRates: FiatRates;
  /** The display fiat, or null when prices stay in their quote currency. */
  fiat: string | null;
  theme: ThemeName;
  /** The app calls this to close itself (e.g. Escape, a result chosen). */
  onClose: () => void;
}

/**
 * The module contract of the search micro-app: `mount(element, options)` draws the app into
 * `element` and may return a cleanup function.
 */
export interface SearchAppModule {
  mount: (element: HTMLElement, options: SearchAppMountOptions) => void | (() => void);
}

/**
 * Where the micro-app comes from: a versioned URL (`https://static.example/search-app/1.4.2/index.js`)
 * and the Subresource Integrity hash of that file (`sha384-…`: `openssl dgst -sha384 -binary
 * index.js | openssl base64 -A`, prefixed with `sha384-`). The module must be one self-contained
 * file: its own imports would not be covered by the hash.
 */
export interface SearchAppSource {
  url: string;
  integrity: string;
}

/**
 * Loads the micro-app module from its URL, refusing it unless its bytes match `integrity`.
 * `signal` aborts when the entry gives up waiting (its time limit): a loader should stop and
 * clean up then.
 */
export type SearchAppLoader = (url: string, integrity: string, signal?: AbortSignal) => Promise<unknown>;

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

export interface SearchAppSettings {
  /** Not configured: the entry is the plain link to the search page and no remote code is loaded. */
  app: SearchAppSource | undefined;
  load: SearchAppLoader;
  timeoutMs: number;
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
