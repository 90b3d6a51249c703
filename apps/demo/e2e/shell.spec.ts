import type { Page } from '@playwright/test';
import { expect, openDemo, test } from './fixtures';
import { SITE_KEYS } from './expectations';

/**
 * Holds the page's idle callbacks until `runIdle()`: the header prefetches the spot and futures
 * flyouts when the browser is idle after load (packages/header/README.md "Flyout prefetch"), so a
 * test about what start-up or the first hover loads keeps the page before that moment.
 */
async function holdIdleCallbacks(page: Page) {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    const w = window as unknown as { requestIdleCallback: (callback: IdleRequestCallback) => number; __runIdle: () => void };
    w.requestIdleCallback = (callback) => held.push(callback);
    w.__runIdle = () => {
      for (const callback of held.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
    };
  });
  return { runIdle: () => page.evaluate(() => (window as unknown as { __runIdle: () => void }).__runIdle()) };
}

/** The real shell in the demo, in Chromium: what a visitor or user actually meets on each site. */

for (const site of SITE_KEYS) {
  test(`?site=${site}&user=sub: header, footer and bell render with no error`, async ({ page, problems }) => {
    await openDemo(page, `/?site=${site}&user=sub`);
    await expect(page.getByRole('banner').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Nothing from data ever becomes a script or data link.
    expect(await page.locator('a[href^="javascript:" i], a[href^="data:" i], a[href^="//"]').count()).toBe(0);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });
}

test.describe('market flyouts', () => {
  // Wide enough for the market entries to sit in the bar itself (narrower, some move into More).
  test.use({ viewport: { width: 1920, height: 1080 } });
  test('hovering Spot loads the lazy flyout; the list mounts few rows; search ranks BTC first', async ({ page, problems }) => {
    await holdIdleCallbacks(page);
    await openDemo(page, '/?user=user');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const entry = page.locator('.shell-header__entry[data-entry="trade"]').first();
    await entry.hover();
    const flyout = entry.locator('.shell-header__flyout');
    await expect(flyout.getByRole('option').first()).toBeVisible();
    expect(requests.some((url) => url.includes('/apiw/v2/market/spots'))).toBe(true);
    // 2,700 pairs, virtualised: only the rows in view (plus overscan) are in the DOM.
    expect(await flyout.getByRole('option').count()).toBeLessThanOrEqual(40);
    const search = flyout.getByRole('combobox');
    await search.fill('btc');
    await expect(flyout.getByRole('option').first()).toContainText('BTC');
    expect(problems.pageErrors).toEqual([]);
  });

  test('start-up brings the Pay with button and the footer, not the flyouts; the first hover brings them', async ({ page }) => {
    // Start-up is the page until the browser is first idle after load; the idle prefetch that
    // follows has a test of its own below.
    await holdIdleCallbacks(page);
    // The flyouts' code is the script naming the market endpoints (their names survive
    // minification; tooling/size/initial-js.mjs checks no start-up script holds them). Not a class
    // name: the flyout's skeleton, drawn from start-up code, uses the flyouts' classes; nor a
    // message id: the catalogs, loaded at start-up, hold those.
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    const flyoutCodeLoaded = async () => (await Promise.all(scripts)).some((text) => text.includes('getSpotMarkets'));
    await openDemo(page, '/?user=user');
    await expect(page.getByRole('button', { name: /^Pay with/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await flyoutCodeLoaded()).toBe(false);
    await page.locator('.shell-header__entry[data-entry="trade"]').first().hover();
    await expect.poll(flyoutCodeLoaded).toBe(true);
  });

  test('once the browser is idle after load, the spot and futures flyouts load once; hovering them then asks for no market data', async ({ page, problems }) => {
    const idle = await holdIdleCallbacks(page);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    const flyoutCodeLoaded = async () => (await Promise.all(scripts)).some((text) => text.includes('getSpotMarkets'));
    const marketCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/apiw/v2/market/') || path === '/apiw/v2/common/tabs') marketCalls.push(path);
    });
    await openDemo(page, '/?user=user');
    await page.waitForLoadState('networkidle');
    expect(await flyoutCodeLoaded()).toBe(false);
    expect(marketCalls).toEqual([]);
    await idle.runIdle();
    await expect.poll(flyoutCodeLoaded).toBe(true);
    await expect.poll(() => [...marketCalls].sort()).toEqual(['/apiw/v2/common/tabs', '/apiw/v2/market/futures', '/apiw/v2/market/spots']);
    for (const kind of ['trade', 'futures']) {
      const entry = page.locator(`.shell-header__entry[data-entry="${kind}"]`).first();
      await entry.hover();
      await expect(entry.getByRole('option').first()).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(marketCalls).toHaveLength(3);
    expect(problems.pageErrors).toEqual([]);
  });

  test('a flyouts chunk that cannot load leaves the fallback in its slot, one log line, and the rest of the shell working', async ({ page, context, problems }) => {
    // The markets chunk is the script that holds the market endpoints (their names survive
    // minification; tooling/size/initial-js.mjs checks no start-up script holds them). Routed on
    // the context: the mock backend's service worker fetches the page's scripts, and only the
    // context's routes see a service worker's requests.
    await context.route(/\/assets\/.*\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('getSpotMarkets')) await route.abort('failed');
      else await route.fulfill({ response, body });
    });
    const marketCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/apiw/v2/market/')) marketCalls.push(request.url());
    });
    await openDemo(page, '/?user=user');
    const entry = page.locator('.shell-header__entry[data-entry="trade"]').first();
    await entry.hover();
    const log = page.getByRole('log', { name: 'Shell log lines' });
    await expect(log).toContainText('host.lazy-part');
    // The slot keeps the host's fallback; no market list, no market call, one report.
    await expect(entry.locator('.shell-header__flyout .shell-header__flyout-loading')).toHaveCount(1);
    await expect(entry.getByRole('option')).toHaveCount(0);
    expect(marketCalls).toEqual([]);
    await expect(log.locator('li', { hasText: 'lazy-part' })).toHaveCount(1);
    // The rest of the shell still answers: the Pay with chooser (its own entry) opens with its list.
    await page.mouse.move(0, 400);
    await page.getByRole('button', { name: /^Pay with/ }).click();
    await expect(page.getByRole('link', { name: /EUR/ }).first()).toBeVisible();
    await expect(page.getByRole('banner').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });

  test('before the flyouts chunk is in, a market panel shows its skeleton in the loaded panel’s box (±2 px), pulsing only without reduced motion', async ({ page, context, problems }) => {
    // The flyouts' chunk (the script naming the market endpoints, as above) is held until released.
    let release = () => {};
    const chunk = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/.*\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('getSpotMarkets')) await chunk;
      await route.fulfill({ response, body });
    });
    await openDemo(page, '/?user=user');
    const boxOf = async (kind: string) => {
      const entry = page.locator(`.shell-header__entry[data-entry="${kind}"]`).first();
      await entry.hover();
      const flyout = entry.locator('.shell-header__flyout');
      await expect(flyout).toBeVisible();
      return { entry, flyout };
    };
    // Spot only: loading its 2,700 pairs beside the rest of the suite is load enough.
    const held = await boxOf('trade');
    const skeleton = held.entry.locator('.shell-markets-skeleton');
    await expect(skeleton).toBeVisible();
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    // Rows shaped like the list's: an icon and two lines each, ten of them (clipped to the list).
    await expect(skeleton.locator('.shell-markets__row .shell-markets__icon')).toHaveCount(10);
    await expect(held.entry.getByRole('option')).toHaveCount(0);
    const before = (await held.flyout.boundingBox())!;
    const bone = page.locator('.shell-markets-skeleton__bone').first();
    expect(await bone.evaluate((element) => getComputedStyle(element).animationName)).toBe('shell-markets-pulse');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await bone.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    release();
    await expect(held.entry.getByRole('option').first()).toBeVisible({ timeout: 20_000 });
    await expect(held.entry.locator('.shell-markets-skeleton, [data-testid="markets-skeleton"]')).toHaveCount(0);
    const loaded = (await held.flyout.boundingBox())!;
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(loaded[side] - before[side]), `${side}: skeleton ${before[side]}, loaded ${loaded[side]}`).toBeLessThanOrEqual(2);
    }
    expect(problems.pageErrors).toEqual([]);
  });

  test('keyboard alone opens the flyout, moves through rows and Escape returns focus', async ({ page }) => {
    await openDemo(page, '/');
    const toggle = page.locator('.shell-header__entry[data-entry="trade"] .shell-header__toggle').first();
    await toggle.focus();
    await page.keyboard.press('Enter');
    const search = page.locator('.shell-header__entry[data-entry="trade"]').getByRole('combobox');
    await expect(search).toBeFocused();
    await expect(page.locator('.shell-header__entry[data-entry="trade"]').getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the header bar holds still while start-up data arrives', () => {
  // A user's account actions replacing the log-in links used to push the bar's actions 386 px
  // aside, and the Pay with button arriving after the bar another 117 px (layout shift, and
  // entries sliding from under the pointer). The actions now have their final layout at once.
  for (const path of ['/', '/?user=user', '/?site=eu&user=user', '/zh/?user=sub']) {
    test(`${path}: nothing in the actions moves`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.addInitScript(() => {
        const moved: string[] = [];
        (window as unknown as { moved: string[] }).moved = moved;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { sources?: { node?: Node | null }[] }[]) {
            for (const source of entry.sources ?? []) {
              const node = source.node;
              const element = node && (node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement);
              if (element?.closest('.shell-header__actions')) moved.push(element.outerHTML.slice(0, 120));
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await openDemo(page, path);
      await expect(page.locator('.shell-header__actions').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (path.includes('user=')) await expect(page.locator('header.shell-header[data-logged-in]')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { moved: string[] }).moved)).toEqual([]);
    });
  }
});

test.describe('the sign-up offer (issue 23: "the Get 20 USDT badge hangs below the header")', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`${lang}: it sits on the Sign Up button's top edge, inside the bar, clear of Log In, and the button still takes the click`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await openDemo(page, lang === 'en' ? '/' : '/ar/');
      const bar = page.locator('.shell-header__bar').first();
      const bubble = page.locator('.shell-header__actions .shell-header__bubble').first();
      await expect(bubble).toHaveText('Get 20 USDT');
      const [barBox, bubbleBox, signupBox, loginBox] = await Promise.all([
        bar.boundingBox(),
        bubble.boundingBox(),
        page.locator('.shell-header__actions [data-entry="signup"]').first().boundingBox(),
        page.locator('.shell-header__actions [data-entry="login"]').first().boundingBox(),
      ]);
      if (!barBox || !bubbleBox || !signupBox || !loginBox) throw new Error('the bar, the bubble or the auth links did not render');
      expect(bubbleBox.y).toBeGreaterThanOrEqual(barBox.y);
      expect(bubbleBox.y + bubbleBox.height).toBeLessThanOrEqual(barBox.y + barBox.height);
      // On the button's top edge.
      expect(bubbleBox.y).toBeLessThan(signupBox.y);
      expect(bubbleBox.y + bubbleBox.height).toBeGreaterThan(signupBox.y);
      // Clear of Log In, whichever side it is on.
      const apart = bubbleBox.x >= loginBox.x + loginBox.width || bubbleBox.x + bubbleBox.width <= loginBox.x;
      expect(apart).toBe(true);
      // A click on the part of the button under the bubble reaches the button.
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-entry="signup"]') !== null,
        { x: bubbleBox.x + bubbleBox.width / 2, y: signupBox.y + 2 },
      );
      expect(hit).toBe(true);
    });
  }
});

test.describe('navigation panels open under their entry', () => {
  /** Inline start of the element's box: its left edge, or its right edge in right-to-left. */
  const startOf = (box: { x: number; width: number }, rtl: boolean, viewport: number) => (rtl ? viewport - (box.x + box.width) : box.x);

  for (const { path, rtl } of [
    { path: '/', rtl: false },
    { path: '/ar/', rtl: true },
  ]) {
    test(`${rtl ? 'right to left' : 'left to right'}: the futures flyout and the More menu start at their entry and stay on screen`, async ({ page }) => {
      // Wide enough for Futures to sit in the bar in both directions (narrower, it moves into More).
      await page.setViewportSize({ width: 1920, height: 900 });
      await openDemo(page, path);
      const viewport = 1920;
      for (const [entrySelector, panelSelector] of [
        ['.shell-header__entry[data-entry="futures"]', '.shell-header__flyout'],
        ['.shell-header__nav .shell-header__dropdown[data-menu="more"]', '.shell-header__panel'],
      ] as const) {
        const entry = page.locator(entrySelector).first();
        await entry.hover();
        const panel = entry.locator(panelSelector).first();
        await expect(panel).toBeVisible();
        // The panel's content may still grow (lazy flyout); wait for its placement to settle.
        await expect(panel.getByRole('option').or(panel.getByRole('menuitem')).first()).toBeVisible();
        await page.waitForTimeout(100);
        const entryBox = (await entry.boundingBox())!;
        const panelBox = (await panel.boundingBox())!;
        const entryStart = startOf(entryBox, rtl, viewport);
        const panelStart = startOf(panelBox, rtl, viewport);
        const fits = entryStart + panelBox.width <= viewport - 8;
        // Under the entry when it fits; otherwise moved back just enough to end 8 px from the edge.
        if (fits) expect(Math.abs(panelStart - entryStart)).toBeLessThanOrEqual(1);
        else expect(Math.abs(panelStart + panelBox.width - (viewport - 8))).toBeLessThanOrEqual(1);
        expect(panelBox.x).toBeGreaterThanOrEqual(0);
        expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(viewport);
        await page.mouse.move(960, 880);
        await expect(panel).toBeHidden();
      }
    });
  }
});

test.describe('account menus', () => {
  test('the wallet menu opens from the keyboard and lists wallet links with the language prefix', async ({ page }) => {
    await openDemo(page, '/zh/?user=user');
    const trigger = page.getByRole('button', { name: /^(Assets|资产)/ }).first();
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    const item = page.getByRole('menuitem').first();
    await expect(item).toBeFocused();
    await expect(item).toHaveAttribute('href', /^\/zh\/myaccount\//);
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
  });

  test('logout: confirm, all devices, land on /login', async ({ page }) => {
    await openDemo(page, '/?user=user');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Log out of all devices' }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });
});

test.describe('preferences', () => {
  test('the theme toggle survives a reload with no flash of the light theme', async ({ page }) => {
    await openDemo(page, '/');
    await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    // With the app's code blocked, only the pre-paint script can have set this.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the announcement bar closes and stays closed after a reload', async ({ page }) => {
    await openDemo(page, '/');
    const close = page.getByRole('button', { name: /close|dismiss/i }).first();
    await expect(close).toBeVisible();
    const id = await page.locator('[data-announcement-id]').first().getAttribute('data-announcement-id');
    await close.click();
    await expect(page.locator(`[data-announcement-id="${id}"]`)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('main#main h1')).toBeVisible();
    await expect(page.locator(`[data-announcement-id="${id}"]`)).toHaveCount(0);
  });
});

test.describe('notifications', () => {
  test('a user has a bell with an unread badge; a visitor has none', async ({ page }) => {
    await openDemo(page, '/?user=user');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page.getByRole('tablist', { name: 'Notification types' })).toBeVisible();
    await openDemo(page, '/');
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test('the EU cookie notice shows on the home page and stays away once accepted', async ({ page }) => {
    await openDemo(page, '/?site=eu');
    const notice = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Accept all' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.locator('main#main h1')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0);
  });

  test('the main site shows the app QR code, drawn when scrolled towards; the US shows its disclaimer', async ({ page }) => {
    const encoderFetched: string[] = [];
    page.on('request', (request) => {
      if (/\/qrEncode-[^/]+\.js$/.test(request.url())) encoderFetched.push(request.url());
    });
    await openDemo(page, '/');
    const qr = page.getByRole('contentinfo').locator('svg[data-qr-value]');
    await page.waitForLoadState('networkidle');
    // Far below the fold: its frame is there, the encoder is not fetched, nothing is drawn yet.
    await expect(qr).toHaveCount(1);
    expect(await qr.getAttribute('data-qr-ready')).toBeNull();
    expect(encoderFetched).toEqual([]);
    await qr.scrollIntoViewIfNeeded();
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('data-qr-ready', '');
    expect(encoderFetched).toHaveLength(1);
    await openDemo(page, '/?site=us');
    await expect(page.getByRole('contentinfo')).toContainText(/is not investment, financial, legal or tax advice/i);
  });
});

test('mobile: the burger opens the side drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openDemo(page, '/?user=user');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
});

test('mobile: the drawer is a menu of finger-sized rows whose title bar and close button stay put while it scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await openDemo(page, '/?user=user');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  const rows = drawer.locator('.shell-header__drawer-section > summary, .shell-header__drawer-link > a');
  expect(await rows.count()).toBeGreaterThan(5);
  const looks = await rows.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      return { height: element.getBoundingClientRect().height, underline: style.textDecorationLine, marker: style.display === 'list-item' };
    }),
  );
  // WCAG 2.5.8 and the big exchanges' menus: every row at least 44 px, no browser underline or disclosure triangle.
  for (const look of looks) expect(look).toEqual({ height: expect.any(Number), underline: 'none', marker: false });
  expect(Math.min(...looks.map((look) => look.height))).toBeGreaterThanOrEqual(44);
  const body = drawer.locator('.shell-header__drawer-body');
  await body.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toBeInViewport();
  await expect(drawer.getByRole('heading', { name: 'Menu' })).toBeInViewport();
  await close.click();
  await expect(drawer).toHaveCount(0);
});

for (const lang of ['en', 'ar'] as const) {
  test(`mobile (${lang}): an announcement too long for the bar scrolls, starting with its first words in view`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await openDemo(page, lang === 'en' ? '/' : '/ar/');
    const bar = page.locator('.shell-prefs-announcement--marquee').first();
    await expect(bar).toBeVisible();
    const text = bar.locator('.shell-prefs-announcement__text');
    // At the start of a pass the text's start edge sits at the bar's start (left, or right in
    // Arabic), within its padding: not a text's width away, off-screen.
    await text.evaluate((element) =>
      element.getAnimations().forEach((animation) => {
        animation.pause();
        animation.currentTime = 0;
      }),
    );
    const [barBox, textBox] = await Promise.all([bar.locator('.shell-prefs-announcement__viewport').boundingBox(), text.boundingBox()]);
    if (!barBox || !textBox) throw new Error('the bar or its text has no box');
    const offset = lang === 'en' ? textBox.x - barBox.x : barBox.x + barBox.width - (textBox.x + textBox.width);
    expect(offset).toBeGreaterThanOrEqual(0);
    expect(offset).toBeLessThanOrEqual(24);
  });
}
