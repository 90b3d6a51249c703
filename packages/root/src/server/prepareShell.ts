import { consoleLogger, readServerSession, shellDocumentAttributes } from '@shell/api-client/core';
import type { ShellLogger, ShellMessages, ShellSessionState } from '@shell/api-client/core';
import { createServerStore, dehydrateShellApi } from '@shell/api-client/server';
import type { ShellApiSnapshot, ShellServerStore } from '@shell/api-client/server';
import { prefetchHeaderData } from '@shell/header/server';
import type { PreloadStore } from '@shell/header/server';
import type { ComplianceRedirect, SiteKey } from '@shell/site-config';
import type { PreparedShell, PrepareShellOptions } from './types';
import { loadShellMessages } from './messages';
import { readHeader } from './requestHeaders';
import { resolveSite } from './site';
import { serverComplianceRedirect } from './complianceRedirect';

/** The default deadline of a server preload (spec §9: 3 s on the server). */
const DEFAULT_PREPARE_TIMEOUT_MS = 3000;

const SOURCE = 'prepareShell';

const EMPTY_SNAPSHOT: ShellApiSnapshot = { queries: {}, mutations: {}, provided: { tags: {}, keys: {} }, subscriptions: {} };

/** The request's `Cookie` header: `options.cookies`, else the request's; anything else reads as none. */
function cookieHeader(options: PrepareShellOptions): string {
  if (typeof options.cookies === 'string') return options.cookies;
  return readHeader(options.request, 'cookie', '; ') ?? '';
}

function timeoutOf(options: PrepareShellOptions): number {
  const value = options.timeoutMs;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_PREPARE_TIMEOUT_MS;
}

/** Waits for `work` until `ms` passed; `onTimeout`'s value then. Never rejects. */
async function withDeadline<T>(work: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout()), ms);
  });
  try {
    return await Promise.race([work.catch(onTimeout), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

interface Abortable {
  abort(): void;
}

function isAbortable(value: unknown): value is Abortable & PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { abort?: unknown }).abort === 'function' && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * The store as a preload sees it, keeping every query it starts (`initiate()` results) until it
 * settles; `abortRunning` aborts the ones still running, so no request or retry of this preload
 * starts after prepareShell has returned.
 */
function trackQueries(store: ShellServerStore): { store: PreloadStore; abortRunning(): void } {
  const running = new Set<Abortable>();
  let closed = false;
  const dispatch = store.dispatch as unknown as (action: never) => unknown;
  return {
    store: {
      getState: () => store.getState(),
      dispatch: (action: never) => {
        const result = dispatch(action);
        if (isAbortable(result)) {
          // A later round starting after the deadline (its first round answered late) stops at once.
          if (closed) {
            result.abort();
            return result;
          }
          running.add(result);
          const settled = () => void running.delete(result);
          result.then(settled, settled);
        }
        return result;
      },
    },
    abortRunning() {
      closed = true;
      for (const query of running) query.abort();
      running.clear();
    },
  };
}

function prepared(site: SiteKey, session: ShellSessionState, api: ShellApiSnapshot, messages: ShellMessages | undefined, redirect: ComplianceRedirect | null = null): PreparedShell {
  const { lang } = session;
  return {
    version: 1,
    site,
    lang,
    session,
    api,
    // Left out when the catalogs did not load in time: the browser then loads them itself (an
    // empty object would read as "loaded" and keep the page untranslated).
    ...(messages === undefined ? {} : { messages }),
    htmlAttributes: shellDocumentAttributes(session),
    ...(redirect ? { redirect: redirect.href, redirectReason: redirect.reason } : {}),
  };
}

/**
 * Preloads the shell for one request, for `<ShellRoot prepared={…}>` in a Server Component:
 *
 * - a fresh store per call (never module state: concurrent requests never share data);
 * - the site from `options.site` (key or sub-website id; unknown → main and one `warn` line);
 * - the request's cookies (`options.cookies`, else the request's `Cookie` header) go with the
 *   shell's calls to the API origin, so a signed-in user is rendered signed in; garbage reads as
 *   no cookies (a visitor);
 * - the language from the pathname's prefix (else the `lang` cookie), the settings (theme, rise
 *   colour, fiat…) from the cookies, the login hint from a session cookie;
 * - the header's start-up calls and the shared data, bounded by `timeoutMs` (default 3000): what
 *   has not answered by then is aborted and, like what answered only its fallback, left to the
 *   browser;
 * - the compliance redirect (spec §4; `complianceRedirect: false` turns it off): `redirect` holds
 *   where the request must go instead (fails open: undecided when its inputs did not answer);
 * - every package's catalog for the language, merged, English fallback (left out when not in by
 *   the deadline: ShellRoot loads them in the browser).
 *
 * Resolves within the deadline (plus a few ms), never rejects; the result is plain JSON.
 */
export async function prepareShell(options: PrepareShellOptions): Promise<PreparedShell> {
  const logger: ShellLogger = options.logger ?? consoleLogger;
  let site: SiteKey = 'main';
  let session: ShellSessionState = readServerSession({ site });
  try {
    const timeoutMs = timeoutOf(options);
    const cookies = cookieHeader(options);
    // Read once before the site is known, so that a failure below still renders the request's
    // language and settings (on the main site).
    session = readServerSession({ site, cookies, pathname: options.pathname });
    site = resolveSite(options.site, logger, SOURCE);
    session = readServerSession({ site, cookies, pathname: options.pathname });
    const pathname = typeof options.pathname === 'string' ? options.pathname : '/';
    const store = createServerStore({
      config: {
        baseUrl: options.baseUrl,
        logger,
        getCookies: () => cookies,
        // A request outliving the deadline is of no use: each attempt times out with it, and
        // what still runs at the deadline is aborted (below).
        timeoutMs: Math.max(1, timeoutMs),
        storage: null,
        ...(options.fetch ? { fetchFn: options.fetch } : {}),
      },
      session,
    });
    // The header's start-up calls include both shared rounds (user info, compliance, common data,
    // the bulletin and the page's announcement; then the unified-account mode).
    const tracked = trackQueries(store);
    const preload = prefetchHeaderData(tracked.store, { pathname });
    const [, messages] = await Promise.all([
      // What has not answered by the deadline is the browser's: aborted, so neither it nor its
      // retry runs on after this request's page is rendered.
      withDeadline(preload, timeoutMs, () => tracked.abortRunning()),
      withDeadline<ShellMessages | undefined>(loadShellMessages(session.lang, logger), timeoutMs, () => undefined),
    ]);
    const search = typeof options.search === 'string' ? options.search.replace(/^\?/, '') : '';
    const redirect = options.complianceRedirect === false ? null : serverComplianceRedirect(store, { site, pathname, search });
    if (redirect) logger.log({ level: 'warn', event: 'shell.compliance-redirect', source: SOURCE, reason: redirect.reason, detail: redirect.href });
    return prepared(site, session, dehydrateShellApi(store), messages, redirect);
  } catch (error) {
    // A bad base URL or a host's logger that throws: the page still renders, as a visitor with the browser fetching.
    try {
      logger.log({ level: 'error', event: 'shell.prepare-failed', source: SOURCE, reason: 'exception', detail: error });
    } catch {
      // Nothing left to report to.
    }
    return prepared(site, session, EMPTY_SNAPSHOT, undefined);
  }
}
