import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import type { BaseQueryFn, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ResolvedShellApiConfig, ShellThunkExtra } from './config';
import { parseCookieString, readCookie } from '@shell/site-config';
import { DEFAULT_CSRF_TOKEN, isBrowser } from './config';

export type QueryParams = Record<string, string | number | boolean | undefined>;

/** One HTTP request of the shell. Form posts are urlencoded (spec §7). */
export interface ShellRequest {
  url: string;
  method?: 'GET' | 'POST';
  params?: QueryParams;
  /** Sent as `application/x-www-form-urlencoded`. */
  form?: Record<string, string | number>;
  /** Sent as JSON. */
  json?: unknown;
  headers?: Record<string, string>;
}

/** Why a request produced no usable body. */
export type FailureReason =
  | 'network'
  | 'timeout'
  | 'malformed-json'
  | 'empty'
  | 'schema'
  | 'business-code'
  /** A state-changing call (POST) without the CSRF cookie: not sent (issue 21 L12). */
  | 'csrf-missing'
  | `http-${number}`;

export interface ShellBaseQueryError {
  reason: FailureReason;
  status?: number;
  detail?: unknown;
  /** The response's `Retry-After`, in ms from now, when it had a valid one. */
  retryAfterMs?: number;
}

/** An HTTP date that names its zone: IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`) or RFC 850 (`Sunday, 06-Nov-94 …`). */
const ZONED_HTTP_DATE = /^[a-z]{3,9}, \d{2}[ -][a-z]{3}[ -]\d{2,4} \d{2}:\d{2}:\d{2} GMT$/i;
/** The obsolete asctime form, UTC without saying so: `Sun Nov  6 08:49:37 1994`. */
const ASCTIME_DATE = /^[a-z]{3} [a-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/i;

/**
 * An HTTP date in any of the three forms a recipient must accept (RFC 9110 §5.6.7), as a UTC
 * time. The shape is checked first (`Date.parse` takes a bare `-1` for a year); an asctime date
 * gets its implied `GMT`, or `Date.parse` would read it in the machine's time zone.
 */
function parseHttpDate(text: string): number | undefined {
  const date = ZONED_HTTP_DATE.test(text) ? Date.parse(text) : ASCTIME_DATE.test(text) ? Date.parse(`${text} GMT`) : Number.NaN;
  return Number.isNaN(date) ? undefined : date;
}

/**
 * A `Retry-After` header in ms from `now`: delay-seconds or an HTTP date in any of its three
 * forms (RFC 9110 §10.2.3, §5.6.7). Anything else (negative, fractional, garbage) counts as absent.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = parseHttpDate(text);
  return date === undefined ? undefined : Math.max(0, date - now);
}

function toReason(error: FetchBaseQueryError): ShellBaseQueryError {
  if (typeof error.status === 'number') return { reason: `http-${error.status}`, status: error.status };
  switch (error.status) {
    case 'TIMEOUT_ERROR':
      return { reason: 'timeout', detail: error.error };
    case 'PARSING_ERROR':
      // An error status with a non-JSON body (a proxy's HTML 503 page) is that status, not a
      // malformed answer: it decides whether the call is retried.
      if (error.originalStatus >= 400) return { reason: `http-${error.originalStatus}`, status: error.originalStatus };
      return { reason: 'malformed-json', status: error.originalStatus, detail: error.error };
    case 'FETCH_ERROR':
      return { reason: 'network', detail: error.error };
    default:
      return { reason: 'network', detail: error.error };
  }
}

const fetchers = new WeakMap<ResolvedShellApiConfig, BaseQueryFn>();

function fetcherFor(config: ResolvedShellApiConfig): BaseQueryFn {
  let fetcher = fetchers.get(config);
  if (!fetcher) {
    fetcher = fetchBaseQuery({
      baseUrl: config.baseUrl,
      credentials: 'include',
      timeout: config.timeoutMs,
      // Resolved lazily so tests and MSW (which patch the global) are honoured.
      fetchFn: (...args) => (config.fetchFn ?? fetch)(...args),
    });
    fetchers.set(config, fetcher);
  }
  return fetcher;
}

/** fetchBaseQuery's own test: such a URL is requested as is, anything else is joined to the base URL. */
const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/**
 * Whether a request to `url` may carry the CSRF header: only when it goes to the API's own origin.
 * A path is joined to the base URL, so it does; an absolute URL only when its origin is the base
 * URL's; a protocol-relative `//host` never (the browser resolves it against the page, and it
 * names a host anyway). The search micro-app's static host, a CDN or a URL from data never see
 * the token.
 */
export function sendsCsrfHeader(url: string, baseUrl: string): boolean {
  if (!ABSOLUTE_URL.test(url)) return true;
  if (url.startsWith('//')) return false;
  try {
    return new URL(url).origin === new URL(baseUrl).origin;
  } catch {
    return false;
  }
}

/** Visible ASCII, inner spaces allowed: what `Headers` accepts and a server-issued token looks like. */
const HEADER_SAFE_TOKEN = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

/**
 * The token from the CSRF cookie, or null. A cookie value `Headers` would refuse (non-ASCII,
 * control characters — any site on the cookie domain can set one) would make every request throw
 * before it is sent, so it counts as no cookie.
 */
function cookieCsrfToken(config: ResolvedShellApiConfig): string | null {
  const token = readCookie(config.getCookies(), config.csrfCookieName);
  return token !== undefined && HEADER_SAFE_TOKEN.test(token) ? token : null;
}

/**
 * The CSRF token a request sends, or null when it must not be sent. Spec §7 says the header is
 * "taken from a cookie (default 1)". A made-up token is harmless on a read, so GETs keep the
 * spec's default `1`; a state-changing call (POST) with a token nobody issued would only work
 * against a server that does not check it, so without the cookie it is not sent at all (issue 21
 * L12; the README records the deviation from the spec's default).
 */
function csrfTokenFor(config: ResolvedShellApiConfig, method: 'GET' | 'POST'): string | null {
  return cookieCsrfToken(config) ?? (method === 'GET' ? DEFAULT_CSRF_TOKEN : null);
}

/**
 * The headers a request of the shell's own (to `url`) carries besides its own: the CSRF header
 * (API origin only) and, outside a browser, the request's cookies. For requests the base query
 * cannot make (the header's page-level `GET /logout`, which answers HTML). A POST without the
 * CSRF cookie gets `null`: it must not be sent.
 */
export function shellRequestHeaders(config: ResolvedShellApiConfig, url: string, method: 'GET' | 'POST'): Record<string, string> | null {
  const headers: Record<string, string> = {};
  if (!sendsCsrfHeader(url, config.baseUrl)) return headers;
  const token = csrfTokenFor(config, method);
  if (token === null) return null;
  headers[config.csrfHeaderName] = token;
  if (!isBrowser()) {
    const cookie = serverCookieHeader(config);
    if (cookie !== undefined) headers.cookie = cookie;
  }
  return headers;
}

/** A cookie pair `Headers` accepts: no control characters (tab aside), nothing above U+00FF. */
const HEADER_SAFE_COOKIE = /^[\t\x20-\x7e\x80-\xff]+$/;

/**
 * The request's cookies as a `Cookie` header, for a request made outside a browser. There
 * `credentials: 'include'` does nothing (Node's fetch has no cookie jar), so without this every
 * server render would be a visitor's. Only for the API's own origin, the rule of the CSRF header:
 * a session cookie must never reach a CDN or a URL from data. A pair `Headers` would refuse (a
 * control character, any site on the cookie domain can set one) is left out rather than failing
 * the request; the others still go.
 */
function serverCookieHeader(config: ResolvedShellApiConfig): string | undefined {
  // Parsed by the one cookie parser (site-config's, issue 21 L6), values kept as they came. A name
  // sent twice (a host-only and a parent-domain cookie) goes on once, the first: the one the
  // backend's own parser would take.
  const cookies = parseCookieString(config.getCookies(), { raw: true });
  const pairs = Object.keys(cookies)
    .map((name) => `${name}=${cookies[name]}`)
    .filter((pair) => HEADER_SAFE_COOKIE.test(pair));
  return pairs.length > 0 ? pairs.join('; ') : undefined;
}

function cleanParams(params: QueryParams | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) out[key] = String(value);
  return out;
}

/**
 * The shell's base query: cookies always sent (by the browser; on a server the configured
 * `getCookies()` as a `Cookie` header), CSRF header from its cookie (default `1` on GETs only; a
 * POST without the cookie is not sent and fails as `csrf-missing`) — both to the
 * API origin only (see {@link sendsCsrfHeader}),
 * urlencoded form posts, timeout 4000 ms in the browser / 3000 ms on the server, base URL from
 * the store's configuration. Errors are normalised to a {@link FailureReason}.
 */
export const shellBaseQuery: BaseQueryFn<ShellRequest, unknown, ShellBaseQueryError> = async (
  request,
  api,
  extraOptions,
) => {
  const { shellConfig } = api.extra as ShellThunkExtra;
  const method = request.method ?? (request.form !== undefined || request.json !== undefined ? 'POST' : 'GET');
  const own = shellRequestHeaders(shellConfig, request.url, method);
  // Not sent: the caller logs the fallback with this reason (its one log line).
  if (own === null) return { error: { reason: 'csrf-missing', detail: `no ${shellConfig.csrfCookieName} cookie for ${method} ${request.url}` } };
  const headers: Record<string, string> = { ...request.headers, ...own };
  let body: BodyInit | undefined;
  if (request.form) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(request.form)) form.set(key, String(value));
    body = form.toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (request.json !== undefined) {
    body = JSON.stringify(request.json);
    headers['content-type'] = 'application/json';
  }
  const result = await fetcherFor(shellConfig)(
    {
      url: request.url,
      method,
      params: cleanParams(request.params),
      body,
      headers,
    },
    api,
    extraOptions ?? {},
  );
  if (result.error) {
    const error = toReason(result.error as FetchBaseQueryError);
    const retryAfterMs = parseRetryAfter((result.meta as { response?: Response } | undefined)?.response?.headers.get('retry-after'));
    if (retryAfterMs !== undefined) error.retryAfterMs = retryAfterMs;
    return { error, meta: result.meta };
  }
  if (result.data === null || result.data === undefined || result.data === '') {
    return { error: { reason: 'empty' }, meta: result.meta };
  }
  return { data: result.data, meta: result.meta };
};
