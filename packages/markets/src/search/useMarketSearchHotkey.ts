import { useEffect } from 'react';

/** The attribute the market search fields carry; "/" focuses the first visible one. */
export const MARKET_SEARCH_ATTRIBUTE = 'data-shell-market-search';

/** True when the key press happens while the user types somewhere (fields, editors). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[contenteditable=""], [contenteditable="true"]')) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

function visibleSearchField(): HTMLInputElement | null {
  for (const field of document.querySelectorAll<HTMLInputElement>(`[${MARKET_SEARCH_ATTRIBUTE}]`)) {
    if (!field.closest('[hidden]') && !field.disabled) return field;
  }
  return null;
}

export interface MarketSearchHotkeyOptions {
  /**
   * Called when "/" is pressed and no market search is on screen (the flyout is closed): open
   * the trade flyout; the field is focused once it appears.
   */
  onRequestOpen?: () => void;
}

/**
 * "/" focuses the market search from anywhere on the page, except while the user types in a
 * field or holds a modifier. Mount once (the header does, or `<MarketSearchHotkey />`).
 */
export function useMarketSearchHotkey({ onRequestOpen }: MarketSearchHotkeyOptions = {}): void {
  useEffect(() => {
    let frame = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      const field = visibleSearchField();
      event.preventDefault();
      if (field) {
        field.focus();
        return;
      }
      if (!onRequestOpen) return;
      onRequestOpen();
      // The flyout renders on the next frames; focus its field once it is there (up to ~0.5 s).
      let tries = 30;
      const focusWhenReady = () => {
        const ready = visibleSearchField();
        if (ready) ready.focus();
        else if (--tries > 0) frame = requestAnimationFrame(focusWhenReady);
      };
      frame = requestAnimationFrame(focusWhenReady);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      cancelAnimationFrame(frame);
    };
  }, [onRequestOpen]);
}

/** The hotkey as a component, for hosts that prefer markup: renders nothing. */
export function MarketSearchHotkey(props: MarketSearchHotkeyOptions) {
  useMarketSearchHotkey(props);
  return null;
}
