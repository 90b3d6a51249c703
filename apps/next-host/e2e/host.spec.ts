import type { APIRequestContext } from '@playwright/test';
import { expect, MOCK_USER_COOKIE, open, PORT, signIn, SITES, siteUrl, test } from './fixtures';

const USER_INFO = '/api/web/v1/usercenter/get_info';

test.describe('server-rendered shell on every site', () => {
  for (const site of SITES) {
    for (const who of ['visitor', 'user'] as const) {
      test(`${site} · ${who}: the server HTML has the shell (and the user), hydration is silent, nothing is fetched twice`, async ({ page, context, problems }) => {
        const name = `e2e${site}`;
        if (who === 'user') await signIn(context, name);
        const apiCalls: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/mock-api/')) apiCalls.push(new URL(request.url()).pathname);
        });
        const response = await open(page, siteUrl(site));
        const html = (await response?.text()) ?? '';
        expect(html).toMatch(/<header[^>]*class="shell-header/);
        expect(html).toMatch(/<footer[^>]*/);
        if (who === 'user') {
          // Who the mock API says is signed in, asked with the same cookie.
          const answer = await page.request.get(`http://127.0.0.1:${PORT}/mock-api/${site}${USER_INFO}`, { headers: { cookie: `${MOCK_USER_COOKIE}=${name}` } });
          const { data } = (await answer.json()) as { data: { nickname: string; uid: number } };
          const shownAs = site === 'testnet' ? String(data.uid) : data.nickname;
          expect(html).toContain(`title="${shownAs}"`);
          await expect(page.getByRole('button', { name: 'Account' }).first()).toHaveAttribute('title', shownAs);
          expect(html).toContain('data-logged-in');
        } else {
          expect(html).not.toContain('data-logged-in');
        }
        // The server's answers came with the page: the browser does not ask for user info again.
        expect(apiCalls.filter((path) => path.endsWith(USER_INFO))).toEqual([]);
        expect(problems.pageErrors).toEqual([]);
        expect(problems.console).toEqual([]);
      });
    }
  }
});

test("two users' concurrent page loads never show each other's data", async ({ browser }) => {
  const names = ['alicesrv', 'bobsrv'];
  const contexts = await Promise.all(names.map(() => browser.newContext()));
  await Promise.all(contexts.map((context, index) => signIn(context, names[index]!)));
  const expected = await Promise.all(
    names.map(async (name) => {
      const answer = await contexts[0]!.request.get(`http://127.0.0.1:${PORT}/mock-api/main${USER_INFO}`, { headers: { cookie: `${MOCK_USER_COOKIE}=${name}` } });
      return ((await answer.json()) as { data: { nickname: string } }).data.nickname;
    }),
  );
  const pages = await Promise.all(Array.from({ length: 12 }, (_, index) => contexts[index % 2]!.request.get(siteUrl('main'))));
  const htmls = await Promise.all(pages.map((response) => response.text()));
  htmls.forEach((html, index) => {
    expect(html).toContain(`title="${expected[index % 2]}"`);
    expect(html).not.toContain(expected[(index + 1) % 2]!);
  });
  await Promise.all(contexts.map((context) => context.close()));
});

test('a market flyout opens with rows', async ({ page, problems }) => {
  await open(page, siteUrl('main'));
  const entry = page.locator('.shell-header__entry[data-entry="trade"]').first();
  await entry.hover();
  const flyout = entry.locator('.shell-header__flyout');
  await expect(flyout.getByRole('option').first()).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});

test('the theme toggle applies at once and the server renders it after a reload', async ({ page, problems }) => {
  await open(page, siteUrl('main'));
  await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const response = await page.reload();
  expect(await response?.text()).toMatch(/<html[^>]*data-theme="dark"/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(problems.console).toEqual([]);
});

test('a language change applies: texts, <html lang> and, for Arabic, right to left', async ({ page, problems }) => {
  await open(page, siteUrl('main'));
  await page.locator('button[data-entry="language"]').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('العربية', { exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // A full load of the Arabic page is server-rendered in Arabic.
  const response = await page.reload();
  expect(await response?.text()).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
  expect(problems.pageErrors).toEqual([]);
});

// Issue 22 item 14: "those without a shell catalog render the shell in English with the right lang
// on <html> and the right URL prefix" (spec §2 "All routes take a language prefix: /{lang}").
test('a server language without a shell catalog: /ru is server-rendered in English with <html lang="ru" dir="ltr"> and /ru links; the chooser offers the others', async ({ page, problems }) => {
  const response = await open(page, siteUrl('main', '/ru'));
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/<html[^>]*lang="ru"/);
  expect(html).toMatch(/<html[^>]*dir="ltr"/);
  expect(html).toMatch(/href="\/ru\/login/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByText('Language: Русский')).toBeVisible();
  await page.locator('button[data-entry="language"]').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: 'Русский' })).toHaveAttribute('aria-current', 'true');
  await dialog.getByText('Tiếng Việt', { exact: true }).click();
  await expect(page).toHaveURL(/\/vi\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(problems.pageErrors).toEqual([]);
  expect(problems.console).toEqual([]);
});

test("the host's own useSelector reads the host's store inside the shell", async ({ page, problems }) => {
  await open(page, siteUrl('main'));
  const state = page.getByTestId('host-state');
  await expect(state).toHaveText('store: host, clicks: 0');
  await page.getByRole('button', { name: 'Count a click in the host store' }).click();
  await expect(state).toHaveText('store: host, clicks: 1');
  expect(problems.pageErrors).toEqual([]);
});

test('the shell prefetches none of its links: no _rsc requests on a page load', async ({ page }) => {
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('_rsc=') || request.headers()['next-router-prefetch']) prefetches.push(request.url());
  });
  await open(page, siteUrl('main'));
  // Links are prefetched when they scroll into view: bring the footer's in too.
  await page.locator('footer').last().scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(prefetches).toEqual([]);
});

test.describe('a page without the header', () => {
  test('has the <html> language, direction and theme from the settings, and the host store works', async ({ page, context, problems }) => {
    await context.addCookies([{ name: 'theme_mode', value: '2', domain: 'localhost', path: '/' }]);
    const response = await open(page, siteUrl('main', '/plain'));
    const html = (await response?.text()) ?? '';
    expect(html).not.toMatch(/<header[^>]*class="shell-header/);
    expect(html).toMatch(/<html[^>]*data-theme="dark"/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.getByRole('button', { name: 'Count a click in the host store' }).click();
    await expect(page.getByTestId('host-state')).toHaveText('store: host, clicks: 1');
    expect(problems.console).toEqual([]);
  });

  test("follows a theme changed in another tab (the root's settings sync, no header needed)", async ({ context }) => {
    const plain = await context.newPage();
    await open(plain, siteUrl('main', '/plain'));
    await expect(plain.locator('html')).toHaveAttribute('data-theme', 'light');
    const framed = await context.newPage();
    await open(framed, siteUrl('main'));
    await framed.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    await expect(plain.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test('a Server Component imports every client entry of the shell and renders', async ({ page, problems }) => {
  await page.goto('/rsc-imports');
  // One item per client entry, each loaded. tooling/rsc/check.mjs keeps the page's list complete,
  // so no count here: it would go stale each time an entry is added or removed.
  const entries = page.locator('main li');
  await expect(entries.first()).toBeVisible();
  await expect(page.locator('li[data-loaded]')).toHaveCount(await entries.count());
  expect(problems.pageErrors).toEqual([]);
  expect(problems.console).toEqual([]);
});

test.describe('compliance redirect (spec §4): a logged-out visitor on a listed public path of another region', () => {
  // The mock API's per-request switches (@shell/mocks README, "The mock session"): the visitor's
  // country in common data, and faults of this visitor's calls only.
  const FROM_TURKIYE = { name: 'shell_mock_country', value: 'TR' };
  const COMMON_DATA_FAILS = { name: 'shell_mock_faults', value: 'commonData:http-500' };

  /**
   * The server's own answer for `site` and `path`, redirects not followed. Node does not resolve
   * `*.localhost` (the browser does): the site goes in the Host header of a request to 127.0.0.1.
   */
  const serverAnswer = (request: APIRequestContext, site: string, path: string, cookies: Array<{ name: string; value: string }>) =>
    request.get(`http://127.0.0.1:${PORT}${path}`, {
      maxRedirects: 0,
      headers: { host: `${site}.localhost:${PORT}`, cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; ') },
    });

  test('the server answers with a redirect to the regional host, path and query kept', async ({ request }) => {
    for (const [path, target] of [
      ['/?utm_source=ad&utm_campaign=e2e', 'https://tr.gate.example/?utm_source=ad&utm_campaign=e2e'],
      ['/zh?ref=mail', 'https://tr.gate.example/zh?ref=mail'],
    ] as const) {
      const response = await serverAnswer(request, 'eu', path, [FROM_TURKIYE]);
      expect([307, 308], path).toContain(response.status());
      expect(response.headers()['location'], path).toBe(target);
      // No page HTML: the layout redirects before the shell renders. (The body is Next.js's error
      // document, which carries the page segment's RSC payload; browsers never render a 307's body.)
      expect(await response.text(), path).not.toMatch(/<header[^>]*class="shell-header/);
    }
  });

  test('the browser is sent on before anything renders: the EU page never commits', async ({ page, context }) => {
    await context.addCookies([{ ...FROM_TURKIYE, domain: 'eu.localhost', path: '/' }]);
    const start = siteUrl('eu', '/?utm_source=ad');
    const target = 'https://tr.gate.example/?utm_source=ad';
    const committed: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) committed.push(frame.url());
    });
    const fromEuHost: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(siteUrl('eu', '/'))) fromEuHost.push(request.url());
    });
    const onward = page.waitForRequest(target);
    // The regional host is fictional (`.example` never resolves) and Playwright's routes do not
    // see a redirect's target: the navigation ends at the target's name lookup.
    const navigation = await page.goto(start).then(
      () => null,
      (error: unknown) => error,
    );
    expect(navigation).toBeInstanceOf(Error);
    const redirected = (await onward).redirectedFrom();
    expect(redirected?.url()).toBe(start);
    expect([307, 308]).toContain((await redirected?.response())?.status());
    // Nothing of the EU page: no document committed, not one of its scripts or styles asked for.
    expect(committed.filter((url) => url.startsWith(siteUrl('eu', '/')))).toEqual([]);
    expect(fromEuHost).toEqual([start]);
  });

  for (const { name, path, cookies, heading } of [
    { name: 'a signed-in user', path: '/', cookies: [FROM_TURKIYE, { name: MOCK_USER_COOKIE, value: 'alicetr' }], heading: 'Host home' },
    { name: 'a path not on the list', path: '/plain', cookies: [FROM_TURKIYE], heading: 'Plain host page' },
    // Fails open: with no country, nothing is decided, on the server or in the browser.
    { name: 'common data failing', path: '/', cookies: [FROM_TURKIYE, COMMON_DATA_FAILS], heading: 'Host home' },
  ]) {
    test(`stays for ${name}: the page, on the server and after hydration`, async ({ page, context, request }) => {
      const response = await serverAnswer(request, 'eu', path, cookies);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(heading);
      await context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: 'eu.localhost', path: '/' })));
      await open(page, siteUrl('eu', path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(page.url()).toBe(siteUrl('eu', path));
    });
  }
});
