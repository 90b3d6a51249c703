import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Problems a page reported: console errors and uncaught exceptions. */
export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
}

/**
 * Every test records console errors and uncaught page errors from the first request on, so a
 * test can assert "loads with no console error" without wiring listeners itself.
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, provide) => {
    const problems: PageProblems = { consoleErrors: [], pageErrors: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(`${message.text()} @ ${message.location().url}`);
    });
    page.on('pageerror', (error) => problems.pageErrors.push(error.message));
    await provide(problems);
  },
});

export { expect };

/** Opens a demo URL and waits until the app has rendered and the shell's data calls settled. */
export async function openDemo(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('main#main h1')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Hovers a market entry until its flyout opens and returns the flyout. Until start-up settles
 * the bar can still move under the pointer (entries moving into "More", the account actions
 * arriving), so the pointer leaves and comes back until the flyout shows.
 */
export async function openFlyout(page: Page, entryKey: string) {
  const entry = page.locator(`.shell-header__entry[data-entry="${entryKey}"]`).first();
  const flyout = entry.locator('.shell-header__flyout');
  await page.waitForLoadState('networkidle');
  await expect(async () => {
    await page.mouse.move(0, 600);
    await entry.hover();
    await expect(flyout).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
  return flyout;
}
