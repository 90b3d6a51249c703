import { expect, openDemo, test } from './fixtures';
import type { Page } from '@playwright/test';

// Issue 22 item 12 (spec §4: the full-site bulletin shares the page announcement's "marquee and
// reduced-motion rules"): at mobile width an overflowing notice scrolls; a visitor who asked the
// system for reduced motion gets a still bar, clipped, its whole text still the link's name. In
// real Chromium, because both rules are CSS (a media query jsdom does not evaluate).

const MOBILE = { width: 390, height: 844 };

/** The notice's text: its animation, its transform now and 300 ms later, and whether it is clipped. */
async function motionOf(page: Page, kind: 'bulletin' | 'page') {
  const bar = page.locator(`[data-notice-kind="${kind}"]`);
  await expect(bar).toBeVisible();
  const text = bar.locator('.shell-prefs-announcement__text');
  const read = () =>
    text.evaluate((element) => {
      const style = getComputedStyle(element);
      const viewport = element.parentElement!;
      return { animation: style.animationName, transform: style.transform, clipped: element.scrollWidth > viewport.clientWidth || element.scrollWidth > element.clientWidth };
    });
  const first = await read();
  await page.waitForTimeout(300);
  const later = await read();
  return { marquee: await bar.evaluate((el) => el.classList.contains('shell-prefs-announcement--marquee')), first, later, name: await text.textContent() };
}

for (const lang of ['en', 'ar'] as const) {
  const url = `${lang === 'en' ? '' : '/ar'}/?user=visitor`;

  test.describe(`notices at 390 px (${lang})`, () => {
    test('no motion preference: the bulletin and the page announcement both scroll', async ({ page }) => {
      await page.setViewportSize(MOBILE);
      await openDemo(page, url);
      // The marquee pauses under the pointer (spec §4); the headless shell starts it at (0, 0),
      // on the bulletin. A reader's pointer is elsewhere.
      await page.mouse.move(MOBILE.width / 2, MOBILE.height - 20);
      for (const kind of ['bulletin', 'page'] as const) {
        const { marquee, first, later } = await motionOf(page, kind);
        expect(marquee, `${kind}: overflowing at 390 px`).toBe(true);
        expect(first.animation, kind).toBe('shell-prefs-marquee');
        expect(later.transform, `${kind}: moving`).not.toBe(first.transform);
      }
    });

    test.describe('reduced motion', () => {
      test.use({ reducedMotion: 'reduce' });

      test('the bulletin and the page announcement stand still, clipped, their whole text the link', async ({ page }) => {
        await page.setViewportSize(MOBILE);
        await openDemo(page, url);
        for (const kind of ['bulletin', 'page'] as const) {
          const { first, later, name } = await motionOf(page, kind);
          expect(first.animation, kind).toBe('none');
          expect([first.transform, later.transform], `${kind}: still`).toEqual(['none', 'none']);
          expect(first.clipped, `${kind}: clipped to the bar, not spilling past it`).toBe(true);
          expect(name?.length, `${kind}: the whole text`).toBeGreaterThan(60);
        }
        // Still a bar of the page: no horizontal scroll of the document.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      });
    });
  });
}
