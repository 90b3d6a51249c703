import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

// A compact matrix first (issue 23 asks for 12 sites × themes × directions × widths in time):
// the main site and one regional site (eu: cookie notice, euro) × light/dark × en/ar × desktop
// 1440 / mobile 390, the closed shell; plus the open states of the main site. Each shot is the
// shell's top (announcement bar + header), or the viewport for dialogs, so the demo's own page
// content never moves a baseline.

const SITES = ['main', 'eu'] as const;
const THEMES = ['light', 'dark'] as const;
const LANGS = ['en', 'ar'] as const;
const WIDTHS = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;

/** Pins the text face (fontconfig picks the system font otherwise): DejaVu, installed with chromium on Debian (`fc-list`). */
const PIN_FONTS = `*, *::before, *::after { font-family: 'DejaVu Sans', sans-serif !important; }`;

function url(site: string, lang: string, theme: string, user: string): string {
  return `${lang === 'en' ? '' : `/${lang}`}/?site=${site}&user=${user}&theme=${theme}`;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main#main h1')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.addStyleTag({ content: PIN_FONTS });
  await page.evaluate(() => document.fonts.ready);
}

/** The region from the top of the page to the bottom of the header. */
async function shellTop(page: Page, extra = 0) {
  const box = await page.locator('header.shell-header').boundingBox();
  const size = page.viewportSize()!;
  return { x: 0, y: 0, width: size.width, height: Math.min(size.height, Math.ceil((box?.y ?? 0) + (box?.height ?? 64)) + extra) };
}

for (const site of SITES) {
  for (const [device, viewport] of Object.entries(WIDTHS)) {
    for (const theme of THEMES) {
      for (const lang of LANGS) {
        for (const user of site === 'main' ? (['visitor', 'user'] as const) : (['visitor'] as const)) {
          const name = `${site}-${device}-${theme}-${lang}-${user}`;
          test(`closed shell ${name}`, async ({ page }) => {
            await page.setViewportSize(viewport);
            await open(page, url(site, lang, theme, user));
            await expect(page).toHaveScreenshot(`${name}.png`, { clip: await shellTop(page) });
          });
        }
      }
    }
  }
}

test.describe('open states, main site', () => {
  test('account menu (desktop, light, en)', async ({ page }) => {
    await page.setViewportSize(WIDTHS.desktop);
    await open(page, url('main', 'en', 'light', 'user'));
    await page.locator('[data-menu="user"] > button').click();
    await expect(page.locator('[data-menu="user"] .shell-header__card')).toBeVisible();
    await expect(page).toHaveScreenshot('open-account-menu.png', { clip: await shellTop(page, 520) });
  });

  test('settings popover (desktop, dark, en)', async ({ page }) => {
    await page.setViewportSize(WIDTHS.desktop);
    await open(page, url('main', 'en', 'dark', 'user'));
    await page.locator('[data-menu="settings"] > button').click();
    await expect(page.locator('[data-menu="settings"] .shell-header__panel')).toBeVisible();
    await expect(page.locator('[data-menu="settings"] [aria-busy="true"]')).toHaveCount(0);
    await expect(page).toHaveScreenshot('open-settings.png', { clip: await shellTop(page, 420) });
  });

  test('language dialog (desktop, light, ar)', async ({ page }) => {
    await page.setViewportSize(WIDTHS.desktop);
    await open(page, url('main', 'ar', 'light', 'visitor'));
    await page.locator('.shell-header__actions [data-entry="language"]').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveScreenshot('open-language-dialog-ar.png');
  });

  for (const lang of LANGS) {
    test(`mobile drawer, signed in (390, light, ${lang})`, async ({ page }) => {
      await page.setViewportSize(WIDTHS.mobile);
      await open(page, url('main', lang, 'light', 'user'));
      await page.locator('.shell-header__burger').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page).toHaveScreenshot(`open-drawer-${lang}.png`);
    });
  }
});
