import { expect } from 'vitest';

/**
 * Bidi controls (embeddings, overrides, isolates, marks): text from a server that carries one can
 * reorder the shell's own text beside it unless it sits in an isolating element.
 */
export const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * Every text node under `root` that carries a bidi control sits in an isolating element that holds
 * that text only: a `<bdi>`, or an element with a `dir` attribute (both `unicode-bidi: isolate` in
 * the browser's UA styles; jsdom computes no bidi). Returns how many such texts it checked, so a
 * test can also assert the corpus reached the sinks at all.
 */
export function expectBidiIsolated(root: Element): number {
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const leaks: string[] = [];
  let checked = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (!BIDI_CONTROL.test(text)) continue;
    checked += 1;
    const isolate = node.parentElement?.closest('bdi, [dir]');
    // The isolate must hold the data text only: one around a whole row would isolate the row,
    // not the shell's text inside it from the data's controls.
    if (!isolate || isolate === root.ownerDocument.documentElement || (isolate.textContent ?? '').trim() !== text.trim()) {
      const where = node.parentElement;
      leaks.push(`${JSON.stringify(text.slice(0, 40))} in <${where?.tagName.toLowerCase()} class="${where?.getAttribute('class') ?? ''}">`);
    }
  }
  expect(leaks, 'texts with bidi controls outside an isolating element of their own').toEqual([]);
  return checked;
}
