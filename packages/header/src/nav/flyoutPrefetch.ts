import { useEffect, useRef } from 'react';
import type { HeaderEntryKind } from '../types';

/** The header's phone layout (styles.css, spec §9 breakpoints): the navigation is hidden below it. */
const PHONE = '(max-width: 767.9px)';

/** `navigator.connection` (Network Information API; Chromium only, absent elsewhere). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/**
 * Whether the header may load a flyout before it is opened at all: not offline, not with
 * Save-Data, not on a 2g link (issue 24). Where the browser does not tell (no Network Information
 * API), it may. The opening itself loads whatever is missing in every case.
 */
export function mayPrefetchFlyouts(): boolean {
  if (typeof navigator === 'undefined' || navigator.onLine === false) return false;
  const link = connection();
  return link?.saveData !== true && link?.effectiveType !== 'slow-2g' && link?.effectiveType !== '2g';
}

/**
 * Whether the idle prefetch may run: prefetching is allowed, the link is fast (4g, or not told),
 * and the viewport is not a phone's — below 768 px the navigation is hidden and the drawer shows
 * no flyouts, so a phone would download lists it cannot show.
 */
export function mayPrefetchFlyoutsWhenIdle(): boolean {
  if (!mayPrefetchFlyouts()) return false;
  const type = connection()?.effectiveType;
  if (type !== undefined && type !== '4g') return false;
  return typeof window.matchMedia !== 'function' || !window.matchMedia(PHONE).matches;
}

/** Market entries whose flyouts the idle prefetch loads: the two busiest (spot, futures). */
export const IDLE_PREFETCH_KINDS: readonly HeaderEntryKind[] = ['trade', 'futures'];

/** requestIdleCallback's timeout: after this long the prefetch runs even on a busy page. */
const IDLE_TIMEOUT_MS = 5000;
/** Where requestIdleCallback is missing (Safari): this long after load. */
const NO_IDLE_CALLBACK_DELAY_MS = 2000;

/** Runs `task` once the page has loaded and the browser is idle (or the timeout passed); returns a cancel. */
function whenIdleAfterLoad(task: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, NO_IDLE_CALLBACK_DELAY_MS);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

/**
 * Once per mounted bar, when the browser is idle after load: `prefetch` for each of the bar's
 * market entries among IDLE_PREFETCH_KINDS, if `mayPrefetchFlyoutsWhenIdle()` then. The kinds and
 * the slot are read when the moment comes (the bar's entries may have changed since mount).
 */
export function useIdleFlyoutPrefetch(kinds: readonly HeaderEntryKind[], prefetch: ((kind?: HeaderEntryKind) => void) | undefined): void {
  const latest = useRef({ kinds, prefetch });
  useEffect(() => {
    latest.current = { kinds, prefetch };
  });
  const enabled = prefetch !== undefined;
  useEffect(() => {
    if (!enabled) return;
    return whenIdleAfterLoad(() => {
      const { kinds: now, prefetch: start } = latest.current;
      if (!start || !mayPrefetchFlyoutsWhenIdle()) return;
      const wanted = IDLE_PREFETCH_KINDS.filter((kind) => now.includes(kind));
      if (wanted.length === 0) start();
      for (const kind of wanted) start(kind);
    });
  }, [enabled]);
}
