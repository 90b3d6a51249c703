export interface SafeHrefOptions {
  /** Accept absolute http(s) URLs at all (default true). */
  allowExternal?: boolean;
  /** When given, an absolute URL's host must equal one of these or be a subdomain of one. */
  allowedHosts?: readonly string[];
}

// C0 controls, DEL, C1 controls, and Unicode line/paragraph separators and BOM: browsers strip
// or reinterpret them, which is how `java\tscript:` sneaks past naive checks.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff\\]/;
const WHITESPACE = /\s/;
const HTTP_SCHEME = /^https?:\/\//i;

/** What `new URL` says about an absolute URL: its parts the check reads, or null when it does not parse. */
interface ParsedUrl {
  protocol: string;
  hostname: string;
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
    parsed = { protocol: url.protocol, hostname: url.hostname, credentials: url.username !== '' || url.password !== '' };
  } catch {
    parsed = null;
  }
  if (parsedUrls.size >= PARSED_URLS_MAX) parsedUrls.clear();
  parsedUrls.set(value, parsed);
  return parsed;
}

function hostAllowed(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return allowedHosts.some((raw) => {
    const allowed = raw.toLowerCase().replace(/^\.+|\.$/g, '');
    return allowed !== '' && (host === allowed || host.endsWith(`.${allowed}`));
  });
}

/**
 * The one URL check for links that come from data (remote menus, notifications,
 * announcements). Returns the link to use, or null when it must not become an href.
 *
 * - Relative paths are kept when they start with exactly one '/' ('/x', never '//x').
 * - Absolute URLs must be http(s) with '//' authority, no user-info, and — when
 *   `allowedHosts` is given — a host on the list (exact or subdomain; 'gate.example.evil.com'
 *   is not a subdomain of 'gate.example').
 * - Anything with control characters, backslashes or inner whitespace is rejected outright
 *   rather than normalized, so `java\tscript:` and `/\evil.com` never get through.
 */
export function safeHref(raw: unknown, opts: SafeHrefOptions = {}): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '' || UNSAFE_CHARS.test(value) || WHITESPACE.test(value)) return null;

  if (value.startsWith('/')) return value.startsWith('//') ? null : value;

  if (!HTTP_SCHEME.test(value) || opts.allowExternal === false) return null;
  const url = parseUrl(value);
  if (url === null) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.credentials || url.hostname === '') return null;
  if (opts.allowedHosts !== undefined && !hostAllowed(url.hostname, opts.allowedHosts)) return null;
  return value;
}

/** Whether an href leaves the site (absolute http(s)), e.g. to add rel="noopener noreferrer". */
export function isExternalHref(href: string): boolean {
  return HTTP_SCHEME.test(href.trim());
}
