import { createShellStore, restoreShellApiSnapshot, shellApi } from '@shell/api-client';
import type { ShellRootState, ShellStore } from '@shell/api-client';
import { readServerSession } from '@shell/api-client/core';
import type { ShellLogEntry, ShellLogger, ShellMessages, ShellSessionState } from '@shell/api-client/core';
import { isLangCode, isSiteKey } from '@shell/site-config';
import type { LangCode, SiteKey } from '@shell/site-config';
import { isLoadedCatalog } from './catalogs';
import { checkPreparedSession } from './preparedSession';
import type { PreparedShell } from './server/types';

/** The one format of `PreparedShell` this ShellRoot reads. */
export const PREPARED_SHELL_VERSION = 1;

/**
 * The API base a store made on the server gets when the host passed none: an absolute URL that
 * resolves nowhere. Nothing is requested during a server render (queries start in effects), and
 * the browser's ShellRoot makes its own store with the page's origin.
 */
export const SERVER_API_PLACEHOLDER = 'http://shell-api.invalid';

export interface RootStoreInput {
  prepared?: PreparedShell;
  site?: SiteKey | (string & {});
  lang?: LangCode;
  store?: ShellStore;
  apiBaseUrl?: string;
  logger?: ShellLogger;
  /** The page's path (language prefix included), for the language of a client-only host. */
  pathname?: string;
  /** The parent domain the shell's cookies are written for (`ShellApiConfig.cookieDomain`). */
  cookieDomain?: string;
}

export interface RootStore {
  store: ShellStore;
  /**
   * Whether the root made the store (and so owns its focus/reconnect listeners, attached while
   * mounted); a host's own store is the host's to dispose.
   */
  owned: boolean;
  /** The first language's catalogs when they came with the input (`prepared.messages`). */
  messages: ShellMessages | undefined;
  /** Log lines about the input, written once the root has mounted (never twice under StrictMode). */
  problems: ShellLogEntry[];
}

function isDevelopment(): boolean {
  // Bundlers replace `process.env.NODE_ENV` as text; where nothing did and `process` does not
  // exist (a browser), this is not development: the production behaviour is the safe one.
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

function browserApiBase(apiBaseUrl: string | undefined): string {
  if (apiBaseUrl !== undefined) return apiBaseUrl;
  return typeof window === 'undefined' ? SERVER_API_PLACEHOLDER : window.location.origin;
}

/** The page's cookies, or none: on the server, and where `document.cookie` throws (a sandboxed iframe). */
function documentCookies(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}

/**
 * The session of a client-only host: the site it names, the language it names (else the URL's),
 * and the visitor's settings and login hint from the cookies the page can read — the same reader
 * as a server's (`readServerSession`).
 */
function clientSession(site: SiteKey, lang: LangCode | undefined, pathname: string | undefined): ShellSessionState {
  const path = pathname ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
  return readServerSession({ site, cookies: documentCookies(), pathname: path, ...(lang !== undefined && isLangCode(lang) ? { lang } : {}) });
}

function isCurrentPrepared(prepared: unknown): prepared is PreparedShell {
  return typeof prepared === 'object' && prepared !== null && (prepared as { version?: unknown }).version === PREPARED_SHELL_VERSION;
}

const SOURCE = 'ShellRoot';

/**
 * The store of one ShellRoot mount (one page in the browser, one request on the server), from
 * whichever input the host gave: its own store, what `prepareShell` returned, or a site.
 */
export function createRootStore(input: RootStoreInput): RootStore {
  if (input.store) return { store: input.store, owned: false, messages: undefined, problems: [] };
  const problems: ShellLogEntry[] = [];
  const config = { baseUrl: browserApiBase(input.apiBaseUrl), logger: input.logger, cookieDomain: input.cookieDomain };
  const prepared: unknown = input.prepared;
  if (prepared !== undefined) {
    if (isCurrentPrepared(prepared)) {
      // The snapshot crossed the network inside the page: checked before the store trusts it.
      const restored = restoreShellApiSnapshot(prepared.api);
      if (restored.refused !== undefined || restored.dropped.length > 0) {
        problems.push({ level: 'warn', event: 'root.prepared-api', source: SOURCE, reason: restored.refused ?? 'entries-dropped', detail: { dropped: restored.dropped.slice(0, 20) } });
      }
      const checked = checkPreparedSession(prepared.session);
      let session: Partial<ShellSessionState> | undefined = checked;
      if (session === undefined) {
        // A session that is not prepareShell's: the page's own (its site, the URL's language, the
        // cookies it can read) instead of a throw in a part or a language from the wire.
        const site = isSiteKey(prepared.site) ? prepared.site : isSiteKey(input.site) ? input.site : 'main';
        session = clientSession(site, input.lang, input.pathname);
        problems.push({ level: 'warn', event: 'root.prepared-session', source: SOURCE, reason: 'invalid-session', detail: { used: { site: session.site, lang: session.lang } } });
      }
      const store = createShellStore({
        config,
        listen: false,
        session,
        preloadedState: restored.state === undefined ? undefined : ({ [shellApi.reducerPath]: restored.state } as Partial<ShellRootState>),
      });
      // An empty or missing catalog (the server's deadline passed first) is not the language's:
      // the browser loads it; so it does when the session was replaced (its language may differ).
      const messages = checked !== undefined && isLoadedCatalog(prepared.messages) ? prepared.messages : undefined;
      return { store, owned: true, messages, problems };
    }
    // Another version of the server helper (a deploy where the server and the client bundles
    // differ): its data cannot be trusted to fit, so the page starts as a client-only one would.
    const version = typeof prepared === 'object' && prepared !== null ? (prepared as { version?: unknown }).version : undefined;
    problems.push({ level: 'warn', event: 'root.prepared-version', source: SOURCE, reason: 'unsupported', detail: { version, expected: PREPARED_SHELL_VERSION } });
    const preparedSite = (prepared as { site?: unknown } | null)?.site;
    const site = isSiteKey(preparedSite) ? preparedSite : isSiteKey(input.site) ? input.site : 'main';
    return { store: createShellStore({ config, listen: false, session: clientSession(site, input.lang, input.pathname) }), owned: true, messages: undefined, problems };
  }
  if (input.site === undefined) {
    const message = 'ShellRoot: pass `site` (a client-only host), `prepared` (from prepareShell on the server) or `store`.';
    if (isDevelopment()) throw new Error(message);
    // In production a shell that shows the main site beats a blank one; the log says why.
    problems.push({ level: 'error', event: 'root.missing-site', source: SOURCE, reason: 'missing-prop', detail: message });
    return { store: createShellStore({ config, listen: false, session: clientSession('main', input.lang, input.pathname) }), owned: true, messages: undefined, problems };
  }
  let site: SiteKey = 'main';
  if (isSiteKey(input.site)) site = input.site;
  else problems.push({ level: 'warn', event: 'root.unknown-site', source: SOURCE, reason: 'unknown-site', detail: String(input.site).slice(0, 100) });
  return { store: createShellStore({ config, listen: false, session: clientSession(site, input.lang, input.pathname) }), owned: true, messages: undefined, problems };
}
