// The navigation check of the host's `navigate` and the image-host entry of its static host.
// They moved here from @shell/site-config: this package's host is their one user. Both build on
// site-config's `safeHref`, the one URL check of the shell.
import { safeHref } from '@shell/site-config';

export interface CheckedNavigationOptions {
  /** The hosts an absolute URL may go to (site-config `SafeHrefOptions.allowedHosts`); required: there is no "any host". */
  allowedHosts: readonly string[];
  /** Also accept `http://localhost` (development only). */
  allowLocalhostHttp?: boolean;
}

/**
 * The one check of every programmatic navigation whose target came from storage, another tab
 * (BroadcastChannel), configuration or data: a same-origin path (exactly one leading `/`, so never
 * `//host` or `/\host`) or an absolute `https:` URL on the allow-list. Anything else is `null`
 * and must not be navigated to. The host's `navigate` runs every navigation through it.
 */
export function checkedNavigation(raw: unknown, opts: CheckedNavigationOptions): string | null {
  return safeHref(raw, { allowExternal: true, allowedHosts: opts.allowedHosts, allowLocalhostHttp: opts.allowLocalhostHttp });
}

/**
 * The allow-list entry of a static host URL (`https://static.gate.example` → `static.gate.example`,
 * a non-default port kept), the default image host; null when it is not an absolute http(s) URL.
 */
export function hostEntryOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.host.toLowerCase();
  } catch {
    return null;
  }
}
