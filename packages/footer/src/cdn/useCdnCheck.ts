import { useEffect, useRef } from 'react';
import { useIsMobile, useShellHost } from '@shell/ui';
import { CDN_CHECK_DELAY_MS } from '@shell/site-config';

/** Path of the front-end bundle fetched by the CDN check, below the host's `staticHost`. */
export const CDN_CHECK_PATH = '/shell/footer/cdn-check.js';

/** The default CDN check URL for a static host. */
export function cdnCheckUrl(staticHost: string): string {
  return `${staticHost.replace(/\/+$/, '')}${CDN_CHECK_PATH}`;
}

/** Why the bundle could not be fetched: a network failure or an HTTP error status. */
async function probe(url: string): Promise<string | null> {
  try {
    // no-cors: a CDN without CORS headers still proves reachable (an opaque answer counts as success).
    const response = await fetch(url, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    return response.type === 'opaque' || response.ok ? null : `http-${response.status}`;
  } catch (error) {
    return error instanceof Error && error.name === 'AbortError' ? null : 'network';
  }
}

/**
 * The mobile footer's CDN check (spec §4): 5 s after mount, on a viewport below 768 px (the
 * breakpoint where the footer switches to its mobile layout), one front-end bundle is fetched
 * from the CDN. A failure is reported once through the host's `reportError` as `cdn-access`;
 * nothing on screen changes. Pass `null` to switch the check off.
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
      void probe(target).then((reason) => {
        if (reason !== null) {
          reportRef.current({ kind: 'cdn-access', message: `CDN bundle unreachable (${reason})`, detail: { url: target, reason } });
        }
      });
    }, CDN_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isMobile, target]);
}
