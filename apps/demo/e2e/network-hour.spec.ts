import type { Page, Request } from '@playwright/test';
import { expect, openDemo, test } from './fixtures';

/**
 * An hour of a logged-in page left alone, on Playwright's clock (issue 8, "Network"): every
 * request the page sends, counted per endpoint path, against what the spec implies.
 *
 * - Visible for an hour: the page's load calls once each — with the idle prefetch of the spot and
 *   futures flyouts (their lists and the market tab menu, once, when the browser is idle after
 *   load; packages/header/README.md "Flyout prefetch") — then only the unread count (spec §4 and
 *   §9: on mount, then every 300 s after a 60 s delay → mount + polls at 360 s, 660 s, … 3360 s =
 *   12 in the hour; packages/reminder/README.md "Polling"). Nothing else: no more market data (no
 *   flyout was opened and a prefetch subscribes to nothing, so no 10-minute futures refresh), no
 *   refetch of any load call.
 * - Hidden for an hour: nothing at all; back to visible, only what is due — one unread count (no
 *   count was read for a whole poll period).
 * - Opened in a background tab: the load calls, but no unread count until the tab is shown, and no
 *   idle prefetch at all.
 *
 * Headless Chromium pages are always visible, so the tab's visibility is driven through
 * `document.visibilityState` and the `visibilitychange` / `focus` / `blur` events a browser fires on
 * a tab switch (what the reminder package reads). MSW answers in the page, so its latency is a
 * page timer too: time moves in 3.5 s steps, and a request in flight is let finish before the next.
 */

const UNREAD = '/apiw/v2/herald/msg/unread/num';
/** What the idle prefetch of the spot and futures flyouts asks for. */
const PREFETCHED = ['/apiw/v2/market/spots', '/apiw/v2/market/futures', '/apiw/v2/common/tabs'];
/** Past requestIdleCallback's 5 s timeout of the idle prefetch. */
const AFTER_IDLE_MS = 10_000;
const HOUR_MS = 60 * 60 * 1000;
/**
 * Under the client's 4 s request timeout, so a poll fired inside a step is answered before it could
 * time out: at the latest it fires at a step's end, and the mock's 120 ms latency is then run in
 * 20 ms moves (`idle`), far inside the 4 s. Each step is a round trip to the page, so the hour is
 * cut in as few as that allows (3.5 s steps: about 1,030 of them instead of 1,800 of 2 s).
 */
const STEP_MS = 3500;

type Visibility = 'visible' | 'hidden';

// A trace of thousands of clock steps is large and slow to write; the counts say what went wrong.
test.use({ trace: 'off' });

/** The tab's visibility as the page sees it, switchable from the test. */
async function controlVisibility(page: Page, initial: Visibility) {
  await page.addInitScript((start: Visibility) => {
    let state: Visibility = start;
    Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => state });
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => state === 'hidden' });
    (window as unknown as { __setVisibility: (next: Visibility) => void }).__setVisibility = (next) => {
      state = next;
      // The order a browser uses on a tab switch: away = hidden then blur; back = visible then focus.
      if (next === 'hidden') {
        document.dispatchEvent(new Event('visibilitychange'));
        window.dispatchEvent(new FocusEvent('blur'));
      } else {
        document.dispatchEvent(new Event('visibilitychange'));
        window.dispatchEvent(new FocusEvent('focus'));
      }
    };
  }, initial);
  return (next: Visibility) => page.evaluate((value) => (window as unknown as { __setVisibility: (v: Visibility) => void }).__setVisibility(value), next);
}

/** The page's API requests (fetch/XHR, not scripts or styles), counted per endpoint path. */
function countRequests(page: Page) {
  const counts = new Map<string, number>();
  let inFlight = 0;
  const isApi = (request: Request) => ['fetch', 'xhr'].includes(request.resourceType());
  const key = (request: Request) => {
    const url = new URL(request.url());
    return url.origin === new URL(page.url() || request.url()).origin ? url.pathname : `${url.origin}${url.pathname}`;
  };
  page.on('request', (request) => {
    if (!isApi(request)) return;
    counts.set(key(request), (counts.get(key(request)) ?? 0) + 1);
    inFlight += 1;
  });
  const done = (request: Request) => {
    if (isApi(request)) inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    snapshot: () => new Map(counts),
    inFlight: () => inFlight,
  };
}

/** The counts that grew between two snapshots, per path. */
function since(before: Map<string, number>, after: Map<string, number>): Record<string, number> {
  const grown: Record<string, number> = {};
  for (const [path, count] of after) {
    const delta = count - (before.get(path) ?? 0);
    if (delta > 0) grown[path] = delta;
  }
  return grown;
}

/** Lets `ms` of page time pass in steps, each request in flight answered before the next step. */
async function idle(page: Page, ms: number, inFlight: () => number) {
  let passed = 0;
  while (passed < ms) {
    const step = Math.min(STEP_MS, ms - passed);
    await page.clock.runFor(step);
    passed += step;
    for (let waited = 0; inFlight() > 0; waited += 1) {
      if (waited > 200) throw new Error(`a request stayed in flight at ${passed} ms`);
      // The mock's latency is a page timer: move it on a little, then let the network answer.
      await page.clock.runFor(20);
      passed += 20;
      await page.waitForTimeout(10);
    }
  }
}

/** Waits until the page's load calls have been answered and nothing more is in flight. */
async function settle(page: Page, inFlight: () => number) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect.poll(inFlight).toBe(0);
}

test.describe('an idle hour on the network (logged-in user, main site)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('visible: the load calls once each, then only the unread count — 12 in the hour', async ({ page, problems }) => {
    await controlVisibility(page, 'visible');
    const requests = countRequests(page);
    await page.clock.install();
    await openDemo(page, '/?user=user');
    await expect(page.locator('.shell-reminder-bell')).toBeVisible();
    await settle(page, requests.inFlight);
    await idle(page, AFTER_IDLE_MS, requests.inFlight);
    const load = requests.snapshot();
    // Every load call once, the unread count among them (the bell's mount), and the idle prefetch.
    expect(load.get(UNREAD)).toBe(1);
    for (const path of PREFETCHED) expect({ path, count: load.get(path) }).toEqual({ path, count: 1 });
    for (const [path, count] of load) expect({ path, count }).toEqual({ path, count: 1 });

    await idle(page, HOUR_MS - 5_000 - AFTER_IDLE_MS, requests.inFlight);
    const hour = since(load, requests.snapshot());
    test.info().annotations.push({ type: 'load calls', description: JSON.stringify(Object.fromEntries(load)) });
    test.info().annotations.push({ type: 'requests in the rest of the hour', description: JSON.stringify(hour) });
    // Polls at 360 s, 660 s, … 3360 s after the mount: 11 more, 12 in the hour.
    expect(hour).toEqual({ [UNREAD]: 11 });
    expect(problems.pageErrors).toEqual([]);
  });

  test('hidden: nothing for an hour; back to visible, only the unread count that is due', async ({ page, problems }) => {
    const setVisibility = await controlVisibility(page, 'visible');
    const requests = countRequests(page);
    await page.clock.install();
    await openDemo(page, '/?user=user');
    await expect(page.locator('.shell-reminder-bell')).toBeVisible();
    await settle(page, requests.inFlight);
    await idle(page, AFTER_IDLE_MS, requests.inFlight);
    await setVisibility('hidden');
    const hidden = requests.snapshot();

    await idle(page, HOUR_MS, requests.inFlight);
    expect(since(hidden, requests.snapshot())).toEqual({});

    await setVisibility('visible');
    await idle(page, 10_000, requests.inFlight);
    // No count was read for a whole poll period: one is due, and the tab switch (visibility +
    // focus) costs one request, not two.
    expect(since(hidden, requests.snapshot())).toEqual({ [UNREAD]: 1 });
    expect(problems.pageErrors).toEqual([]);
  });

  test('opened in a background tab: the load calls, no unread count until the tab is shown', async ({ page, problems }) => {
    const setVisibility = await controlVisibility(page, 'hidden');
    const requests = countRequests(page);
    await page.clock.install();
    await openDemo(page, '/?user=user');
    await expect(page.locator('.shell-reminder-bell')).toBeAttached();
    await settle(page, requests.inFlight);
    const load = requests.snapshot();
    expect(load.has(UNREAD)).toBe(false);

    await idle(page, HOUR_MS, requests.inFlight);
    expect(since(load, requests.snapshot())).toEqual({});

    await setVisibility('visible');
    await idle(page, 10_000, requests.inFlight);
    // The mount that happened hidden is served now; the idle prefetch, skipped while hidden, is not.
    expect(since(load, requests.snapshot())).toEqual({ [UNREAD]: 1 });
    expect(problems.pageErrors).toEqual([]);
  });
});
