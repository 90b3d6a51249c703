import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// Layout checks in real Chromium, shared by the bad-input and pseudo-locale runs (issue 23
// "Bad input": nothing overflows, overlaps or is clipped at 320 px and 1024 px).

export interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The page does not scroll sideways (1 px of rounding allowed). */
export async function expectNoHorizontalScroll(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: document.documentElement.clientWidth }));
  expect(widths.scroll, `${where}: page scroll width ${widths.scroll} > ${widths.view}`).toBeLessThanOrEqual(widths.view + 1);
}

/** The visible children of the header bar (and of its actions group) as boxes. */
export async function barBoxes(page: Page): Promise<Box[]> {
  return page.locator('.shell-header__bar').first().evaluate((bar) => {
    const out: { name: string; left: number; right: number; top: number; bottom: number }[] = [];
    const visit = (parent: Element, prefix: string) => {
      for (const child of Array.from(parent.children)) {
        const rect = child.getBoundingClientRect();
        const style = getComputedStyle(child);
        if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden' || style.position === 'absolute' || style.position === 'fixed') continue;
        // A disclosure's panel is a popup; an inert (moved into More) entry is not drawn.
        if ((child as HTMLElement).inert) continue;
        const name = `${prefix}${child.tagName.toLowerCase()}.${(child.getAttribute('class') ?? '').split(' ')[0]}${child.getAttribute('data-menu') ? `[${child.getAttribute('data-menu')}]` : ''}`;
        if (child.classList.contains('shell-header__actions')) visit(child, `${name} > `);
        else out.push({ name, left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom });
      }
    };
    visit(bar, '');
    return out;
  });
}

/** No two boxes overlap (0.5 px of rounding allowed), and each is inside the viewport. */
export function expectNoOverlap(boxes: readonly Box[], viewportWidth: number, where: string): void {
  expect(boxes.length, `${where}: bar children`).toBeGreaterThan(1);
  for (const box of boxes) {
    expect.soft(box.left, `${where}: ${box.name} starts off-screen`).toBeGreaterThanOrEqual(-0.5);
    expect.soft(box.right, `${where}: ${box.name} ends off-screen`).toBeLessThanOrEqual(viewportWidth + 0.5);
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      expect.soft(overlapX > 0.5 && overlapY > 0.5, `${where}: ${a.name} overlaps ${b.name}`).toBe(false);
    }
  }
}

/**
 * Every element in `container` that cuts its text (overflow hidden or clip, and `text-overflow:
 * ellipsis`) stays inside the container, and the container itself overflows nowhere.
 */
export async function expectTextInside(container: Locator, where: string): Promise<{ cut: number }> {
  const result = await container.evaluate((root) => {
    const box = root.getBoundingClientRect();
    const problems: string[] = [];
    let cut = 0;
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`container scrolls: ${root.scrollWidth} > ${root.clientWidth}`);
    for (const element of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const name = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
      // Inside an element that clips (the ellipsis' box), what sticks out is not drawn.
      let clipped = false;
      for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'hidden' || overflow === 'clip') clipped = true;
      }
      if (!clipped && (rect.left < box.left - 1 || rect.right > box.right + 1)) problems.push(`${name} sticks out (${Math.round(rect.left)}…${Math.round(rect.right)} of ${Math.round(box.left)}…${Math.round(box.right)})`);
      const style = getComputedStyle(element);
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
      // Only what flows inside the element counts: an absolutely placed decoration (the sign-up
      // offer on the button's edge) overhangs its box on purpose.
      const inFlowOverflow = () => {
        const placedApart = (node: Node) => {
          for (let parent = node.parentElement; parent && parent !== element; parent = parent.parentElement) {
            const position = getComputedStyle(parent).position;
            if (position === 'absolute' || position === 'fixed') return true;
          }
          return node instanceof HTMLElement && ['absolute', 'fixed'].includes(getComputedStyle(node).position);
        };
        const outside = (box: DOMRect) => box.width > 0 && (box.right > rect.right + 1 || box.left < rect.left - 1);
        // Every text and element inside, but not the ones placed apart.
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (placedApart(node)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if (outside(node instanceof Element ? node.getBoundingClientRect() : range.getBoundingClientRect())) return true;
        }
        return false;
      };
      if (element.scrollWidth > element.clientWidth + 1 && inFlowOverflow()) {
        if (clips && style.textOverflow === 'ellipsis') cut += 1;
        else if (!clips && style.overflowX !== 'auto' && style.overflowX !== 'scroll') problems.push(`${name} overflows its own box (${element.scrollWidth} > ${element.clientWidth}) with no ellipsis`);
      }
    }
    return { problems, cut };
  });
  expect(result.problems, where).toEqual([]);
  return { cut: result.cut };
}

