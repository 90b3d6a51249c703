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
  csrfToken: 'csrftoken',
} as const);

export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

export interface CookieWrite {
  name: string;
  value: string;
  /** Seconds; 0 deletes the cookie; absent = session cookie. */
  maxAge?: number;
}

const COOKIE_NAME_RE = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Surrogate pairs, or a surrogate without its pair (on which `encodeURIComponent` throws). */
const SURROGATES = /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g;
const wellFormed = (text: string): string => text.replace(SURROGATES, (match) => (match.length === 2 ? match : '\ufffd'));

/**
 * Serializes one cookie for `document.cookie` or a `Set-Cookie` header. Values come from data
 * (a fiat code from the server's list), so a lone surrogate is written as U+FFFD rather than
 * throwing in the middle of a click handler.
 */
export function serializeCookie(w: CookieWrite, opts: { secure: boolean }): string {
  if (!COOKIE_NAME_RE.test(w.name)) throw new Error(`invalid cookie name: ${JSON.stringify(w.name)}`);
  const parts = [`${w.name}=${encodeURIComponent(wellFormed(w.value))}`];
  if (w.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(w.maxAge))}`);
  parts.push('Path=/', 'SameSite=Lax');
  if (opts.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Parses a `Cookie` header or `document.cookie`. The first occurrence of a name wins. */
export function parseCookieString(s: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of s.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === '' || Object.prototype.hasOwnProperty.call(out, name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

/** Whether a page served from this URL protocol must set `Secure` cookies. */
export function isSecureProtocol(protocol: string): boolean {
  return protocol.replace(/:$/, '').toLowerCase() === 'https';
}

/** The cookies deleted on logout (spec §4). */
export function logoutCookieWrites(): CookieWrite[] {
  return [
    { name: COOKIE_NAMES.pver, value: '', maxAge: 0 },
    { name: COOKIE_NAMES.sign, value: '', maxAge: 0 },
  ];
}
