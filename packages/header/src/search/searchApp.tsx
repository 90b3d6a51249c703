import { createContext, useContext } from 'react';
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
 * The module contract of `${staticHost}/search-app/index.js`: `mount(element, options)` draws
 * the app into `element` and may return a cleanup function.
 */
export interface SearchAppModule {
  mount: (element: HTMLElement, options: SearchAppMountOptions) => void | (() => void);
}

/** Loads the micro-app module from its URL. */
export type SearchAppLoader = (url: string) => Promise<unknown>;

/** Path of the micro-app below the static host. */
export const SEARCH_APP_PATH = '/search-app/index.js';
/** How long loading may take before the entry falls back to the search page link (our choice). */
export const SEARCH_APP_TIMEOUT_MS = 8000;
/** The search page the entry links to when the app cannot load (our choice; the spec names no path). */
export const SEARCH_PAGE_PATH = '/search';

/** The default loader: a native dynamic `import()` of the URL, left alone by bundlers. */
export const importSearchApp: SearchAppLoader = (url) => import(/* @vite-ignore */ /* webpackIgnore: true */ url);

interface SearchAppSettings {
  load: SearchAppLoader;
  timeoutMs: number;
}

const SearchAppContext = createContext<SearchAppSettings>({ load: importSearchApp, timeoutMs: SEARCH_APP_TIMEOUT_MS });

/** Replaces how the header loads the search micro-app (tests, stories, hosts that bundle it). */
export function SearchAppProvider({ load, timeoutMs = SEARCH_APP_TIMEOUT_MS, children }: { load: SearchAppLoader; timeoutMs?: number; children?: ReactNode }) {
  return <SearchAppContext.Provider value={{ load, timeoutMs }}>{children}</SearchAppContext.Provider>;
}

export function useSearchAppSettings(): SearchAppSettings {
  return useContext(SearchAppContext);
}

/** Whether a loaded module honours the contract. */
export function isSearchAppModule(mod: unknown): mod is SearchAppModule {
  return typeof mod === 'object' && mod !== null && typeof (mod as { mount?: unknown }).mount === 'function';
}

/** Loads the module with a time limit; rejects with `timeout`, `load-failed` or `invalid-module`. */
export async function loadSearchApp(settings: SearchAppSettings, url: string): Promise<SearchAppModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), settings.timeoutMs);
  });
  try {
    const mod = await Promise.race([
      settings.load(url).catch(() => {
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
