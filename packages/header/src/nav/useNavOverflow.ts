import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** The attribute that names each item of the bar's list (its entry key). */
export const NAV_ITEM_KEY = 'data-nav-key';

const NONE: readonly string[] = [];

/**
 * The keys of the list's items that do not fit on its one visible line.
 *
 * The list is a wrapping flex row one line high that clips the rest (styles.css): an entry that
 * does not fit starts a second, hidden line, and so do all after it (flex lines never backfill),
 * so the overflow is always the tail of the list — and never half an entry, on the server's HTML
 * too, before any script runs. This reads which items the browser put below the first line, makes
 * them inert (out of the Tab order and the accessibility tree: the "More" menu lists them), ends
 * the list at its last shown entry and reports the hidden keys. It runs again whenever the
 * navigation or one of the items changes size (window resize, a font or catalog arriving, a tag).
 */
export function useNavOverflow(ref: RefObject<HTMLElement | null>, itemKeys: readonly string[]): readonly string[] {
  const [overflow, setOverflow] = useState<readonly string[]>(NONE);
  // The list's items are re-observed when the set of entries changes (policy, remote menu, language).
  const signature = itemKeys.join('\u0000');

  useEffect(() => {
    const list = ref.current;
    if (!list) return undefined;
    const nav = list.parentElement;
    let frame = 0;
    const measure = () => {
      // Measured at its natural width: the cap below is the previous answer.
      list.style.removeProperty('max-inline-size');
      const items = [...list.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.hasAttribute(NAV_ITEM_KEY));
      const firstTop = items[0]?.offsetTop ?? 0;
      const style = getComputedStyle(list);
      const rtl = style.direction === 'rtl';
      const box = list.getBoundingClientRect();
      // The line's end: a first entry wider than the whole line stays on it (a flex line always
      // holds one item) but is cut there, so it is hidden too.
      const lineEnd = rtl ? box.left + (parseFloat(style.paddingInlineEnd) || 0) : box.right - (parseFloat(style.paddingInlineEnd) || 0);
      const hidden: string[] = [];
      let lastShown: HTMLElement | null = null;
      for (const item of items) {
        const rect = item.getBoundingClientRect();
        // Half a pixel of tolerance: sub-pixel layout may put items of one line a fraction apart.
        const wrapped = item.offsetTop > firstTop + 0.5 || (rtl ? rect.left < lineEnd - 0.5 : rect.right > lineEnd + 0.5);
        item.inert = wrapped;
        if (wrapped) hidden.push(item.getAttribute(NAV_ITEM_KEY) ?? '');
        else lastShown = item;
      }
      // With a tail hidden, the list ends at its last shown entry, so "More" follows it at once
      // instead of after the room the first hidden entry lacked.
      if (hidden.length > 0) {
        const padding = parseFloat(style.paddingInlineEnd) || 0;
        const end = lastShown?.getBoundingClientRect();
        const used = end ? (rtl ? box.right - end.left : end.right - box.left) + padding : 0;
        list.style.maxInlineSize = `${Math.ceil(used)}px`;
      }
      // The navigation never gets narrower than what stays outside the list ("More"): the bar's
      // other items do not shrink, and a navigation narrower than its "More" would paint it over
      // them. Set a frame later: a size change of an observed box inside its own resize callback
      // is a ResizeObserver loop.
      if (nav) {
        const fixed = [...nav.children].reduce((width, child) => (child === list ? width : width + child.getBoundingClientRect().width), 0);
        const min = `${Math.ceil(fixed + (parseFloat(style.paddingInlineStart) || 0) + (parseFloat(style.paddingInlineEnd) || 0))}px`;
        if (frame !== 0) cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => {
          frame = 0;
          if (nav.style.minInlineSize !== min) nav.style.minInlineSize = min;
        });
      }
      setOverflow((previous) => (previous.length === hidden.length && previous.every((key, index) => key === hidden[index]) ? previous : hidden.length === 0 ? NONE : hidden));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    // The navigation's width (the room the bar gives it) and each entry's (fonts, catalogs, tags);
    // not the list's own, which this sets.
    const observer = new ResizeObserver(measure);
    if (nav) observer.observe(nav);
    for (const child of list.children) observer.observe(child);
    return () => {
      observer.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
      list.style.removeProperty('max-inline-size');
    };
  }, [ref, signature]);

  return overflow;
}
