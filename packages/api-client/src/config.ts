import type { ShellLogger } from './logger';
import { consoleLogger } from './logger';

/** Minimal synchronous key-value storage (localStorage-compatible). */
export interface ShellStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ShellApiConfig {
  /** Absolute base URL of the exchange API, e.g. `https://www.example.com` or `http://127.0.0.1:5173`. */
  baseUrl: string;
  /** Request timeout in ms. Defaults to 4000 in the browser and 3000 on the server (spec §9). */
  timeoutMs?: number;
  logger?: ShellLogger;
  /** Cookie that carries the CSRF token, sent back in {@link csrfHeaderName}. Defaults to `csrftoken`. */
  csrfCookieName?: string;
  /** Header name for the CSRF token. Defaults to `csrftoken`. */
  csrfHeaderName?: string;
  /**
   * Returns the request's cookie string. In the browser this defaults to `document.cookie`;
   * on the server pass the incoming request's `Cookie` header.
   */
  getCookies?: () => string;
  /**
   * A parent domain (`gate.example`) the shell's own cookies (settings, cookie notice) are written
   * for, so every site on its subdomains shares them; logout also deletes `pver`/`sign` there.
   * Used only when the page's host is that domain or a subdomain of it (else host-only, as by
   * default). Default: none — host-only cookies.
   */
  cookieDomain?: string;
  /** Persistent cache storage. Defaults to `window.localStorage` when reachable, otherwise none. */
  storage?: ShellStorage | null;
  /** Build number sent as a header on tab-menu requests (spec §9: 20250923). */
  buildNumber?: string;
  /** `fetch` implementation; defaults to the global one. */
  fetchFn?: typeof fetch;
  /**
   * Waits between retries (the remote menu retries 3 times, 1 s apart). Defaults to a
   * `setTimeout` timer; tests pass an instant one so they never wait.
   */
  sleep?: (ms: number) => Promise<void>;
}

export interface ResolvedShellApiConfig {
  baseUrl: string;
  timeoutMs: number;
  logger: ShellLogger;
  csrfCookieName: string;
  csrfHeaderName: string;
  getCookies: () => string;
  cookieDomain: string | null;
  storage: ShellStorage | null;
  buildNumber: string;
  fetchFn: typeof fetch | undefined;
  sleep: (ms: number) => Promise<void>;
}

export const BROWSER_TIMEOUT_MS = 4000;
export const SERVER_TIMEOUT_MS = 3000;
export const DEFAULT_CSRF_TOKEN = '1';
export const BUILD_NUMBER = '20250923';

export function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}

function defaultStorage(): ShellStorage | null {
  if (!isBrowser()) return null;
  try {
    // Accessing localStorage throws in some privacy modes and sandboxed iframes.
    const storage = window.localStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

const timerSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The request's cookies, never a throw: `document.cookie` throws a SecurityError in a sandboxed
 * iframe (and a host's reader may fail), which counts as no cookies rather than failing every
 * request and every render that reads one.
 */
function safeCookieReader(read: () => string): () => string {
  return () => {
    try {
      const cookies = read();
      return typeof cookies === 'string' ? cookies : '';
    } catch {
      return '';
    }
  };
}

export function resolveShellApiConfig(config: ShellApiConfig): ResolvedShellApiConfig {
  const browser = isBrowser();
  return {
    baseUrl: config.baseUrl.replace(/\/+$/, ''),
    timeoutMs: config.timeoutMs ?? (browser ? BROWSER_TIMEOUT_MS : SERVER_TIMEOUT_MS),
    logger: config.logger ?? consoleLogger,
    csrfCookieName: config.csrfCookieName ?? 'csrftoken',
    csrfHeaderName: config.csrfHeaderName ?? 'csrftoken',
    getCookies: safeCookieReader(config.getCookies ?? (() => (isBrowser() ? document.cookie : ''))),
    cookieDomain: config.cookieDomain?.trim() || null,
    storage: config.storage === undefined ? defaultStorage() : config.storage,
    buildNumber: config.buildNumber ?? BUILD_NUMBER,
    fetchFn: config.fetchFn,
    sleep: config.sleep ?? timerSleep,
  };
}

/** What the store passes to thunks and base queries as `extra`. */
export interface ShellThunkExtra {
  shellConfig: ResolvedShellApiConfig;
}
