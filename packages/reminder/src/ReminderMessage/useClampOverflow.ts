import { useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/** `useLayoutEffect` in the browser; nothing on the server (where there is no layout to read). */
const useBrowserLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

function overflows(element: HTMLElement | null): boolean {
  return element !== null && element.scrollHeight > element.clientHeight + 1;
}

/**
 * Whether any of the clamped elements cuts its text off (CSS `line-clamp`), re-measured when they
 * resize. Measures only while collapsed: once expanded, the answer from before stands, so the
 * "show less" button stays. False on the server and in the first client render (no mismatch).
 */
export function useClampOverflow(expanded: boolean): {
  titleRef: RefObject<HTMLHeadingElement | null>;
  contentRef: RefObject<HTMLParagraphElement | null>;
  overflow: boolean;
} {
  const titleRef = useRef<HTMLHeadingElement | null>(null);
  const contentRef = useRef<HTMLParagraphElement | null>(null);
  const [overflow, setOverflow] = useState(false);
  useBrowserLayoutEffect(() => {
    if (expanded || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflow(overflows(titleRef.current) || overflows(contentRef.current)));
    for (const element of [titleRef.current, contentRef.current]) if (element) observer.observe(element);
    return () => observer.disconnect();
  }, [expanded]);
  return { titleRef, contentRef, overflow };
}
