import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { SITE_KEYS } from './expectations';
import { expect, openDemo, test } from './fixtures';

/**
 * axe-core's browser bundle: from the `axe-core` package when apps/demo lists it, or from
 * AXE_CORE_PATH (a path to axe.min.js). Without either the audit is skipped, loudly.
 */
function loadAxeSource(): string | null {
  const explicit = process.env.AXE_CORE_PATH;
  try {
    return readFileSync(explicit ?? createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  } catch {
    return null;
  }
}

const axeSource = loadAxeSource();

/** WCAG 2.2 level A and AA (with 2.0 and 2.1), plus axe's best practices (landmarks, headings). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const THEMES = ['light', 'dark'] as const;
const USERS = ['visitor', 'user'] as const;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The rules whose outcome the second theme can change. The themes differ only in colour custom
 * properties (packages/site-config/src/theme/theme.css, the header's and footer's styles.css), so
 * the other rules give the same result in both; the second theme runs only these (as the docs
 * app's test-runner does for its other theme).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Runs axe on the whole document; one line per violation (rule, impact, the first targets). */
async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  await page.addScriptTag({ content: axeSource ?? '' });
  const violations = await page.evaluate(async ({ tags, rules }) => {
    // Colours are measured after transitions (the demo's theme switch fades some of them).
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags } });
    return result.violations;
  }, { tags: AXE_TAGS, rules });
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
}

/**
 * Checks `url` in each theme and expects no violation: every rule of AXE_TAGS in the first theme,
 * the colour rules in the second. Without `open` the page is loaded once and the second theme is
 * switched in the page, through the demo's theme control (the shell's own theme change, as a user
 * switches it); with `open` (a flyout, menu or dialog the control would close) each theme is its
 * own page load, `open` putting it in the state to check.
 */
async function expectCleanInBothThemes(page: Page, url: string, open?: (page: Page) => Promise<void>): Promise<void> {
  for (const theme of THEMES) {
    if (theme === THEMES[0] || open) {
      await openDemo(page, `${url}${url.includes('?') ? '&' : '?'}theme=${theme}`);
      if (open) await open(page);
    } else {
      await page.getByLabel('Theme', { exact: true }).selectOption(theme);
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await axeViolations(page, theme === THEMES[0] ? undefined : COLOUR_RULES), `${url} in the ${theme} theme`).toEqual([]);
  }
}

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test.skip(axeSource === null, 'axe-core is not installed for apps/demo (add it as a devDependency or set AXE_CORE_PATH)');
  test.use({ reducedMotion: 'reduce' });
  // Up to two page loads and two axe runs per test.
  test.describe.configure({ timeout: 120_000 });

  test.describe('every site, visitor and user, light and dark', () => {
    for (const site of SITE_KEYS) {
      for (const user of USERS) {
        test(`?site=${site}&user=${user}`, async ({ page }) => {
          await expectCleanInBothThemes(page, `/?site=${site}&user=${user}`);
        });
      }
    }
  });

  test('home with a failing call and the policy details open', async ({ page }) => {
    await expectCleanInBothThemes(page, '/?site=tr&user=user&fault=commonData:http-500', async () => {
      await page.getByText('Policy context as JSON').click();
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
    // Wide enough for the market entries to sit in the bar itself (narrower, some move into More).
    test.use({ viewport: { width: 1920, height: 1080 } });
    test('a market flyout open, with its rows', async ({ page }) => {
      await expectCleanInBothThemes(page, '/?user=user', async () => {
        const entry = page.locator('.shell-header__entry[data-entry="trade"]').first();
        await entry.hover();
        await expect(entry.locator('.shell-header__flyout').getByRole('option').first()).toBeVisible();
      });
    });

    test('the futures flyout open, right to left', async ({ page }) => {
      await expectCleanInBothThemes(page, '/ar/?user=user', async () => {
        const entry = page.locator('.shell-header__entry[data-entry="futures"]').first();
        await entry.hover();
        await expect(entry.locator('.shell-header__flyout').getByRole('option').first()).toBeVisible();
      });
    });

    test('the user menu open', async ({ page }) => {
      await expectCleanInBothThemes(page, '/?user=user', async () => {
        await page.getByRole('button', { name: 'Account' }).click();
        await expect(page.locator('[data-menu="user"] .shell-header__panel')).toBeVisible();
      });
    });

    test('the wallet menu open', async ({ page }) => {
      await expectCleanInBothThemes(page, '/?user=user', async () => {
        await page.getByRole('button', { name: /^Assets/ }).first().click();
        await expect(page.getByRole('menuitem').first()).toBeVisible();
      });
    });

    test('the notification dropdown open', async ({ page }) => {
      await expectCleanInBothThemes(page, '/?user=user', async () => {
        await page.getByRole('button', { name: /^Notifications/ }).click();
        await expect(page.getByRole('tablist', { name: 'Notification types' })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      });
    });

    test('the settings panel open', async ({ page }) => {
      await expectCleanInBothThemes(page, '/?user=user', async () => {
        await page.getByRole('button', { name: 'Settings' }).first().click();
        await expect(page.locator('[data-menu="settings"] .shell-header__panel').getByRole('radio').first()).toBeVisible();
      });
    });

    test('the language and region dialog open', async ({ page }) => {
      await expectCleanInBothThemes(page, '/?user=user', async () => {
        await page.locator('button[data-entry="language"]').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
      });
    });

    test('the mobile drawer open', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await expectCleanInBothThemes(page, '/?user=user', async () => {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      });
    });
  });
});
