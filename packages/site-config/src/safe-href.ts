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
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  if (opts.allowedHosts !== undefined && !hostAllowed(url.hostname, opts.allowedHosts)) return null;
  return value;
}

/** Whether an href leaves the site (absolute http(s)), e.g. to add rel="noopener noreferrer". */
export function isExternalHref(href: string): boolean {
  return HTTP_SCHEME.test(href.trim());
}
