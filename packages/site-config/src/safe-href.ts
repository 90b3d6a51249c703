export interface SafeHrefOptions {
  /** Accept absolute http(s) URLs at all (default true). */
  allowExternal?: boolean;
  /**
   * The allow-list. When given, an absolute URL must be `https:` and its host one of these
   * entries: an exact host (`www.gate.example` — no subdomain of it), or an explicit wildcard
   * (`*.gate.example` — any subdomain, not the apex). The URL's port must be the default one
   * unless the entry names it (`gate.example:8443`).
   */
  allowedHosts?: readonly string[];
  /** With an allow-list, also accept `http://localhost`, `127.0.0.1` and `[::1]` on any port (development only). */
  allowLocalhostHttp?: boolean;
}

// C0 controls, DEL, C1 controls, and Unicode line/paragraph separators and BOM: browsers strip
// or reinterpret them, which is how `java\tscript:` sneaks past naive checks.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff\\]/;
const WHITESPACE = /\s/;
const HTTP_SCHEME = /^https?:\/\//i;
const HTTP_AUTHORITY = /^https?:\/\/[^/?#]*/i;
const DOT_SEGMENT = /^(?:\.|%2e)+$/i;
const ENCODED_SLASH = /%(?:2f|5c)/i;

/**
 * Whether the path of a link (the part before `?` or `#`) is no plain path: an empty segment
 * inside it (`/zh//evil.example`: a router that strips the language prefix is left with
 * `//evil.example`), a dot segment plain or encoded (`/trade/../../logout` is a logout link
 * dressed as a trade one; browsers resolve `%2e%2e` too), or an encoded slash or backslash
 * (`/%2f%2fevil.example`: a server that decodes it redirects to another origin). Issue 21.
 */
function unsafePath(path: string): boolean {
  const end = path.search(/[?#]/);
  const part = end < 0 ? path : path.slice(0, end);
  if (ENCODED_SLASH.test(part)) return true;
  const segments = part.split('/').slice(1);
  return segments.some((segment, index) => (segment === '' ? index < segments.length - 1 : DOT_SEGMENT.test(segment)));
}

/** What `new URL` says about an absolute URL: its parts the check reads, or null when it does not parse. */
interface ParsedUrl {
  protocol: string;
  hostname: string;
  /** '' for the scheme's default port. */
  port: string;
  credentials: boolean;
}

/**
 * Parsed absolute URLs. A page checks the same few dozen external links (footer, menus) on every
 * render, and `new URL` is the costly step; parsing is pure, so its answer is kept. Bounded: the
 * map starts over when it is full.
 */
const parsedUrls = new Map<string, ParsedUrl | null>();
const PARSED_URLS_MAX = 512;

function parseUrl(value: string): ParsedUrl | null {
  let parsed = parsedUrls.get(value);
  if (parsed !== undefined) return parsed;
  try {
    const url = new URL(value);
    parsed = { protocol: url.protocol, hostname: url.hostname, port: url.port, credentials: url.username !== '' || url.password !== '' };
  } catch {
    parsed = null;
  }
  if (parsedUrls.size >= PARSED_URLS_MAX) parsedUrls.clear();
  parsedUrls.set(value, parsed);
  return parsed;
}

const LOCALHOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** One allow-list entry against a URL's host and port (see {@link SafeHrefOptions.allowedHosts}). */
function entryAllows(entry: string, host: string, port: string): boolean {
  const match = /^(\*\.)?([^:*]+?)\.?(?::(\d{1,5}))?$/.exec(entry.trim().toLowerCase());
  if (match === null) return false;
  const [, wildcard, domain = '', entryPort = ''] = match;
  if (domain === '' || entryPort !== port) return false;
  return wildcard ? host.endsWith(`.${domain}`) : host === domain;
}

function hostAllowed(url: ParsedUrl, allowedHosts: readonly string[], allowLocalhostHttp: boolean): boolean {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (allowLocalhostHttp && LOCALHOSTS.has(host)) return true;
  if (url.protocol !== 'https:') return false;
  return allowedHosts.some((entry) => entryAllows(entry, host, url.port));
}

/**
 * The one URL check for links that come from data (remote menus, notifications,
 * announcements). Returns the link to use, or null when it must not become an href.
 *
 * - Relative paths are kept when they start with exactly one '/' ('/x', never '//x').
 * - Absolute URLs must be http(s) with '//' authority and no user-info; when `allowedHosts` is
 *   given, `https:` with a host the list allows exactly or by an explicit `*.` wildcard, on the
 *   default port unless the entry names one ('gate.example.evil.com' matches nothing of
 *   'gate.example'; 'www.gate.example' needs '*.gate.example' or itself on the list).
 * - Anything with control characters, backslashes or inner whitespace is rejected outright
 *   rather than normalized, so `java\tscript:` and `/\evil.com` never get through.
 * - The path (of a relative or an absolute link) must be a plain one: no empty segment inside it
 *   (`/zh//evil.example`), no `.` / `..` segment plain or percent-encoded, no `%2f` / `%5c`.
 */
export function safeHref(raw: unknown, opts: SafeHrefOptions = {}): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '' || UNSAFE_CHARS.test(value) || WHITESPACE.test(value)) return null;

  if (value.startsWith('/')) return value.startsWith('//') || unsafePath(value) ? null : value;

  if (!HTTP_SCHEME.test(value) || opts.allowExternal === false) return null;
  const url = parseUrl(value);
  if (url === null) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.credentials || url.hostname === '') return null;
  if (opts.allowedHosts !== undefined && !hostAllowed(url, opts.allowedHosts, opts.allowLocalhostHttp === true)) return null;
  if (unsafePath(value.replace(HTTP_AUTHORITY, '') || '/')) return null;
  return value;
}

/** Whether an href leaves the site (absolute http(s)), e.g. to add rel="noopener noreferrer". */
export function isExternalHref(href: string): boolean {
  return HTTP_SCHEME.test(href.trim());
}

/**
 * The one check for image URLs that come from data (avatars, coin icons, tag icons, menu
 * banners). Stricter than {@link safeHref}: an image loads without a click, with the visitor's
 * cookies, so a relative (`/logout`), protocol-relative (`//host`), `data:`, `blob:` or `http:`
 * URL from data would be a request the shell never meant. Only an absolute `https:` URL whose
 * host is on `imageHosts` (the entry format of {@link SafeHrefOptions.allowedHosts}) passes;
 * anything else gives null (the caller draws its placeholder).
 */
export function safeImageSrc(raw: unknown, imageHosts: readonly string[], opts: { allowLocalhostHttp?: boolean } = {}): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '' || UNSAFE_CHARS.test(value) || WHITESPACE.test(value) || !HTTP_SCHEME.test(value)) return null;
  const url = parseUrl(value);
  if (url === null || url.credentials || url.hostname === '') return null;
  return hostAllowed(url, imageHosts, opts.allowLocalhostHttp === true) ? value : null;
}
