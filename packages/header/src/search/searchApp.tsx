import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { FiatRates } from '@shell/api-client';
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

/** Loads the micro-app module from its URL, refusing it unless its bytes match `integrity`. */
export type SearchAppLoader = (url: string, integrity: string) => Promise<unknown>;

/** How long loading may take before the entry falls back to the search page link (our choice). */
export const SEARCH_APP_TIMEOUT_MS = 8000;
/** The search page the entry links to when the app cannot load (our choice; the spec names no path). */
export const SEARCH_PAGE_PATH = '/search';

/**
 * The default loader. A `<link rel="modulepreload" integrity crossorigin>` has the browser fetch
 * the module and check its hash before anything of it runs; a module that passes is in the page's
 * module map, and the `import()` that follows takes it from there (no second fetch, so nothing can
 * be swapped in between). A hash mismatch, a network error or a CORS refusal fails the preload,
 * and nothing is imported. It needs only what the module itself needs under a strict CSP (its
 * host in `script-src`); no string reaches a Trusted Types sink.
 */
export const importVerified: SearchAppLoader = (url, integrity) =>
  new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.integrity = integrity;
    link.href = url;
    link.onload = () => {
      link.remove();
      import(/* @vite-ignore */ /* webpackIgnore: true */ url).then(resolve, reject);
    };
    link.onerror = () => {
      link.remove();
      reject(new Error('load-failed'));
    };
    document.head.append(link);
  });

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

interface SearchAppSettings {
  /** Not configured: the entry is the plain link to the search page and no remote code is loaded. */
  app: SearchAppSource | undefined;
  load: SearchAppLoader;
  timeoutMs: number;
}

const SearchAppContext = createContext<SearchAppSettings>({ app: undefined, load: importVerified, timeoutMs: SEARCH_APP_TIMEOUT_MS });

/**
 * Configures the aggregated-search micro-app: its versioned URL and integrity hash (`app`); `load`
 * replaces how it is loaded (tests, stories, hosts that bundle it). Without `app` the search
 * entry is a plain link to the search page and no remote code runs.
 */
export function SearchAppProvider({
  app,
  load = importVerified,
  timeoutMs = SEARCH_APP_TIMEOUT_MS,
  children,
}: {
  app?: SearchAppSource;
  load?: SearchAppLoader;
  timeoutMs?: number;
  children?: ReactNode;
}) {
  const value = useMemo(() => ({ app, load, timeoutMs }), [app, load, timeoutMs]);
  return <SearchAppContext.Provider value={value}>{children}</SearchAppContext.Provider>;
}

export function useSearchAppSettings(): SearchAppSettings {
  return useContext(SearchAppContext);
}

/** Whether a loaded module honours the contract. */
export function isSearchAppModule(mod: unknown): mod is SearchAppModule {
  return typeof mod === 'object' && mod !== null && typeof (mod as { mount?: unknown }).mount === 'function';
}

/** Loads the module with a time limit; rejects with `timeout`, `load-failed` or `invalid-module`. */
export async function loadSearchApp(settings: SearchAppSettings, source: SearchAppSource): Promise<SearchAppModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), settings.timeoutMs);
  });
  try {
    const mod = await Promise.race([
      settings.load(source.url, source.integrity).catch(() => {
        throw new Error('load-failed');
      }),
      timeout,
    ]);
    if (!isSearchAppModule(mod)) throw new Error('invalid-module');
    return mod;
  } finally {
    clearTimeout(timer);
  }
}
