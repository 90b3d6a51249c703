import type { ShellLogger } from '@shell/api-client/core';
import type { SiteKey } from '@shell/site-config';
import { isSiteKey, SITE_KEYS, SITES, siteFromSubWebsiteId } from '@shell/site-config';
import type { RequestLike } from './requestHeaders';
import { readHeader } from './requestHeaders';

/**
 * The site of a site key (`'tr'`) or a sub-website id (`177`, `'177'`); undefined when it names
 * none. An id of earlier shell versions (`1` … `10`) still names its site; `onLegacy` hears of it.
 */
export function siteOf(input: unknown, onLegacy?: (legacyId: number, site: SiteKey) => void): SiteKey | undefined {
  if (isSiteKey(input)) return input;
  const id = typeof input === 'number' ? input : typeof input === 'string' && /^\d{1,6}$/.test(input.trim()) ? Number(input.trim()) : NaN;
  if (!Number.isInteger(id)) return undefined;
  const site = siteFromSubWebsiteId(id, onLegacy);
  return site === undefined ? undefined : SITE_KEYS.find((key) => SITES[key] === site);
}

/**
 * The site for a render: the one named, or the main site and one `warn` line when it names none.
 * An old id (a host's configuration or cookie from an earlier version) is mapped, with one `warn`
 * line saying so.
 */
export function resolveSite(input: unknown, logger: ShellLogger, source: string): SiteKey {
  const site = siteOf(input, (legacyId, mapped) =>
    logger.log({ level: 'warn', event: 'shell.legacy-site-id', source, reason: 'legacy-sub-website-id', detail: { site: legacyId, used: mapped } }),
  );
  if (site !== undefined) return site;
  logger.log({ level: 'warn', event: 'shell.unknown-site', source, reason: 'unknown-site', detail: { site: input, used: 'main' } });
  return 'main';
}

export interface SiteFromRequestOptions {
  /** Host name (no port, any case) → site key or sub-website id, for the host's own domains. Checked before the shell's site hosts. */
  hosts?: Readonly<Record<string, SiteKey | number>>;
  /** The site of a host that matches nothing (default `'main'`). */
  fallback?: SiteKey;
  /**
   * Read `X-Forwarded-Host` before `Host` (default `false`). Turn it on only behind a proxy that
   * sets or overwrites that header: otherwise any client can send it and pick the site (and with
   * it the API base, the compliance redirect and the cached page) of its request.
   */
  trustForwardedHost?: boolean;
}

function hostName(value: string | undefined): string | undefined {
  // The first of a forwarded list; the port and a trailing dot do not change the site.
  const first = value?.split(',')[0]?.trim().toLowerCase();
  if (!first) return undefined;
  const bracketed = /^\[([^\]]+)\]/.exec(first);
  const name = bracketed ? bracketed[1] : first.replace(/:\d+$/, '');
  return name?.replace(/\.$/, '') || undefined;
}

/**
 * The sub-website a request is for, from its `Host` header (`X-Forwarded-Host` first only with
 * `trustForwardedHost`): the host's own map (`hosts`), then the shell's site hosts
 * (`tr.gate.example` → `tr`), else `fallback` (default the main site). Takes a `Request`,
 * `{ headers }`, Next's `headers()` or a plain record of headers.
 */
export function siteFromRequest(request: RequestLike, options: SiteFromRequestOptions = {}): SiteKey {
  const fallback = options.fallback !== undefined && isSiteKey(options.fallback) ? options.fallback : 'main';
  const forwarded = options.trustForwardedHost === true ? hostName(readHeader(request, 'x-forwarded-host')) : undefined;
  const host = forwarded ?? hostName(readHeader(request, 'host'));
  if (host === undefined) return fallback;
  for (const [name, site] of Object.entries(options.hosts ?? {})) {
    if (hostName(name) === host) return siteOf(site) ?? fallback;
  }
  return SITE_KEYS.find((key) => SITES[key].host.toLowerCase() === host) ?? fallback;
}
