import { expect, openDemo, test } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * The desktop navigation is priority+: every entry shows whole in the bar or, when it does not fit
 * at the window's width, in "More" — never cut, never under an arrow, never scrolled out of reach.
 * Checked in real Chromium at the desktop widths, for a visitor and a user, on sites with the
 * longest and the shortest bars, left-to-right and right-to-left.
 */
const WIDTHS = [1024, 1280, 1440, 1920];
const CASES = [
  { site: 'main', user: 'visitor', lang: '' },
  { site: 'main', user: 'user', lang: '' },
  { site: 'main', user: 'user', lang: 'ar/' },
  { site: 'eu', user: 'user', lang: '' },
  { site: 'us', user: 'visitor', lang: '' },
];

interface BarItem {
  key: string;
  inert: boolean;
  text: string;
  /** Whole inside the list's visible box (1 px tolerance). */
  whole: boolean;
}

async function barItems(page: Page): Promise<BarItem[]> {
  return page.locator('.shell-header__nav-list').evaluate((list) => {
    const box = list.getBoundingClientRect();
    return [...list.querySelectorAll<HTMLElement>('[data-nav-key]')].map((item) => {
      const rect = item.getBoundingClientRect();
      return {
        key: item.dataset.navKey ?? '',
        inert: item.inert,
        // The entry's own label: its first text (tags such as "HOT" follow it).
        text: (() => {
          const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT, { acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT) });
          return walker.nextNode()?.textContent?.trim() ?? '';
        })(),
        whole: rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1 && rect.left >= box.left - 1 && rect.right <= box.right + 1,
      };
    });
  });
}

/**
 * The bar's items once its layout has settled: after a resize it measures again over the next
 * frames, and a read in between sees the last width's layout (whole and valid, but not this
 * width's). Settled: the same items in two reads ten frames apart.
 */
async function settledBarItems(page: Page): Promise<BarItem[]> {
  const frames = (n: number) =>
    page.evaluate(
      (count) =>
        new Promise<void>((resolve) => {
          const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
          step(count);
        }),
      n,
    );
  let last = JSON.stringify(await barItems(page));
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await frames(10);
    const items = await barItems(page);
    const now = JSON.stringify(items);
    if (now === last) return items;
    last = now;
  }
  throw new Error(`the bar did not settle: ${last}`);
}

/**
 * The bar at `width`: every entry whole in the bar or inert (and then an item or group of "More"),
 * "More" inside the window, nothing scrolling sideways. Leaves "More" closed.
 */
async function expectWholeBar(page: Page, { width, site, user, lang }: { width: number; site: string; user: string; lang: string }): Promise<void> {
  const where = `${width} px`;
  const nav = page.getByRole('navigation', { name: /./ }).filter({ has: page.locator('.shell-header__nav-list') });
  await expect(nav).toBeVisible();
  const items = await settledBarItems(page);
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    // Shown entries are whole; the others are inert (out of the Tab order), never half shown.
    if (!item.inert) expect(item, `${where}: ${item.key} is cut`).toMatchObject({ whole: true });
    else expect(item.whole, `${where}: ${item.key} is hidden but drawn`).toBe(false);
  }
  // From 1280 px on the bar shows entries of its own; at every width "More" shows, in the window.
  if (width >= 1280) expect(items[0]?.inert, `${where}: the first entry is in the bar`).toBe(false);
  // The header README's breakpoint choice: actions icon-only up to 1599 px, so a signed-in main
  // bar at 1440 px holds Futures and Options besides Buy Crypto, Markets and Spot; its
  // "Spot Orders" link gives way to the Orders menu there.
  if (width === 1440 && site === 'main' && user === 'user' && !lang) {
    const inBar = items.filter((item) => !item.inert).map((item) => item.key.split('.').pop());
    expect(inBar).toEqual(expect.arrayContaining(['futures', 'options']));
    await expect(page.locator('.shell-header__bar [data-entry="spotOrder"]')).toBeHidden();
  }
  const more = nav.locator('[data-menu="more"] > button').first();
  await expect(more).toBeVisible();
  const moreBox = await more.boundingBox();
  expect(moreBox && moreBox.x >= 0 && moreBox.x + moreBox.width <= width, `${where}: More is inside the window`).toBe(true);
  // Nothing of the page scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${where}: no sideways scroll`).toBe(true);

  const hidden = items.filter((item) => item.inert);
  await more.click();
  const menu = page.getByRole('menu').filter({ has: page.locator('.shell-header__menu-item') }).first();
  await expect(menu).toBeVisible();
  for (const item of hidden) {
    // A moved link or market entry is an item of "More"; a moved dropdown is a group of its items.
    const asGroup = menu.getByRole('group', { name: item.text, exact: true });
    const asItem = menu.getByRole('menuitem', { name: item.text });
    expect((await asGroup.count()) + (await asItem.count()), `${where}: ${item.key} ("${item.text}") is not in More`).toBeGreaterThan(0);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

// One page load per case, visiting every width: the first width is a fresh load's layout, the
// others the bar's re-layout on a resize. Each case starts at a different width, so every width is
// checked as a first layout too (five cases, four widths: 1024 px twice).
CASES.forEach(({ site, user, lang }, index) => {
  const widths = [...WIDTHS.slice(index % WIDTHS.length), ...WIDTHS.slice(0, index % WIDTHS.length)];
  test(`${site}, ${user}${lang ? `, ${lang.slice(0, -1)}` : ''}, loaded at ${widths[0]} px then resized to ${widths.slice(1).join(', ')} px: every entry is whole in the bar or in More`, async ({ page, problems }) => {
    await page.setViewportSize({ width: widths[0] ?? 1440, height: 800 });
    await openDemo(page, `/${lang}?site=${site}&user=${user}`);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await expectWholeBar(page, { width, site, user, lang });
    }
    expect(problems.pageErrors).toEqual([]);
  });
});

test('the bar gives entries back as the window grows, and takes them as it shrinks', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await openDemo(page, '/?site=main&user=user');
  const shownAt = async () => (await barItems(page)).filter((item) => !item.inert).length;
  const narrow = await shownAt();
  await page.setViewportSize({ width: 1920, height: 800 });
  await expect.poll(shownAt).toBeGreaterThan(narrow);
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect.poll(shownAt).toBe(narrow);
});
