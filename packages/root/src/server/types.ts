import type { ShellLogger, ShellMessages, ShellSessionState } from '@shell/api-client/core';
import type { ComplianceRedirectReason, LangCode, SiteKey } from '@shell/site-config';

/**
 * What `prepareShell` hands a Server Component for `<ShellRoot prepared={…}>`: plain JSON (it
 * crosses the server/client boundary as a prop), built for one request from a fresh store.
 */
export interface PreparedShell {
  /** Format of this object; ShellRoot refuses (logs, and starts empty) any other. */
  version: 1;
  site: SiteKey;
  lang: LangCode;
  /** The session the page renders with: site, language and the settings read from the request's cookies. */
  session: ShellSessionState;
  /**
   * The shell API slice's state (`state.shellApi`) holding only queries that answered in time;
   * the browser's store starts from it and asks again only for what is missing.
   */
  api: unknown;
  /**
   * Every package's compiled catalog for `lang` (English fallback merged in). Absent when they did
   * not load before the deadline (or the preload failed): ShellRoot then loads them in the browser.
   */
  messages?: ShellMessages;
  /** For `<html {...prepared.htmlAttributes}>`: lang, dir, data-theme, data-rise. */
  htmlAttributes: { lang: LangCode; dir: 'ltr' | 'rtl'; 'data-theme': string; 'data-rise': string };
  /**
   * The compliance redirect of this request (spec §4), when there is one: a same-host path
   * (`/state_compliance_tips`) or an absolute regional URL. The host answers with a redirect
   * instead of the page — in Next.js: `if (prepared.redirect) redirect(prepared.redirect)`.
   * Absent when the page stays, when the check is off, or when its inputs did not answer (fail open).
   */
  redirect?: string;
  /** Why `redirect` is set: `'sanction'`, `'au-redirect'` or `'regional-host'`. */
  redirectReason?: ComplianceRedirectReason;
}

export interface PrepareShellOptions {
  /** The sub-website: a site key (`'tr'`) or a sub-website id (`177`). Unknown → the main site and one logged warning. */
  site: SiteKey | number | string;
  /** Absolute base URL of the exchange API as the server reaches it. */
  baseUrl: string;
  /** The incoming request (or just its headers): its `Cookie` header goes with the shell's API calls. */
  request?: Request | { headers: Headers | Record<string, string | string[] | undefined> };
  /** The `Cookie` header itself, when there is no request object (wins over `request`). */
  cookies?: string;
  /** The page's path with its language prefix (`/zh/markets`): the language and the page's announcement. */
  pathname?: string;
  /** The page's query string without `?`: kept by a compliance redirect to the regional host. */
  search?: string;
  /**
   * The compliance redirect (spec §4), on by default: `prepared.redirect` says where this request
   * must go instead. `false` turns it off (ShellRoot's `complianceRedirect={false}` likewise).
   */
  complianceRedirect?: boolean;
  /** `fetch` for the API calls (default the global one). */
  fetch?: typeof fetch;
  /** The most the preload may take, in ms (default 3000); what has not answered by then is left to the browser. */
  timeoutMs?: number;
  logger?: ShellLogger;
}
