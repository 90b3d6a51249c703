import { cookieDeletions, cookieDomainFor, isSecureProtocol, serializeCookie } from '@shell/site-config';
import type { CookieWrite } from '@shell/site-config';
import type { ResolvedShellApiConfig } from './config';

/** What the writers need of a store: its configuration. */
interface HasConfig {
  shellConfig: Pick<ResolvedShellApiConfig, 'cookieDomain'>;
}

/** Sets each cookie string; a page that may not set cookies (sandboxed iframe: SecurityError) just doesn't. */
function setAll(cookies: readonly string[]): boolean {
  try {
    for (const cookie of cookies) document.cookie = cookie;
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes the shell's own cookies in the browser (`Path=/; SameSite=Lax`, `Secure` on https) for
 * the configured parent domain (`cookieDomain`) when the page is on it, else host-only. With a
 * parent domain the host-only copy of each cookie is deleted first: a browser sends both, and the
 * older host-only one would be read first and shadow every later change. Never throws; returns
 * whether the cookies could be written.
 */
export function writeShellCookies(store: HasConfig, writes: readonly CookieWrite[]): boolean {
  if (typeof document === 'undefined' || writes.length === 0) return false;
  const secure = isSecureProtocol(window.location.protocol);
  const domain = cookieDomainFor(window.location.hostname, store.shellConfig.cookieDomain);
  const out: string[] = [];
  for (const write of writes) {
    if (domain !== undefined) out.push(serializeCookie({ name: write.name, value: '', maxAge: 0 }, { secure }));
    out.push(serializeCookie(write, { secure, domain }));
  }
  return setAll(out);
}

/**
 * Deletes cookies wherever they may have been set from a page: host-only, for the page's host as
 * a domain and for the configured parent domain (`cookieDeletions` of @shell/site-config). An
 * `HttpOnly` cookie is out of a page's reach: only the server's response can clear it.
 */
export function deleteShellCookies(store: HasConfig, writes: readonly CookieWrite[]): boolean {
  if (typeof document === 'undefined' || writes.length === 0) return false;
  return setAll(cookieDeletions(writes, { hostname: window.location.hostname, secure: isSecureProtocol(window.location.protocol), parentDomain: store.shellConfig.cookieDomain }));
}
