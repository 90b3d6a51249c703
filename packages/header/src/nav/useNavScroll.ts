import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { NAV_ARROW_RECHECK_MS, NAV_SCROLL_STEP } from '../internal/spec';

export interface NavScrollState {
  /** Content is hidden towards the start (left in LTR, right in RTL). */
  canScrollBack: boolean;
  /** Content is hidden towards the end. */
  canScrollForward: boolean;
}

/**
 * Which scroll arrows a horizontally scrolling bar needs. Works in both directions: in RTL the
 * browser reports `scrollLeft` from 0 down to −max, so the distance from the start is its
 * absolute value.
 */
export function navScrollState(el: { scrollLeft: number; scrollWidth: number; clientWidth: number }): NavScrollState {
  const max = Math.max(0, el.scrollWidth - el.clientWidth);
  const fromStart = Math.min(max, Math.abs(el.scrollLeft));
  return { canScrollBack: fromStart > 1, canScrollForward: max - fromStart > 1 };
}

const NONE: NavScrollState = { canScrollBack: false, canScrollForward: false };

/**
 * Scroll arrows of the navigation bar (spec §4/§9): shown by scroll position, each click scrolls
 * by {@link NAV_SCROLL_STEP} px towards the start or end (mirrored in RTL), and the arrows are
 * checked again {@link NAV_ARROW_RECHECK_MS} ms later, once smooth scrolling has moved.
 * Nothing is measured during render, so the server HTML has no arrows and hydration agrees.
 */
export function useNavScroll(ref: RefObject<HTMLElement | null>, dir: 'ltr' | 'rtl') {
  const [state, setState] = useState<NavScrollState>(NONE);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const check = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const next = navScrollState(el);
    setState((prev) => (prev.canScrollBack === next.canScrollBack && prev.canScrollForward === next.canScrollForward ? prev : next));
  }, [ref]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    check();
    el.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      observer?.disconnect();
      if (timer.current !== null) clearTimeout(timer.current);
    };
  }, [ref, check]);

  const scroll = useCallback(
    (towards: 'back' | 'forward') => {
      const el = ref.current;
      if (!el) return;
      const sign = (towards === 'forward' ? 1 : -1) * (dir === 'rtl' ? -1 : 1);
      const left = sign * NAV_SCROLL_STEP;
      if (typeof el.scrollBy === 'function') el.scrollBy({ left, behavior: 'smooth' });
      else el.scrollLeft += left;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(check, NAV_ARROW_RECHECK_MS);
    },
    [ref, dir, check],
  );

  return { ...state, scroll, check };
}
