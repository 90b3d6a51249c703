import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

// The closed shell of every sub-website (issue 23): 12 sites × light/dark × en/ar × desktop 1440 /
// mobile 390, visitor, plus the signed-in main account; then the open states (below). Each shot is
// the shell's top (announcement bars + header), or the viewport for dialogs, so the demo's own
// page content never moves a baseline. One page load per site, language and user: the theme
// switches in the page (the demo's theme control dispatches the shell's own theme change) and the
// width by resizing the viewport, which is what a user's rotation or window resize does too.

const SITES = ['main', 'tr', 'eu', 'hk', 'us', 'uk', 'bs', 'sg', 'jp', 'ae', 'au', 'testnet'] as const;
const LANGS = ['en', 'ar'] as const;
const WIDTHS = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;

/**
 * Pins the text face (fontconfig picks the system font otherwise): DejaVu, installed with chromium
 * on Debian (`fc-list`); it has no CJK or Thai glyphs, so those language names draw as boxes in the
 * language dialog's baseline.
 */
const PIN_FONTS = `*, *::before, *::after { font-family: 'DejaVu Sans', sans-serif !important; }`;

/**
 * Open states show page area around their panel: the demo's own page (its control panel, data
 * panels and page links) is hidden there, so a change to the demo never moves a baseline. (The
 * closed-shell shots are clipped to the shell's top and need its theme control.)
 */
const HIDE_DEMO = `.demo-pages, .control-panel, #main > * { visibility: hidden !important; }`;

function url(site: string, lang: string, theme: string, user: string): string {
  return `${lang === 'en' ? '' : `/${lang}`}/?site=${site}&user=${user}&theme=${theme}`;
}

async function open(page: Page, path: string, { hideDemo = true } = {}): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main#main h1')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.addStyleTag({ content: hideDemo ? `${PIN_FONTS}\n${HIDE_DEMO}` : PIN_FONTS });
  await page.evaluate(() => document.fonts.ready);
}

/** The region from the top of the page to the bottom of the header. */
async function shellTop(page: Page, extra = 0) {
  const box = await page.locator('header.shell-header').boundingBox();
  const size = page.viewportSize()!;
  return { x: 0, y: 0, width: size.width, height: Math.min(size.height, Math.ceil((box?.y ?? 0) + (box?.height ?? 64)) + extra) };
}

/** Switches the theme through the demo's control (the shell's theme change) and waits for `<html data-theme>`. */
async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.getByLabel('Theme', { exact: true }).selectOption(theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

for (const site of SITES) {
  for (const lang of LANGS) {
    for (const user of site === 'main' ? (['visitor', 'user'] as const) : (['visitor'] as const)) {
      test(`closed shell ${site}-${lang}-${user}: desktop and mobile, light and dark`, async ({ page }) => {
        const shot = async (device: keyof typeof WIDTHS, theme: 'light' | 'dark') =>
          expect.soft(page).toHaveScreenshot(`${site}-${device}-${theme}-${lang}-${user}.png`, { clip: await shellTop(page) });
        await page.setViewportSize(WIDTHS.desktop);
        await open(page, url(site, lang, 'light', user), { hideDemo: false });
        // The bell's count comes from its own call, after the header settled.
        if (user === 'user' && site !== 'testnet') await expect(page.getByTestId('reminder-red-dot').first()).toBeVisible();
        await shot('desktop', 'light');
        await useTheme(page, 'dark');
        await shot('desktop', 'dark');
        await page.setViewportSize(WIDTHS.mobile);
        await shot('mobile', 'dark');
        await useTheme(page, 'light');
        await shot('mobile', 'light');
      });
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

test.describe('open states, the main site and a regional one', () => {
  for (const site of ['main', 'eu'] as const) {
    // The EU site offers no derivatives: its futures entry is hidden.
    for (const kind of site === 'eu' ? (['trade'] as const) : (['trade', 'futures'] as const)) {
      test(`${site}: ${kind} flyout (desktop 1920, light, en, signed in)`, async ({ page }) => {
        // At 1920 px the market entries sit in the bar itself (narrower, some move into More).
        await page.setViewportSize({ width: 1920, height: 1080 });
        await open(page, url(site, 'en', 'light', 'user'));
        const entry = page.locator(`.shell-header__entry[data-entry="${kind}"]`).first();
        await entry.hover();
        const flyout = entry.locator('.shell-header__flyout');
        await expect(flyout.getByRole('option').first()).toBeVisible();
        await expect(flyout.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page).toHaveScreenshot(`open-${site}-${kind}-flyout.png`, { clip: await shellTop(page, 560) });
      });
    }

    test(`${site}: notifications (desktop, dark, en, signed in)`, async ({ page }) => {
      await page.setViewportSize(WIDTHS.desktop);
      await open(page, url(site, 'en', 'dark', 'user'));
      await page.locator('.shell-reminder-bell__trigger:visible').first().click();
      await expect(page.locator('.shell-reminder-bell__panel:visible')).toBeVisible();
      await expect(page.locator('.shell-reminder-bell [aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('article.shell-reminder-message').first()).toBeVisible();
      await expect(page).toHaveScreenshot(`open-${site}-notifications.png`, { clip: await shellTop(page, 560) });
    });

    test(`${site}: drawer with its first section open (390, dark, ar, signed in)`, async ({ page }) => {
      await page.setViewportSize(WIDTHS.mobile);
      await open(page, url(site, 'ar', 'dark', 'user'));
      await page.locator('.shell-header__burger').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.locator('.shell-header__drawer-section > summary').first().click();
      await expect(page).toHaveScreenshot(`open-${site}-drawer-section-ar.png`);
    });
  }
});
