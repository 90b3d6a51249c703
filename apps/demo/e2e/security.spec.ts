import { createHash } from 'node:crypto';
import type { APIResponse, BrowserContext, Locator, Page, Route } from '@playwright/test';
import { expect, openDemo, openFlyout, test as base } from './fixtures';
import { corpusAt, HOSTILE_HOSTS, HOSTILE_IMAGE_URLS, HOSTILE_MARKET_SYMBOLS, HOSTILE_ROUNDS, HOSTILE_TEXTS, HOSTILE_URLS, PWNED_FLAG } from '../../../packages/mocks/src/hostile/corpus';
import { SOCIAL_LINKS } from '../../../packages/footer/src/content/social';
import { MOCK_WORKER_POLICY } from '../src/backend/registerMockWorker';
import { SITE_KEYS } from './expectations';

/**
 * The XSS and open-redirect corpus of `@shell/mocks` (`?hostile=<round>`) in every
 * data sink of the shell, in Chromium, with every document served under a strict
 * Content-Security-Policy with Trusted Types. Asserted after every step: no payload ran (the
 * `__pwned` flag is a trap that records any write), no CSP violation fired, no request went and
 * no frame navigated off the allow-list, every link, form and image on the page is on it (and so
 * are the redirect parameters of links), and the corpus text is on the page verbatim, as text.
 */

const STATIC_HOST = 'https://static.gate.example';

/**
 * The policy every document of the demo is served with. Beyond `'self'` the demo needs: the
 * static host for the search micro-app (`import()`), icons and the footer's CDN check; `data:`
 * images for the favicon stub; the hash of the inline pre-paint script; and one Trusted Types
 * policy, the demo's own for registering the mock service worker. The shell itself needs no
 * policy, no inline style and no `'unsafe-*'` source.
 */
function contentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${STATIC_HOST} ${inlineScriptHashes.map((hash) => `'${hash}'`).join(' ')}`,
    "style-src 'self'",
    `img-src 'self' data: ${STATIC_HOST}`,
    `connect-src 'self' ${STATIC_HOST}`,
    "worker-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${MOCK_WORKER_POLICY}`,
  ].join('; ');
}

/** sha256 of every inline `<script>` of a document, as CSP hash sources (without quotes). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => `sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}`,
  );
}

/** Links the shell's own configuration points off the exchange's hosts (the footer's social accounts): exact URLs only. */
const CONFIGURED_EXTERNAL_LINKS: readonly string[] = SOCIAL_LINKS.map((link) => new URL(link.href).href);

interface Watch {
  appOrigin: string;
  /** Requests of the context (any page, any worker) to a host the demo does not configure (the app's origin and the static host). */
  offListRequests: string[];
  /** Image requests anywhere but the image host (the static host), same-origin ones included. */
  offListImages: string[];
  /** How many requests the watcher saw, for the closing log lines. */
  requests: number;
  /** Navigations of any frame of any page to another origin than the app's. */
  offListNavigations: string[];
  /** Documents served without the CSP header: must stay empty, or the run proves nothing. */
  documentsWithoutCsp: string[];
  documentsWithCsp: number;
  /** Pages opened by the page (new tabs). */
  popups: string[];
  /** Origins of every request seen, so a test can show the watcher sees the mock worker's answers. */
  requestOrigins: Set<string>;
}

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

/** `route.fetch()`, retried: under two parallel workers `vite preview` now and then resets a connection. */
async function fetchWithRetry(route: Route): Promise<APIResponse> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await route.fetch();
    } catch (error) {
      if (attempt >= 3 || !/ECONNRESET|socket hang up/i.test(String(error))) throw error;
    }
  }
}

/** Serves every document of the app with the CSP, and records what the browser does that it must not. */
async function harden(context: BrowserContext, appOrigin: string): Promise<Watch> {
  const watch: Watch = {
    appOrigin,
    offListRequests: [],
    offListImages: [],
    requests: 0,
    offListNavigations: [],
    documentsWithoutCsp: [],
    documentsWithCsp: 0,
    popups: [],
    requestOrigins: new Set(),
  };
  await context.route(
    (url) => url.origin === appOrigin,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await fetchWithRetry(route);
      const body = await response.text();
      const headers = { ...response.headers(), 'content-security-policy': contentSecurityPolicy(inlineScriptHashes(body)) };
      return route.fulfill({ response, body, headers });
    },
  );
  await context.addInitScript((flag: string) => {
    const w = window as unknown as { __cspViolations: unknown[]; __pwnedWrites: unknown[] };
    w.__cspViolations = [];
    w.__pwnedWrites = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => w.__cspViolations.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample, source: `${event.sourceFile}:${event.lineNumber}` }),
      true,
    );
    // A trap rather than a plain global: a payload that ran is recorded even if something resets the flag.
    Object.defineProperty(window, flag, {
      configurable: false,
      get: () => (w.__pwnedWrites.length > 0 ? 1 : undefined),
      set: (value) => void w.__pwnedWrites.push(String(value)),
    });
  }, PWNED_FLAG);
  // Every request of the context: its pages and its workers (the mock service worker's own fetches too).
  context.on('request', (request) => {
    const raw = request.url();
    watch.requests += 1;
    const image = request.resourceType() === 'image';
    if (raw.startsWith('data:')) {
      // The favicon stub is the one `data:` image of the demo; an `<img>` from data is audited below.
      return;
    }
    let origin: string;
    try {
      origin = new URL(raw).origin;
    } catch {
      watch.offListRequests.push(raw.slice(0, 200));
      return;
    }
    watch.requestOrigins.add(origin);
    if (origin !== appOrigin && origin !== STATIC_HOST) watch.offListRequests.push(raw.slice(0, 200));
    if (image && origin !== STATIC_HOST) watch.offListImages.push(raw.slice(0, 200));
  });
  const watchPage = (page: Page) => {
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() !== 'document') return;
      if (response.headers()['content-security-policy']) watch.documentsWithCsp += 1;
      else watch.documentsWithoutCsp.push(request.url());
    });
    page.on('framenavigated', (frame) => {
      const url = frame.url();
      if (url !== 'about:blank' && new URL(url).origin !== appOrigin) watch.offListNavigations.push(url);
    });
  };
  context.on('page', (page) => {
    watch.popups.push(page.url());
    watchPage(page);
  });
  for (const page of context.pages()) watchPage(page);
  return watch;
}

const test = base.extend<{ watch: Watch }>({
  watch: async ({ context, page, baseURL }, provide) => {
    // `page` first, so the fixture's own page exists and is watched; later pages are popups.
    void page;
    await provide(await harden(context, new URL(baseURL ?? 'http://127.0.0.1').origin));
  },
});

async function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
}

async function pwnedWrites(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __pwnedWrites: string[] }).__pwnedWrites);
}

/** `openDemo` that, when the app does not come up, says what the CSP and the page reported. */
async function open(page: Page, url: string): Promise<void> {
  try {
    await openDemo(page, url);
  } catch (error) {
    const reported = await page.evaluate(() => (window as unknown as { __cspViolations?: unknown[] }).__cspViolations ?? []).catch(() => []);
    throw new Error(`${url} did not render. CSP violations: ${JSON.stringify(reported)}`, { cause: error });
  }
}

interface AuditEntry {
  raw: string;
  problem: string | null;
}

/**
 * Every `<a href>`, `<area href>`, `<form action>`, `<img src>` and SVG `<image>` in the
 * document, plus any frame, object or inline event handler: links must be http(s) to the app, an
 * exchange host (`gate.example` and subdomains) or one of the shell's configured social links,
 * with their redirect parameters on the same list; images from the static host (the image host) only.
 */
async function auditDocument(page: Page): Promise<AuditEntry[]> {
  return page.evaluate(
    ({ staticHost, configured }) => {
      const out: { raw: string; problem: string | null }[] = [];
      const exchange = (url: URL) =>
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        url.username === '' &&
        url.password === '' &&
        (url.hostname === 'gate.example' || url.hostname.endsWith('.gate.example'));
      const linkOk = (url: URL) => url.origin === location.origin || exchange(url) || configured.includes(url.href);
      const check = (raw: string | null, kind: string, image = false) => {
        if (raw === null) return;
        let url: URL;
        try {
          url = new URL(raw, location.href);
        } catch {
          out.push({ raw, problem: `${kind}: unparsable` });
          return;
        }
        if (image) {
          // Images from data come from the image host only (issue 21 L1): never the app's own origin.
          const ok = url.origin === staticHost;
          out.push({ raw, problem: ok ? null : `${kind}: off the allow-list` });
          return;
        }
        if (!linkOk(url)) {
          out.push({ raw, problem: `${kind}: off the allow-list` });
          return;
        }
        for (const name of ['redirect_uri', 'redirect_url', 'redirect', 'return_to', 'next', 'url']) {
          const value = url.searchParams.get(name);
          if (value === null) continue;
          let target: URL;
          try {
            target = new URL(value, location.href);
          } catch {
            continue;
          }
          if (!linkOk(target)) {
            out.push({ raw, problem: `${kind}: ${name} off the allow-list` });
            return;
          }
        }
        out.push({ raw, problem: null });
      };
      for (const a of document.querySelectorAll('a[href], area[href]')) check(a.getAttribute('href'), a.tagName.toLowerCase());
      for (const form of document.querySelectorAll('form[action]')) check(form.getAttribute('action'), 'form');
      for (const img of document.querySelectorAll('img[src]')) check(img.getAttribute('src'), 'img', true);
      for (const image of document.querySelectorAll('image')) check(image.getAttribute('href'), 'svg image', true);
      for (const frame of document.querySelectorAll('iframe, frame, object, embed, [srcdoc]')) out.push({ raw: frame.outerHTML.slice(0, 120), problem: 'frame or object' });
      for (const element of document.querySelectorAll('*')) {
        for (const attribute of element.getAttributeNames()) {
          if (/^on/i.test(attribute)) out.push({ raw: element.outerHTML.slice(0, 120), problem: `inline handler ${attribute}` });
        }
      }
      return out;
    },
    { staticHost: STATIC_HOST, configured: CONFIGURED_EXTERNAL_LINKS },
  );
}

/**
 * Every text node of the page that carries an override or isolate from the corpus (U+202E,
 * U+2067) sits in an isolating element that holds that text only: a `bdi`, or an element whose
 * computed `unicode-bidi` isolates (`isolate`, `isolate-override`, `plaintext`). Otherwise an
 * unclosed control reorders the shell's own text beside it. Returns the leaks and the count checked.
 */
async function bidiLeaks(page: Page): Promise<{ leaks: string[]; checked: number }> {
  return page.evaluate(() => {
    const leaks: string[] = [];
    let checked = 0;
    const isolating = (element: Element) => element.tagName === 'BDI' || ['isolate', 'isolate-override', 'plaintext'].includes(getComputedStyle(element).unicodeBidi);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      if (!/[\u202e\u2067]/.test(text)) continue;
      checked += 1;
      let element: Element | null = node.parentElement;
      while (element && element !== document.body && !isolating(element)) element = element.parentElement;
      // The isolate must hold the data text only: the <html dir> or a whole menu isolates nothing from it.
      if (!element || element === document.body || (element.textContent ?? '').trim() !== text.trim()) {
        const parent = node.parentElement;
        leaks.push(`${JSON.stringify(text.slice(0, 30))} in <${parent?.tagName.toLowerCase()} class="${parent?.getAttribute('class') ?? ''}">`);
      }
    }
    return { leaks, checked };
  });
}

/** What a test checked, for its closing log line. */
interface Tally {
  audited: number;
  activations: number;
  /** Texts with a bidi override or isolate checked for isolation. */
  bidi: number;
}

const newTally = (): Tally => ({ audited: 0, activations: 0, bidi: 0 });

/** Everything that must hold at any moment of any test. Soft, so one run lists every problem. */
async function expectClean(page: Page, watch: Watch, tally: Tally, where: string): Promise<void> {
  const audit = await auditDocument(page);
  tally.audited += audit.length;
  expect.soft(audit.filter((entry) => entry.problem !== null), `${where}: links, forms, images, frames`).toEqual([]);
  const bidi = await bidiLeaks(page);
  tally.bidi += bidi.checked;
  expect.soft(bidi.leaks, `${where}: corpus text with bidi controls outside an isolating element of its own`).toEqual([]);
  expect.soft(await pwnedWrites(page), `${where}: a payload ran`).toEqual([]);
  expect.soft(await violations(page), `${where}: CSP violations`).toEqual([]);
  expect.soft(watch.offListRequests, `${where}: requests to hosts the demo does not configure`).toEqual([]);
  expect.soft(watch.offListImages, `${where}: image requests off the image host`).toEqual([]);
  expect.soft(watch.offListNavigations, `${where}: navigations off the app`).toEqual([]);
  expect.soft(watch.popups, `${where}: pages opened`).toEqual([]);
  expect.soft(watch.documentsWithoutCsp, `${where}: documents without the CSP`).toEqual([]);
  expect.soft(new URL(page.url()).origin, `${where}: still on the app`).toBe(watch.appOrigin);
}

/**
 * Proves the policy is live where the test ended: the document came with the header, and an
 * `innerHTML` assignment throws and raises exactly one violation (then the only one on record).
 */
async function expectEnforced(page: Page, watch: Watch): Promise<void> {
  expect(watch.documentsWithCsp, 'documents served with the CSP').toBeGreaterThan(0);
  const blocked = await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>probe</b>';
      return false;
    } catch {
      return true;
    }
  });
  expect(blocked, 'Trusted Types are enforced').toBe(true);
  await expect.poll(async () => (await violations(page)).map((violation) => violation.directive)).toEqual(['require-trusted-types-for']);
}

/**
 * Clicks an element built from corpus data, as a user would. A click may only navigate within the
 * app (e.g. a notification's fallback: its type's page); then the test goes back.
 */
async function activate(page: Page, target: Locator, tally: Tally): Promise<void> {
  const before = page.url();
  await target.click();
  tally.activations += 1;
  if (page.url() !== before) {
    expect.soft(new URL(page.url()).origin, `a click on corpus data left the app: ${page.url()}`).toBe(new URL(before).origin);
    await page.goBack();
    await expect(page.locator('main#main h1')).toBeVisible();
  }
}

/**
 * Activates every element of a (long) list with `HTMLElement.click()` in one go: the DOM
 * activation a real click ends in (an anchor follows its href), without Playwright's per-click
 * scrolling and waiting. The first few of each list also get a real click ({@link activate}).
 */
async function activateAll(page: Page, targets: Locator, tally: Tally): Promise<void> {
  const before = page.url();
  tally.activations += await targets.evaluateAll((elements) => {
    for (const element of elements) (element as HTMLElement).click();
    return elements.length;
  });
  expect.soft(new URL(page.url()).origin, `activating corpus data left the app: ${page.url()}`).toBe(new URL(before).origin);
  if (page.url() !== before) {
    await page.goBack();
    await expect(page.locator('main#main h1')).toBeVisible();
  }
}

/** Moves the app to another demo URL through its popstate path (what Back and Forward do). */
async function goInApp(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
  await expect(page.locator('main#main h1')).toBeVisible();
}

test.describe.configure({ mode: 'parallel' });

test('baseline: the whole shell runs under the strict CSP and Trusted Types with no violation', async ({ page, watch, problems }) => {
  test.setTimeout(120_000);
  const tally = newTally();
  // A visitor: the testnet entry goes to the account host's authorize page.
  await open(page, '/');
  const testnet = page.locator('[data-entry="testnet"] a');
  await expect(testnet).toHaveAttribute('href', /redirect_uri=https%3A%2F%2Ftestnet\.gate\.example.*redirect_url=https%3A%2F%2Ftestnet\.gate\.example/);
  await expectClean(page, watch, tally, 'visitor home');
  // A user: the lazy markets chunk and its CSS, Pay with, the search micro-app from the static
  // host, settings, the bell.
  // Wide enough for Spot to sit in the bar itself (narrower, it moves into More).
  await page.setViewportSize({ width: 1920, height: 1080 });
  await open(page, '/?user=user');
  const trade = page.locator('.shell-header__entry[data-entry="trade"]').first();
  await trade.hover();
  await expect(trade.locator('.shell-header__flyout')).toBeVisible();
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: /^Pay with/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('search')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Settings' }).first().click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('tablist', { name: 'Notification types' })).toBeVisible();
  await page.keyboard.press('Escape');
  // The VIP progress bar's width comes through the CSSOM, not a (blockable) style attribute: 62.5 %.
  await page.getByRole('button', { name: 'Account' }).click();
  const track = await page.locator('.shell-header__progress-track').boundingBox();
  const bar = await page.locator('.shell-header__progress-bar').boundingBox();
  expect(track && bar && Math.round((bar.width / track.width) * 1000) / 10).toBe(62.5);
  await page.keyboard.press('Escape');
  await expectClean(page, watch, tally, 'user home with flyouts');
  for (const url of ['/?user=user&menu=remote', '/reminder?user=user', '/policy', '/?site=eu', '/?site=testnet&user=sub']) {
    await open(page, url);
    await expectClean(page, watch, tally, url);
  }
  // The watcher sees the mock worker's answers too (API calls and the static host).
  expect([...watch.requestOrigins].sort()).toEqual([watch.appOrigin, STATIC_HOST].sort());
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  await expectEnforced(page, watch);
  console.log(`baseline: ${tally.audited} links, forms and images audited on ${watch.documentsWithCsp} documents`);
});

test('the search micro-app runs only when its bytes match the configured integrity hash', async ({ page, watch, problems }) => {
  const tally = newTally();
  // The good release: it mounts its search form (the baseline above clicks it too).
  await open(page, '/?user=user');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('search')).toBeVisible();
  await page.keyboard.press('Escape');
  // A release changed after its hash was published (a compromised CDN): refused before it runs,
  // the entry falls back to the search page link, and one line is logged.
  await open(page, '/?user=user&searchApp=tampered');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const header = page.getByRole('banner').first();
  // (The demo's link keeps its own state in the query.)
  await expect(header.getByRole('link', { name: 'Search', exact: true })).toHaveAttribute('href', /^\/search(\?|$)/);
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(page.getByRole('log')).toContainText('header.search-app');
  expect(await pwnedWrites(page)).toEqual([]);
  await expectClean(page, watch, tally, 'tampered search app');
  expect(problems.pageErrors).toEqual([]);
});

test.describe('hostile corpus in every sink', () => {
  // The corpus makes the entries long: at this width every one sits in the bar, where these tests
  // look for its sinks. The "More" menu, where entries go when they do not fit, has its own test.
  test.use({ viewport: { width: 3840, height: 1200 } });

  test('the "More" menu: remote entries that did not fit show their corpus text as text and refuse its URLs', async ({ page, watch, problems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const tally = newTally();
    await open(page, '/?hostile=1&user=user&menu=remote');
    const nav = page.getByRole('banner').first().locator('.shell-header__nav');
    const moved = nav.locator('.shell-header__nav-list > [data-nav-key][inert]');
    await expect.poll(() => moved.count(), { message: 'some hostile entries do not fit at 1280 px' }).toBeGreaterThan(0);
    const more = nav.locator('[data-menu="more"]');
    await more.locator('.shell-header__trigger').click();
    const panel = more.locator('.shell-header__panel');
    await expect(panel.getByRole('separator')).toBeAttached();
    // Every unsafe corpus URL that reached "More" was refused as an href (ShellLink), and the texts are there verbatim.
    expect(await panel.locator('.shell-header__menu-item[data-unsafe-href]').count()).toBeGreaterThan(0);
    const text = (await panel.textContent()) ?? '';
    expect(HOSTILE_TEXTS.some((payload) => text.includes(payload)), 'corpus text shown verbatim in More').toBe(true);
    // Activating a refused one does nothing (it is text, not a link).
    await activateAll(page, panel.locator('.shell-header__menu-item[data-unsafe-href]'), tally);
    await page.keyboard.press('Escape');
    await expectClean(page, watch, tally, 'More menu');
    expect(problems.pageErrors).toEqual([]);
    await expectEnforced(page, watch);
  });

  test('remote menus (?menu=remote): every URL as jump_url, banner image and tag icon; every text as title, description and tag word', async ({
    page,
    watch,
    problems,
  }) => {
    test.setTimeout(180_000);
    const tally = newTally();
    await open(page, '/?hostile=1&user=user&menu=remote');
    const header = page.getByRole('banner').first();
    for (const name of ['remote-hostile_links', 'remote-hostile_banners']) {
      const menu = header.locator(`[data-menu="${name}"]`);
      const trigger = menu.locator('.shell-header__trigger');
      const panel = menu.locator('.shell-header__panel');
      await trigger.click();
      const items = menu.locator('.shell-header__menu-item');
      // Every corpus URL (link or image) reached the dropdown, and ShellLink refused every one as an href.
      const expected = name === 'remote-hostile_links' ? HOSTILE_URLS.length : HOSTILE_IMAGE_URLS.length;
      await expect(items).toHaveCount(expected);
      await expect(menu.locator('.shell-header__menu-item[data-unsafe-href]')).toHaveCount(expected);
      if (name === 'remote-hostile_links') {
        const text = (await panel.textContent()) ?? '';
        for (const payload of HOSTILE_TEXTS) expect.soft(text, 'every text payload shown verbatim').toContain(payload);
      }
      for (let index = 0; index < 3; index += 1) {
        if (!(await panel.isVisible())) await trigger.click();
        await activate(page, items.nth(index), tally);
      }
      await activateAll(page, items, tally);
      await page.keyboard.press('Escape');
      await expectClean(page, watch, tally, name);
    }
    for (const entry of ['remote-hostile_top', 'remote-hostile_top_banner', 'remote-__proto__']) {
      const element = header.locator(`[data-entry="${entry}"]`);
      await expect(element).toHaveCount(1);
      await activate(page, element, tally);
    }
    await expectClean(page, watch, tally, 'remote top-level entries');
    // The same items in the mobile drawer (platform "all" shows on both surfaces).
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toContainText(corpusAt(HOSTILE_TEXTS, 0));
    await expectClean(page, watch, tally, 'drawer');
    expect(problems.pageErrors).toEqual([]);
    await expectEnforced(page, watch);
    expect(tally.bidi, 'texts with bidi controls reached the page').toBeGreaterThan(0);
    console.log(`remote menus: ${tally.activations} activations, ${tally.audited} links, forms and images audited, ${tally.bidi} bidi texts isolated`);
  });

  test('market flyouts: hostile market names make no row, hostile icons load nothing, corpus names stay text', async ({ page, watch, problems }) => {
    test.setTimeout(120_000);
    const tally = newTally();
    await open(page, '/?hostile=1&user=user');
    for (const entryKey of ['trade', 'futures']) {
      const flyout = await openFlyout(page, entryKey);
      const options = flyout.getByRole('option');
      await expect(options.first()).toBeVisible();
      // The top rows are real markets dressed with corpus names and hostile icons: the names are
      // text, every icon is the initials placeholder (no <img>, so no request).
      const subtitles = (await flyout.locator('.shell-markets__sub').allTextContents()).join('\n');
      expect(HOSTILE_TEXTS.some((payload) => subtitles.includes(payload)), `${entryKey}: corpus names shown as text`).toBe(true);
      await expect(flyout.locator('img')).toHaveCount(0);
      // The rows named with a hostile market symbol (sent as the most traded) were dropped.
      const pairs = await flyout.locator('[data-pair]').evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-pair') ?? ''));
      expect(pairs.length).toBeGreaterThan(0);
      expect(pairs.filter((pair) => HOSTILE_MARKET_SYMBOLS.includes(pair))).toEqual([]);
      // Every row link is a plain route of its section.
      const hrefs = await options.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.filter((href) => !/^\/(?:trade|futures\/(?:USDT|BTC))\/[A-Z0-9.]+_[A-Z0-9.]+(?:\?[^#]*)?$/.test(href)), `${entryKey}: row links`).toEqual([]);
      // Search with the payloads' characters: nothing hostile comes back, nothing breaks.
      const search = flyout.getByRole('combobox');
      for (const query of ['../', '%2e%2e', 'logout', '?redirect=', corpusAt(HOSTILE_TEXTS, 1)]) {
        await search.fill(query);
        const found = await flyout.locator('[data-pair]').evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-pair') ?? ''));
        expect(found.filter((pair) => HOSTILE_MARKET_SYMBOLS.includes(pair)), `${entryKey}: search ${query}`).toEqual([]);
      }
      await search.fill('');
      await expect(options.first()).toBeVisible();
      await expectClean(page, watch, tally, `${entryKey} flyout`);
      await page.mouse.move(0, 600);
    }
    expect(problems.pageErrors).toEqual([]);
    await expectEnforced(page, watch);
    console.log(`market flyouts: ${tally.audited} links, forms and images audited, ${watch.requests} requests watched`);
  });

  test('static navigation: header tags carry the texts as words and the URLs as icons', async ({ page, watch, problems }) => {
    const tally = newTally();
    await open(page, '/?hostile=1&user=user');
    const tags = page.getByRole('banner').first().locator('.shell-header__tag');
    await expect(tags.first()).toBeVisible();
    const words = await tags.allTextContents();
    expect(words.filter((word) => HOSTILE_TEXTS.includes(word)).length, `tags show corpus text: ${words.join(' | ')}`).toBeGreaterThan(0);
    // A tag sits inside its entry's own (configured) link: activating it follows that link, in the app.
    await activate(page, tags.first(), tally);
    await activateAll(page, tags, tally);
    await expectClean(page, watch, tally, 'static navigation');
    expect(problems.pageErrors).toEqual([]);
    await expectEnforced(page, watch);
  });

  test('bell dropdown and reminder page: tab names, titles, contents, web_url and url from the corpus', async ({ page, watch, problems }) => {
    test.setTimeout(180_000);
    const tally = newTally();
    const url = '/reminder?hostile=1&user=user';
    await open(page, url);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const dropdownTabs = page.getByRole('banner').first().getByRole('tablist', { name: 'Notification types' });
    await expect(dropdownTabs).toBeVisible();
    const tabNames = await dropdownTabs.getByRole('tab').allTextContents();
    expect(tabNames.every((name) => HOSTILE_TEXTS.some((payload) => name.includes(payload))), `tab names: ${tabNames.join(' | ')}`).toBe(true);
    await expect(page.getByRole('banner').first().locator('article.shell-reminder-message').first()).toBeVisible();
    await expectClean(page, watch, tally, 'bell dropdown');
    await page.keyboard.press('Escape');

    const main = page.locator('main#main');
    const tabs = main.getByRole('tab');
    const busy = main.locator('[aria-busy="true"]');
    const titles = new Set<string>();
    let messages = 0;
    const tabCount = await tabs.count();
    expect(tabCount).toBeGreaterThan(0);
    for (let index = 0; index < tabCount; index += 1) {
      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      const cards = main.locator('article.shell-reminder-message');
      await expect(cards.first()).toBeVisible();
      // Every page of this tab (bounded: the largest mock tab has 64 messages, 10 a page).
      const more = main.locator('.shell-reminder-list__more');
      for (let step = 0; step < 8; step += 1) {
        // Opening a tab marks it read, which refreshes the list: wait until it is idle again.
        await expect(busy).toHaveCount(0);
        if (!(await more.isVisible())) break;
        const shown = await cards.count();
        await more.click();
        await expect.poll(() => cards.count()).toBeGreaterThan(shown);
      }
      await expect(more).toHaveCount(0);
      messages += await cards.count();
      for (const title of await main.locator('.shell-reminder-message__title').allTextContents()) titles.add(title);
      await expectClean(page, watch, tally, `reminder page, tab ${index}, all pages`);
      // A tab whose messages have no safe target (no fallback page): activate every card.
      if ((await main.locator('.shell-reminder-message__link').count()) === 0) await activateAll(page, cards.locator('.shell-reminder-message__content, .shell-reminder-message__title'), tally);
      // Real clicks on the first cards: with no safe target a card stays put, the others lead to the type's page.
      for (let card = 0; card < Math.min(await cards.count(), 3); card += 1) {
        if ((await tabs.nth(index).getAttribute('aria-selected')) !== 'true') await tabs.nth(index).click();
        await activate(page, cards.nth(card).locator('.shell-reminder-message__content'), tally);
      }
    }
    for (const payload of HOSTILE_TEXTS) expect.soft([...titles].some((title) => title.includes(payload)), `title ${payload} shown as text`).toBe(true);
    await expectClean(page, watch, tally, 'reminder page');
    expect(problems.pageErrors).toEqual([]);
    await expectEnforced(page, watch);
    console.log(`reminders: ${messages} messages, ${titles.size} distinct titles on ${tabCount} tabs, ${tally.activations} activations, ${tally.audited} links, forms and images audited`);
  });
});

test('every sub-website (?menu=remote, the main site takes it): the corpus reaches the shell and stays inert', async ({ page, watch, problems }) => {
  test.setTimeout(120_000);
  // Wide enough for every corpus-long entry to sit in the bar (see "hostile corpus in every sink").
  await page.setViewportSize({ width: 3840, height: 1200 });
  const tally = newTally();
  for (const [index, site] of SITE_KEYS.entries()) {
    // Alternate visitor and logged-in user; the first site loads the document, the rest navigate in the app.
    const href = `/?hostile=1&menu=remote&site=${site}${index % 2 === 1 ? '&user=user' : ''}`;
    if (index === 0) await open(page, href);
    else await goInApp(page, href);
    await expect(page.locator('[data-announcement-id="hostile-1"]')).toContainText(corpusAt(HOSTILE_TEXTS, 0));
    // The remote menu is the main site's (policy `header.newMenuSystem`); elsewhere the static navigation and its tags.
    if (site === 'main') {
      // Its items are drawn when it first opens, like every dropdown's.
      const menu = page.locator('[data-menu="remote-hostile_links"]');
      await menu.locator('.shell-header__trigger').click();
      await expect(menu.locator('.shell-header__menu-item[data-unsafe-href]').first()).toBeAttached();
      await page.keyboard.press('Escape');
    }
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectClean(page, watch, tally, `site ${site}`);
  }
  expect(problems.pageErrors).toEqual([]);
  await expectEnforced(page, watch);
  console.log(`sites: ${SITE_KEYS.length} sub-websites, ${tally.audited} links, forms and images audited`);
});

/**
 * The sinks that show one value at a time, round by round (`?hostile=<round>` puts corpus entry
 * round - 1 there): the announcement bar and its link, the bulletin, the testnet entry's authorize
 * host (its redirect_uri / redirect_url), and for a logged-in user the avatar and the nickname.
 * Every round runs as visitor and as user: every text and every host meets each of these sinks;
 * the URLs are sampled across every kind (all of them go through the list sinks above).
 */
const ROUNDS = Array.from({ length: HOSTILE_ROUNDS }, (_, index) => index + 1);

for (const user of ['visitor', 'user'] as const) {
  test(`rounds 1…${HOSTILE_ROUNDS} as ${user}: announcement, bulletin, ${user === 'visitor' ? 'testnet login' : 'avatar and nickname'}`, async ({
    page,
    watch,
    problems,
  }) => {
    test.setTimeout(120_000);
    // Wide enough for every corpus-long entry (the testnet one too) to sit in the bar.
    await page.setViewportSize({ width: 3840, height: 1200 });
    const tally = newTally();
    for (const round of ROUNDS) {
      const href = `/?hostile=${round}${user === 'user' ? '&user=user' : ''}`;
      // The first round loads the document; the others go there as Back / Forward would (the
      // demo's popstate path), which switches the mock backend and refetches every call.
      if (round === 1) await open(page, href);
      else await goInApp(page, href);
      const bar = page.locator(`[data-announcement-id="hostile-${round}"]`);
      await expect(bar).toContainText(corpusAt(HOSTILE_TEXTS, round - 1));
      await activate(page, bar.locator('.shell-prefs-announcement__text'), tally);
      if (user === 'visitor') {
        // Refused authorize URL: the entry is text, not a link.
        const testnet = page.locator('[data-entry="testnet"] > :first-child');
        await expect(testnet).toHaveAttribute('data-unsafe-href', '');
        await activate(page, testnet, tally);
      } else {
        await page.getByRole('button', { name: 'Account' }).click();
        await expect(page.locator('[data-menu="user"]')).toContainText(corpusAt(HOSTILE_TEXTS, round - 1));
        await page.keyboard.press('Escape');
      }
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectClean(page, watch, tally, `round ${round} (${user})`);
    }
    expect(problems.pageErrors).toEqual([]);
    await expectEnforced(page, watch);
    console.log(
      `rounds as ${user}: ${HOSTILE_ROUNDS} rounds (${HOSTILE_TEXTS.length} texts, ${HOSTILE_HOSTS.length} hosts, ${HOSTILE_ROUNDS} of ${HOSTILE_URLS.length} URLs), ${tally.activations} activations, ${tally.audited} links, forms and images audited`,
    );
  });
}
