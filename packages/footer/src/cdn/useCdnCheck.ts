import { useEffect, useRef } from 'react';
import { useIsMobile, useShellHost } from '@shell/ui';
import { CDN_CHECK_DELAY_MS } from '../internal/spec';

/** Path of the front-end bundle fetched by the CDN check, below the host's `staticHost`. */
export const CDN_CHECK_PATH = '/shell/footer/cdn-check.js';

/** The default CDN check URL for a static host. */
export function cdnCheckUrl(staticHost: string): string {
  return `${staticHost.replace(/\/+$/, '')}${CDN_CHECK_PATH}`;
}

/** The session-storage key that remembers this session already ran the check. */
export const CDN_CHECK_SESSION_KEY = 'shell.cdnCheck.done';

/**
 * Why the bundle could not be fetched: a network failure or an HTTP error status. A CORS fetch,
 * not `no-cors`: a `no-cors` answer is opaque (status 0, `ok` false) whatever the CDN sent, so a
 * 404 or 500 looked reachable. The CDN must answer the bundle with `Access-Control-Allow-Origin`
 * (as it must for `crossorigin` scripts with SRI); without it the check reports `network`.
 */
async function probe(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { mode: 'cors', cache: 'no-store', credentials: 'omit' });
    return response.ok ? null : `http-${response.status}`;
  } catch (error) {
    return error instanceof Error && error.name === 'AbortError' ? null : 'network';
  }
}

/** Session storage, or null where it is missing or refused (private mode, sandboxed frames). */
function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Marks the check as run for this session; false when it already ran. */
function claimSession(): boolean {
  const store = sessionStore();
  try {
    if (store?.getItem(CDN_CHECK_SESSION_KEY) === '1') return false;
    store?.setItem(CDN_CHECK_SESSION_KEY, '1');
  } catch {
    // A full or refused storage: fall back to once per mount.
  }
  return true;
}

/**
 * The mobile footer's CDN check (spec §4 "after 5 seconds a front-end bundle is fetched from the
 * CDN; failure reports a CDN access error to an error-reporting service"): 5 s after mount, on a
 * viewport below 768 px (the breakpoint where the footer switches to its mobile layout), one
 * front-end bundle is fetched from the CDN with a CORS request, so HTTP errors are seen as well as
 * network failures. It runs once per browser session (session storage), and a failure is reported
 * once through the host's `reportError` as `cdn-access`; nothing on screen changes and nothing
 * waits for it. Pass `null` to switch the check off.
 */
export function useCdnCheck(url?: string | null): void {
  const { staticHost, reportError } = useShellHost();
  const isMobile = useIsMobile();
  const target = url === undefined ? cdnCheckUrl(staticHost) : url;
  const done = useRef(false);
  const reportRef = useRef(reportError);

  useEffect(() => {
    reportRef.current = reportError;
  }, [reportError]);

  useEffect(() => {
    if (!isMobile || target === null || done.current) return;
    const timer = setTimeout(() => {
      done.current = true;
      if (!claimSession()) return;
      void probe(target).then((reason) => {
        if (reason !== null) {
          reportRef.current({ kind: 'cdn-access', message: `CDN bundle unreachable (${reason})`, detail: { url: target, reason } });
        }
      });
    }, CDN_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isMobile, target]);
}
