/**
 * What the unread poller needs to know about its browser tab. The browser implementation reads
 * `document.visibilityState` (not window focus: a visible window in the background still counts as
 * visible) and listens to `visibilitychange`, window `focus` and `pagehide`. Tests pass their own,
 * so two "tabs" can live in one jsdom.
 */
export interface TabEnvironment {
  isVisible(): boolean;
  /** Calls back after every visibility change; returns the unsubscribe function. */
  onVisibilityChange(listener: () => void): () => void;
  onFocus(listener: () => void): () => void;
  /** The tab is being closed or put in the back/forward cache. */
  onPageHide(listener: () => void): () => void;
}

function listen(target: EventTarget, type: string, listener: () => void): () => void {
  target.addEventListener(type, listener);
  return () => target.removeEventListener(type, listener);
}

/** The real tab: `document` and `window`. Only call it in the browser (effects, not render). */
export function browserTabEnvironment(): TabEnvironment {
  return {
    isVisible: () => document.visibilityState === 'visible',
    onVisibilityChange: (listener) => listen(document, 'visibilitychange', listener),
    onFocus: (listener) => listen(window, 'focus', listener),
    onPageHide: (listener) => listen(window, 'pagehide', listener),
  };
}
