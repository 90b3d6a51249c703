import { useCallback, useSyncExternalStore } from 'react';

/** The layout breakpoints of spec §9 (px); only these media queries read them. */
export const BREAKPOINTS = Object.freeze({
  mobileMax: 767.9,
  tablet: 768,
  desktop: 992,
  wideMax: 1439,
  wide: 1440,
  halfScreen: 414,
} as const);

/** Media queries of the spec's breakpoints (§9: 767.9/768, 992, 1439/1440, 414 half-screen). */
export const MEDIA = Object.freeze({
  mobile: `(max-width: ${BREAKPOINTS.mobileMax}px)`,
  tablet: `(min-width: ${BREAKPOINTS.tablet}px) and (max-width: ${BREAKPOINTS.desktop - 0.1}px)`,
  desktop: `(min-width: ${BREAKPOINTS.desktop}px)`,
  wide: `(min-width: ${BREAKPOINTS.wide}px)`,
  halfScreen: `(max-width: ${BREAKPOINTS.halfScreen}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  darkScheme: '(prefers-color-scheme: dark)',
} as const);

/**
 * Whether a media query matches. On the server and during hydration it is `serverValue`, so the
 * server HTML and the first client render agree; the real value follows right after.
 * Layout that must be right before hydration belongs in CSS media queries, not here.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener?.('change', notify);
      return () => list.removeEventListener?.('change', notify);
    },
    [query],
  );
  const read = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : serverValue);
  return useSyncExternalStore(subscribe, read, () => serverValue);
}

export function useIsMobile(serverValue = false): boolean {
  return useMediaQuery(MEDIA.mobile, serverValue);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(MEDIA.reducedMotion, false);
}
