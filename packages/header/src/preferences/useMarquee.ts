import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { marqueeDurationSeconds } from '../internal/spec';

export interface MarqueeState {
  /** The text is wider than its viewport. */
  overflowing: boolean;
  /** Seconds for one pass: text width / 200 × 3 (spec §4). */
  durationSeconds: number;
}

const IDLE: MarqueeState = { overflowing: false, durationSeconds: 0 };

/**
 * Measures whether the first child of `viewport` (the text) overflows it, again whenever either
 * changes size (ResizeObserver). Only while `enabled` (mobile width); idle on the server and
 * during hydration, so server HTML never scrolls.
 */
export function useMarquee(viewport: RefObject<HTMLElement | null>, enabled: boolean, text: string): MarqueeState {
  const [state, setState] = useState<MarqueeState>(IDLE);
  useEffect(() => {
    const box = viewport.current;
    const content = box?.firstElementChild;
    // Without ResizeObserver (very old browsers) the text stays still, cut with an ellipsis.
    if (!enabled || !box || !(content instanceof HTMLElement) || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const width = content.scrollWidth;
      const overflowing = width > box.clientWidth;
      const durationSeconds = overflowing ? marqueeDurationSeconds(width) : 0;
      setState((previous) =>
        previous.overflowing === overflowing && previous.durationSeconds === durationSeconds ? previous : { overflowing, durationSeconds },
      );
    };
    // An observer reports every observed element once when observing starts: that is the first measure.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(content);
    return () => observer.disconnect();
  }, [viewport, enabled, text]);
  return enabled ? state : IDLE;
}
