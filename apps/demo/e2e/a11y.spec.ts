import { axeSource, expectCleanInBothThemes } from './axe';
import { expect, test } from './fixtures';

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test.skip(axeSource === null, 'axe-core is not installed for apps/demo (add it as a devDependency or set AXE_CORE_PATH)');
  test.use({ reducedMotion: 'reduce' });
  // One page load and two axe runs per test.
  test.describe.configure({ timeout: 120_000 });

  // Every site for visitor and user, in both themes: sites.spec.ts, in the page load that checks
  // each site's policy (expectLoadedPageCleanInBothThemes). Those audits and the open states' audit
  // the shell; the home page with its policy details open, the policy matrix and the two
  // right-to-left pages audit the whole document, the demo's own content too (AxeScope in axe.ts).

  test('home with a failing call and the policy details open', async ({ page }) => {
    await expectCleanInBothThemes(page, '/?site=tr&user=user&fault=commonData:http-500', async () => {
      // Opened once: it stays open through the theme switch (a second click would close it).
      const details = page.locator('details', { has: page.getByText('Policy context as JSON') });
      if ((await details.getAttribute('open')) === null) await page.getByText('Policy context as JSON').click();
      await expect(details).toHaveAttribute('open', '');
    });
  });

  test('policy matrix', async ({ page }) => {
    await expectCleanInBothThemes(page, '/policy?user=sub&site=us');
  });

  test.describe('right to left (Arabic)', () => {
    test('desktop, logged in, light and dark', async ({ page }) => {
      await expectCleanInBothThemes(page, '/ar/?user=user');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    });

    test('360 px, sub-account on the UAE site', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await expectCleanInBothThemes(page, '/ar/?site=ae&user=sub');
    });
  });

  test.describe('open states', () => {
    // The shell in each state (the demo's page content behind it is the home page's, audited above).
    // Wide enough for the market entries to sit in the bar itself (narrower, some move into More).
    test.use({ viewport: { width: 1920, height: 1080 } });
    test('a market flyout open, with its rows', async ({ page }) => {
      await expectCleanInBothThemes(page, '/?user=user', async () => {
        const entry = page.locator('.shell-header__entry[data-entry="trade"]').first();
        await entry.hover();
        await expect(entry.locator('.shell-header__flyout').getByRole('option').first()).toBeVisible();
      }, 'shell');
    });

    test('the futures flyout open, right to left', async ({ page }) => {
      await expectCleanInBothThemes(page, '/ar/?user=user', async () => {
        const entry = page.locator('.shell-header__entry[data-entry="futures"]').first();
        await entry.hover();
        await expect(entry.locator('.shell-header__flyout').getByRole('option').first()).toBeVisible();
      }, 'shell');
    });

    test('the user menu open', async ({ page }) => {
      await expectCleanInBothThemes(page, '/?user=user', async () => {
        await page.getByRole('button', { name: 'Account' }).click();
        await expect(page.locator('[data-menu="user"] .shell-header__panel')).toBeVisible();
      }, 'shell');
    });

    test('the wallet menu open', async ({ page }) => {
      await expectCleanInBothThemes(page, '/?user=user', async () => {
        await page.getByRole('button', { name: /^Assets/ }).first().click();
        await expect(page.getByRole('menuitem').first()).toBeVisible();
      }, 'shell');
    });

    test('the notification dropdown open', async ({ page }) => {
      await expectCleanInBothThemes(page, '/?user=user', async () => {
        await page.getByRole('button', { name: /^Notifications/ }).click();
        await expect(page.getByRole('tablist', { name: 'Notification types' })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      }, 'shell');
    });

    test('the settings panel open', async ({ page }) => {
      await expectCleanInBothThemes(page, '/?user=user', async () => {
        await page.getByRole('button', { name: 'Settings' }).first().click();
        await expect(page.locator('[data-menu="settings"] .shell-header__panel').getByRole('radio').first()).toBeVisible();
      }, 'shell');
    });

    test('the language and region dialog open', async ({ page }) => {
      await expectCleanInBothThemes(page, '/?user=user', async () => {
        await page.locator('button[data-entry="language"]').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
      }, 'shell');
    });

    test('the mobile drawer open', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await expectCleanInBothThemes(page, '/?user=user', async () => {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      }, 'shell');
    });
  });
});
