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
 * The default loader. A `<link rel="modulepreload" integrity crossorigin>` has the browser fetch
 * the module and check its hash before anything of it runs; a module that passes is in the page's
 * module map, and the `import()` that follows takes it from there (no second fetch, so nothing can
 * be swapped in between). A hash mismatch, a network error or a CORS refusal fails the preload,
 * and nothing is imported. It needs only what the module itself needs under a strict CSP (its
 * host in `script-src`); no string reaches a Trusted Types sink.
 */
export const importVerified: SearchAppLoader = (url, integrity, signal) =>
  new Promise((resolve, reject) => {
    const link = document.createElement('link');
    // Without modulepreload the integrity check never happens (an unknown `rel` loads nothing and
    // never fires load or error): fall back at once rather than wait for the time limit, and never
    // import unchecked code. `supports` itself is missing in old browsers: the same answer.
    const supports = link.relList as Partial<DOMTokenList> | undefined;
    if (typeof supports?.supports !== 'function' || !supports.supports('modulepreload')) {
      reject(new Error('unsupported'));
      return;
    }
    if (signal?.aborted) {
      reject(new Error('aborted'));
      return;
    }
    const settle = () => {
      link.remove();
      signal?.removeEventListener('abort', onAbort);
    };
    // The entry gave up (its time limit): a preload that still arrives later must not run the app.
    const onAbort = () => {
      settle();
      link.onload = null;
      link.onerror = null;
      reject(new Error('aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.integrity = integrity;
    link.href = url;
    link.onload = () => {
      settle();
      import(/* @vite-ignore */ /* webpackIgnore: true */ url).then(resolve, reject);
    };
    link.onerror = () => {
      settle();
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

/** Whether a loaded module honours the contract. */
export function isSearchAppModule(mod: unknown): mod is SearchAppModule {
  return typeof mod === 'object' && mod !== null && typeof (mod as { mount?: unknown }).mount === 'function';
}

/** Loads the module with a time limit; rejects with `timeout`, `load-failed` or `invalid-module`. */
export async function loadSearchApp(settings: SearchAppSettings, source: SearchAppSource): Promise<SearchAppModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new AbortController();
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error('timeout'));
      // The loader cleans up (the default one removes its <link>).
      giveUp.abort();
    }, settings.timeoutMs);
  });
  try {
    const mod = await Promise.race([
      settings.load(source.url, source.integrity, giveUp.signal).catch(() => {
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
