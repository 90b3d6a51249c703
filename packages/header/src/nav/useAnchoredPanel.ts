import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

/** Gap kept between a panel and the viewport's edge (px). */
export const PANEL_VIEWPORT_MARGIN = 8;

/** The custom property the styles read as the panel's `inset-inline-start`. */
const ANCHOR_PROPERTY = '--shell-anchor-start';

export interface AnchorGeometry {
  /** The panel's containing block (`.shell-header__nav`), viewport coordinates. */
  container: { left: number; right: number };
  /** The entry the panel belongs to, viewport coordinates. */
  entry: { left: number; right: number };
  panelWidth: number;
  viewportWidth: number;
  rtl: boolean;
}

/**
 * Where a navigation panel starts, measured from its containing block's inline start: under its
 * entry, moved back towards the start as far as needed to stay inside the viewport, and never
 * before the containing block's start (a panel wider than the room left starts there).
 */
export function anchorOffset({ container, entry, panelWidth, viewportWidth, rtl }: AnchorGeometry): number {
  const underEntry = rtl ? container.right - entry.right : entry.left - container.left;
  const room = rtl ? container.right - PANEL_VIEWPORT_MARGIN : viewportWidth - PANEL_VIEWPORT_MARGIN - container.left;
  return Math.round(Math.max(0, Math.min(underEntry, room - panelWidth)));
}

/**
 * Places an open panel of a navigation entry under its entry. The entries sit in a list that clips
 * its overflow line (priority+, see NavBar), which would clip a panel positioned inside it, so
 * panels take the navigation (outside the list) as containing block; this measures the entry and
 * sets the panel's start through a CSS custom property (CSSOM, so a strict `style-src` policy
 * allows it). It follows the panel's size (lazy content) and the window's while open. Panels
 * outside the navigation (account menus) are left alone.
 */
export function useAnchoredPanel(open: boolean, panelRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const entry = panel?.parentElement;
    const nav = entry?.closest<HTMLElement>('.shell-header__nav');
    if (!open || !panel || !entry || !nav) return undefined;
    const place = () => {
      const container = panel.offsetParent;
      if (!(container instanceof HTMLElement)) return;
      const offset = anchorOffset({
        container: container.getBoundingClientRect(),
        entry: entry.getBoundingClientRect(),
        panelWidth: panel.offsetWidth,
        viewportWidth: document.documentElement.clientWidth,
        rtl: getComputedStyle(container).direction === 'rtl',
      });
      panel.style.setProperty(ANCHOR_PROPERTY, `${offset}px`);
    };
    place();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    resize?.observe(panel);
    window.addEventListener('resize', place);
    return () => {
      resize?.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [open, panelRef]);
}
