import { useEffect } from 'react';
import type { HeaderEntryKind } from '../types';

/**
 * How far the header may load a flyout before it is opened (issue 24): 0 never (offline,
 * Save-Data, a 2g or slow-2g link); 1 on intent; 2 also when the browser is idle after load — on a
 * 4g link (or one the browser does not report: no Network Information API) and not in the phone
 * layout, where the navigation is hidden (below 768 px, styles.css) and the drawer shows no
 * flyouts, so the lists could not be shown. The opening itself loads whatever is missing.
 */
export function prefetchLevel(): number {
  const link = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  const type = link?.effectiveType ?? '4g';
  if (!navigator.onLine || link?.saveData || type.endsWith('2g')) return 0;
  return type === '4g' && !window.matchMedia?.('(max-width: 767.9px)').matches ? 2 : 1;
}

/**
 * The spot and futures entries (the busiest) start their flyout once, when the browser is idle
 * after load (requestIdleCallback, 5 s at most; 2 s after load where it is missing), if
 * `prefetchLevel()` is 2 at that moment and the page is visible (a tab opened in the background
 * loads no lists nobody looks at; intent covers it once shown).
 */
export function useIdlePrefetch(kind: HeaderEntryKind, prefetch: ((kind?: HeaderEntryKind) => void) | undefined): void {
  useEffect(() => {
    if (!prefetch || (kind !== 'trade' && kind !== 'futures')) return;
    let live = true;
    const run = () => live && !document.hidden && prefetchLevel() > 1 && prefetch(kind);
    const schedule = () => (window.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 2000)))(run, { timeout: 5000 });
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', schedule);
    };
  }, [kind, prefetch]);
}
