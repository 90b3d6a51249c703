import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent, RefObject } from 'react';

export type DisclosureReason = 'hover' | 'click' | 'keyboard' | 'escape' | 'outside' | 'blur' | 'programmatic';

export interface DisclosureOptions {
  /** Open while a mouse hovers the root (desktop dropdowns). Touch and pen use click/tap. */
  hover?: boolean;
  /** Delay before a hover opens (ms); 0 opens at once. */
  openDelayMs?: number;
  /** Delay before leaving with the mouse closes (ms), so the pointer can cross a gap. */
  closeDelayMs?: number;
  /**
   * `menu`: the panel is a WAI-ARIA menu — arrows, Home and End move between `[role="menuitem"]`
   * and opening by keyboard focuses the first item. `disclosure`: Tab moves as usual (flyouts
   * with a search field, panels with forms).
   */
  pattern?: 'menu' | 'disclosure';
  /** Id prefix; defaults to a React id (stable across server render and hydration). */
  id?: string;
  onOpenChange?: (open: boolean, reason: DisclosureReason) => void;
}

export interface Disclosure {
  open: boolean;
  /** True once the panel has been opened (lazy panels load their data and code from then on). */
  everOpened: boolean;
  setOpen: (open: boolean, reason?: DisclosureReason) => void;
  /**
   * Closes the panel from its content (a row chosen, Escape in the panel's own search): focus
   * that was inside the panel goes back to the trigger; focus elsewhere stays where it is. The
   * same function on every render (pass it to memoized content).
   */
  close: () => void;
  /** Spread on the element wrapping trigger and panel. */
  rootProps: {
    ref: RefObject<HTMLDivElement | null>;
    onPointerEnter: (e: PointerEvent) => void;
    onPointerLeave: (e: PointerEvent) => void;
    onBlur: (e: FocusEvent) => void;
    onKeyDown: (e: KeyboardEvent) => void;
  };
  /** Spread on the `<button>` that opens the panel. */
  triggerProps: {
    ref: RefObject<HTMLButtonElement | null>;
    id: string;
    type: 'button';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-haspopup'?: 'menu';
    onClick: () => void;
    onKeyDown: (e: KeyboardEvent) => void;
  };
  /** Spread on the panel. It stays mounted once opened (hidden when closed) unless you unmount it. */
  panelProps: {
    ref: RefObject<HTMLDivElement | null>;
    id: string;
    role?: 'menu';
    'aria-labelledby': string;
    hidden: boolean;
  };
}

const MENU_ITEM = '[role="menuitem"]:not([aria-disabled="true"]), [role="menuitemradio"], [role="menuitemcheckbox"]';

/** Items of a menu panel, in document order. */
export function menuItems(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>(MENU_ITEM)) : [];
}

/**
 * Where keyboard focus goes when a panel opens: the first menu item of a menu; in a disclosure
 * panel an element marked `data-autofocus`, else the first text field (a flyout's search), else the
 * first control.
 */
export function firstFocusable(panel: HTMLElement | null, pattern: 'menu' | 'disclosure'): HTMLElement | null {
  if (!panel) return null;
  if (pattern === 'menu') return menuItems(panel)[0] ?? null;
  const visible = (el: HTMLElement) => el.closest('[hidden]') === null;
  for (const selector of ['[data-autofocus]', 'input:not([type="hidden"]):not([disabled])', 'button:not([disabled]), a[href], [tabindex="0"]']) {
    const found = Array.from(panel.querySelectorAll<HTMLElement>(selector)).find(visible);
    if (found) return found;
  }
  return null;
}

/**
 * Moves focus inside a list of items for ArrowUp/ArrowDown/Home/End (and ArrowLeft/Right when
 * `horizontal`). Returns true when it handled the key. Wraps around at both ends.
 */
export function moveFocus(items: readonly HTMLElement[], key: string, horizontal = false): boolean {
  if (items.length === 0) return false;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next = horizontal ? 'ArrowRight' : 'ArrowDown';
  const prev = horizontal ? 'ArrowLeft' : 'ArrowUp';
  let target: number;
  if (key === next) target = index < 0 ? 0 : (index + 1) % items.length;
  else if (key === prev) target = index < 0 ? items.length - 1 : (index - 1 + items.length) % items.length;
  else if (key === 'Home') target = 0;
  else if (key === 'End') target = items.length - 1;
  else return false;
  items[target]?.focus();
  return true;
}

/**
 * A dropdown that opens on hover (desktop mouse), click, tap and keyboard, following the WAI-ARIA
 * menu-button (`pattern: 'menu'`) or disclosure pattern: Enter/Space/ArrowDown open, arrows move,
 * Escape closes and returns focus to the trigger, focus or a click outside closes.
 */
export function useDisclosure(options: DisclosureOptions = {}): Disclosure {
  const { hover = false, openDelayMs = 0, closeDelayMs = 120, pattern = 'disclosure', onOpenChange } = options;
  const reactId = useId();
  const id = options.id ?? `shell${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [open, setOpenState] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const focusFirstOnOpen = useRef(false);
  /** Why the panel is open; a click on a panel the mouse just opened by hovering keeps it open. */
  const openReason = useRef<DisclosureReason | null>(null);
  /** The open state as of the last change, for handlers that run before React re-renders. */
  const openRef = useRef(false);

  const clearTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const setOpen = useCallback(
    (next: boolean, reason: DisclosureReason = 'programmatic') => {
      clearTimer();
      if (next) setEverOpened(true);
      openReason.current = next ? reason : null;
      if (openRef.current === next) return;
      openRef.current = next;
      setOpenState(next);
      onOpenChange?.(next, reason);
    },
    [onOpenChange],
  );

  useEffect(() => clearTimer, []);

  // After a keyboard open, focus the first item once the panel shows it. Lazy panels (a flyout
  // whose code or data is still loading) get their first focusable element a moment later: watch
  // the panel until it appears or the panel closes.
  useEffect(() => {
    if (!open || !focusFirstOnOpen.current) return;
    const panel = panelRef.current;
    const tryFocus = () => {
      const target = firstFocusable(panel, pattern);
      if (!target) return false;
      focusFirstOnOpen.current = false;
      target.focus();
      return true;
    };
    if (tryFocus() || !panel || typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    observer.observe(panel, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'disabled'] });
    return () => observer.disconnect();
  }, [open, pattern]);

  // A pointer press outside closes.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent | MouseEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpen(false, 'outside');
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  const close = useCallback(() => {
    const hadFocus = panelRef.current?.contains(document.activeElement) ?? false;
    setOpen(false, 'escape');
    if (hadFocus) triggerRef.current?.focus();
  }, [setOpen]);

  const closeAndReturnFocus = () => {
    setOpen(false, 'escape');
    triggerRef.current?.focus();
  };

  return {
    open,
    everOpened,
    setOpen,
    close,
    rootProps: {
      ref: rootRef,
      onPointerEnter(e) {
        if (!hover || e.pointerType !== 'mouse') return;
        clearTimer();
        if (openDelayMs > 0) timer.current = setTimeout(() => setOpen(true, 'hover'), openDelayMs);
        else setOpen(true, 'hover');
      },
      onPointerLeave(e) {
        if (!hover || e.pointerType !== 'mouse') return;
        clearTimer();
        timer.current = setTimeout(() => setOpen(false, 'hover'), closeDelayMs);
      },
      onBlur(e) {
        const next = e.relatedTarget;
        if (next instanceof Node && rootRef.current?.contains(next)) return;
        // Focus left the dropdown for another element (not for nowhere, e.g. a click on the page
        // background, which the outside-press handler covers).
        if (next !== null) setOpen(false, 'blur');
      },
      onKeyDown(e) {
        if (e.key === 'Escape' && openRef.current) {
          e.stopPropagation();
          closeAndReturnFocus();
          return;
        }
        if (pattern === 'menu' && openRef.current && panelRef.current?.contains(e.target as Node)) {
          if (moveFocus(menuItems(panelRef.current), e.key)) e.preventDefault();
          else if (e.key === 'Tab') setOpen(false, 'blur');
        }
      },
    },
    triggerProps: {
      ref: triggerRef,
      id: `${id}-trigger`,
      type: 'button',
      'aria-expanded': open,
      'aria-controls': `${id}-panel`,
      ...(pattern === 'menu' ? { 'aria-haspopup': 'menu' as const } : {}),
      onClick() {
        // A click toggles, except on a panel the mouse opened by hovering on its way to the click:
        // that click means "open" (closing it would flicker), and the next one closes.
        if (openRef.current && openReason.current === 'hover') {
          openReason.current = 'click';
          return;
        }
        setOpen(!openRef.current, 'click');
      },
      onKeyDown(e) {
        if (e.key === 'ArrowDown' || ((e.key === 'Enter' || e.key === ' ') && !openRef.current)) {
          e.preventDefault();
          focusFirstOnOpen.current = true;
          if (openRef.current) {
            firstFocusable(panelRef.current, pattern)?.focus();
            focusFirstOnOpen.current = false;
          } else setOpen(true, 'keyboard');
        } else if (e.key === 'ArrowUp' && pattern === 'menu') {
          e.preventDefault();
          setOpen(true, 'keyboard');
          requestAnimationFrame(() => menuItems(panelRef.current).at(-1)?.focus());
        }
      },
    },
    panelProps: {
      ref: panelRef,
      id: `${id}-panel`,
      ...(pattern === 'menu' ? { role: 'menu' as const } : {}),
      'aria-labelledby': `${id}-trigger`,
      hidden: !open,
    },
  };
}
