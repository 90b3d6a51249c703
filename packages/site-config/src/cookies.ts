import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * Cookie names of the shell. `curr_fiat`, `pver` and `sign` are named by the spec; the
 * others are our choice (README, "Choices where the spec is silent").
 */
export const COOKIE_NAMES = Object.freeze({
  theme: 'theme_mode',
  skinChanged: 'skin_changed',
  riseColor: 'rise_color',
  referenceTime: 'reference_time',
  currFiat: 'curr_fiat',
  currencyRateOpen: 'currency_rate_open',
  floatRate: 'float_rate',
  lang: 'lang',
  switchTag: 'switch_tag',
  pver: 'pver',
  sign: 'sign',
  cookieNoticeAccepted: 'cookie_notice_accepted_at',
  cookieConsent: 'cookie_consent',
  csrfToken: 'csrftoken',
} as const);

export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

export interface CookieWrite {
  name: string;
  value: string;
  /** Seconds; 0 deletes the cookie; absent = session cookie. */
  maxAge?: number;
}

/** Surrogate pairs, or a surrogate without its pair (on which `encodeURIComponent` throws). */
const SURROGATES = /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g;
const wellFormed = (text: string): string => text.replace(SURROGATES, (match) => (match.length === 2 ? match : '\ufffd'));

/** Where a cookie is written: the current host only (default), or a parent domain its sites share. */
export interface CookieScope {
  /** `Secure` (pages served over https: `isSecureProtocol(location.protocol)`). */
  secure: boolean;
  /**
   * The `Domain` attribute: a parent domain (`gate.example`) so every site on its subdomains
   * shares the cookie. Absent: a host-only cookie. Use {@link cookieDomainFor} to check it against
   * the page's host (a browser silently drops a cookie for a domain the page is not on).
   */
  domain?: string;
}

/**
 * Serializes one cookie for `document.cookie` or a `Set-Cookie` header with the `cookie` library:
 * `Path=/`, `SameSite=Lax`, `Max-Age` when given, `Secure` and `Domain` from the scope. Values
 * come from data (a fiat code from the server's list), so a lone surrogate is written as U+FFFD
 * rather than throwing in the middle of a click handler. An invalid name throws (a programming
 * error: every name is one of {@link COOKIE_NAMES}).
 */
export function serializeCookie(w: CookieWrite, scope: CookieScope): string {
  return stringifySetCookie(w.name, wellFormed(w.value), {
    maxAge: w.maxAge === undefined ? undefined : Math.max(0, Math.floor(w.maxAge)),
    domain: scope.domain,
    path: '/',
    sameSite: 'lax',
    secure: scope.secure,
  });
}

/** A cookie value: RFC 6265 allows it in double quotes; percent-encoding is undone where it is valid. */
function decodeValue(raw: string): string {
  const value = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The value exactly as it came (quotes and percent-encoding kept), for passing cookies on. */
const keepValue = (raw: string): string => raw;

/**
 * Parses a `Cookie` header or `document.cookie` with the `cookie` library. The first occurrence
 * of a name wins; a value that is not valid percent-encoding is kept as it is; anything that is
 * not a string is no cookies. `raw` keeps every value as written (quotes, percent-encoding), for
 * a server that forwards the request's cookies: re-encoding a decoded value could change it. The record has no prototype: a cookie named `__proto__` or
 * `constructor` is just a cookie.
 */
export function parseCookieString(s: string, options: { raw?: boolean } = {}): Record<string, string> {
  if (typeof s !== 'string') return Object.create(null) as Record<string, string>;
  const parsed = parseCookie(s, { decode: options.raw ? keepValue : decodeValue });
  const out = Object.create(null) as Record<string, string>;
  for (const name of Object.keys(parsed)) {
    const value = parsed[name];
    if (name !== '' && value !== undefined) out[name] = value;
  }
  return out;
}

/** One cookie of a `Cookie` header or `document.cookie`, or undefined. */
export function readCookie(cookieString: string, name: string): string | undefined {
  return parseCookieString(cookieString)[name];
}

/**
 * The `Domain` to write a shell cookie with: the configured parent domain when the page's host is
 * that domain or one of its subdomains, else none (host-only) — a browser drops a cookie for a
 * domain the page is not on, so a mistyped configuration must not lose every settings write.
 */
export function cookieDomainFor(hostname: string, parentDomain: string | null | undefined): string | undefined {
  const domain = parentDomain?.trim().toLowerCase().replace(/^\./, '').replace(/\.$/, '');
  if (!domain) return undefined;
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === domain || host.endsWith(`.${domain}`) ? domain : undefined;
}

/** Whether a page served from this URL protocol must set `Secure` cookies. */
export function isSecureProtocol(protocol: string): boolean {
  return protocol.replace(/:$/, '').toLowerCase() === 'https';
}

/** The cookies deleted on logout (spec §4): `pver` and `sign`, with `Max-Age=0`. */
export function logoutCookieWrites(): CookieWrite[] {
  return [
    { name: COOKIE_NAMES.pver, value: '', maxAge: 0 },
    { name: COOKIE_NAMES.sign, value: '', maxAge: 0 },
  ];
}

/**
 * Every `Set-Cookie` string that deletes these cookies wherever the shell or the exchange may
 * have set them: a cookie is only deleted by a write with the `Domain` and `Path` it was set with,
 * and a page cannot read those back. So each deletion is written host-only, for the page's own
 * host as a domain, and for the configured parent domain (when the page is on it), all with
 * `Path=/` (the only path the shell writes). An `HttpOnly` cookie cannot be touched from a page at
 * all: only the server's logout response can clear it.
 */
export function cookieDeletions(writes: readonly CookieWrite[], page: { hostname: string; secure: boolean; parentDomain?: string | null }): string[] {
  const domains = new Set<string | undefined>([undefined]);
  const host = page.hostname.toLowerCase().replace(/\.$/, '');
  // An IP address or `localhost` takes no Domain attribute.
  if (host.includes('.') && !/^[\d.]+$/.test(host) && !host.includes(':')) domains.add(host);
  const parent = cookieDomainFor(host, page.parentDomain);
  if (parent !== undefined) domains.add(parent);
  const out: string[] = [];
  for (const write of writes) {
    for (const domain of domains) out.push(serializeCookie({ name: write.name, value: '', maxAge: 0 }, { secure: page.secure, domain }));
  }
  return out;
}
