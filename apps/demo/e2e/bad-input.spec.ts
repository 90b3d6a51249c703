import type { Locator } from '@playwright/test';
import { expect, openDemo, openFlyout, test } from './fixtures';
import { barBoxes, expectNoHorizontalScroll, expectNoOverlap, expectTextInside } from './layout';
import { BAD_INPUT_NICKNAME } from '../../../packages/mocks/src/badInput';
import { BAD_INPUT_MARKETS } from '../../../packages/markets/src/mocks/badInput';

/**
 * Issue 23 "Bad input": valid data at the edges of the layout (`?bad-input`: a 64-character
 * nickname with no break opportunity and no avatar, 40-character token names, 9-digit prices,
 * four-digit changes, the longest ticker, no coin icons), at 320 px and 1024 px, in real Chromium:
 * nothing scrolls the page sideways, the bar's parts do not overlap, the user card's texts stay in
 * their boxes (cut with an ellipsis), and flyout rows keep their price and change inside the row.
 */

/** The rows of an open flyout: price and change inside the row's box, the name cut in its column. */
async function expectRowsKeepFigures(flyout: Locator, where: string): Promise<number> {
  const rows = await flyout.locator('.shell-markets__row').evaluateAll((links) =>
    links.map((row) => {
      const box = row.getBoundingClientRect();
      const inside = (selector: string) => {
        const element = row.querySelector(selector);
        if (!element) return null;
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.left >= box.left - 1 && rect.right <= box.right + 1 && rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1;
      };
      const price = row.querySelector('.shell-markets__price');
      return {
        text: (row.textContent ?? '').slice(0, 80),
        price: inside('.shell-markets__price'),
        change: inside('.shell-markets__change'),
        name: inside('.shell-markets__name'),
        priceWhole: price ? price.scrollWidth <= price.clientWidth + 1 : false,
        rowScrolls: row.scrollWidth > row.clientWidth + 1,
      };
    }),
  );
  expect(rows.length, `${where}: rows`).toBeGreaterThan(0);
  for (const row of rows) {
    expect.soft(row, `${where}: ${row.text}`).toMatchObject({ price: true, name: true, priceWhole: true, rowScrolls: false });
    if (row.change !== null) expect.soft(row.change, `${where}: change of ${row.text}`).toBe(true);
  }
  return rows.length;
}

test.describe('bad input: long names, huge figures, missing images', () => {
  for (const width of [320, 1024]) {
    test(`${width} px, visitor and user: no sideways scroll, no overlap in the bar`, async ({ page, problems }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const url of ['/?bad-input', '/?bad-input&user=user', '/ar?bad-input&user=user']) {
        await openDemo(page, url);
        await expectNoHorizontalScroll(page, `${width} ${url}`);
        expectNoOverlap(await barBoxes(page), width, `${width} ${url}`);
      }
      expect(problems.pageErrors).toEqual([]);
    });
  }

  test('1024 px: the user card cuts the long nickname inside its box; no avatar leaves no hole', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await openDemo(page, '/?bad-input&user=user');
    await page.getByRole('button', { name: 'Account' }).click();
    const card = page.locator('[data-menu="user"] .shell-header__card');
    await expect(card.locator('.shell-header__nickname')).toHaveText(BAD_INPUT_NICKNAME);
    await expect(card.locator('img.shell-header__avatar')).toHaveCount(0);
    const { cut } = await expectTextInside(card, 'user card at 1024 px');
    expect(cut, 'the nickname is cut with an ellipsis').toBeGreaterThan(0);
    await expectNoHorizontalScroll(page, 'user menu open');
  });

  test('320 px: the drawer and its user card keep the long nickname inside', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await openDemo(page, '/?bad-input&user=user');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const card = drawer.locator('.shell-header__card');
    await expect(card.locator('.shell-header__nickname')).toHaveText(BAD_INPUT_NICKNAME);
    const { cut } = await expectTextInside(card, 'drawer user card at 320 px');
    expect(cut, 'the nickname is cut with an ellipsis').toBeGreaterThan(0);
    const dialogBox = await drawer.boundingBox();
    expect(dialogBox && dialogBox.x >= -0.5 && dialogBox.x + dialogBox.width <= 320.5, 'the drawer fits the window').toBe(true);
    await expectNoHorizontalScroll(page, 'drawer open');
  });

  for (const entryKey of ['trade', 'futures']) {
    // At 1024 px (and, for a user, up to 1440 px) the market entries sit in "More"
    // (nav-overflow.spec.ts), as links without a flyout; the flyout's width does not depend on the
    // window's, so they are checked where the bar shows them (as the security suite does).
    test(`1920 px, ${entryKey} flyout: 40-character names and 9-digit prices keep price and change in the row`, async ({ page }) => {
      await page.setViewportSize({ width: 1920, height: 900 });
      await openDemo(page, '/?bad-input&user=user');
      await expect(page.locator(`.shell-header__entry[data-entry="${entryKey}"]`).first()).toBeVisible();
      const flyout = await openFlyout(page, entryKey);
      await expect(flyout.getByRole('option').first()).toBeVisible();
      // The scenario's rows lead the list: the longest ticker, then the long names.
      await expect(flyout.locator('.shell-markets__sub').first()).toContainText(BAD_INPUT_MARKETS.tokenName);
      await expect(flyout.locator(`[data-pair*="${BAD_INPUT_MARKETS.ticker}"]`)).toHaveCount(1);
      const checked = await expectRowsKeepFigures(flyout, `${entryKey} flyout`);
      expect(checked).toBeGreaterThan(5);
      // The flyout itself stays in the window.
      const box = await flyout.boundingBox();
      expect(box && box.x >= -0.5 && box.x + box.width <= 1920.5, `${entryKey} flyout fits the window`).toBe(true);
      await expectNoHorizontalScroll(page, `${entryKey} flyout open`);
    });
  }
});
