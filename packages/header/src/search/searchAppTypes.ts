// The search micro-app's contract and settings, apart from the components and the loader (which
// is a chunk of its own): both import these types.
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

export interface SearchAppSettings {
  /** Not configured: the entry is the plain link to the search page and no remote code is loaded. */
  app: SearchAppSource | undefined;
  load: SearchAppLoader;
  timeoutMs: number;
}
