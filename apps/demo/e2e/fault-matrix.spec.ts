import { test as base, expect } from '@playwright/test';
import type { BrowserContextOptions, ConsoleMessage, Locator, Page, Request } from '@playwright/test';
import type { PageProblems } from './fixtures';
// The tables come from the package sources, as in expectations.ts: the demo's tests never need a
// package build, and the lists are never retyped here.
import { ALL_CALL_IDS as CALL_IDS, ALL_CALLS as CALLS } from './catalog';
import type { AnyCallId as CallId } from './catalog';
import { FAULT_KINDS } from '../../../packages/mocks/src/faults';
import { FAULT_LOG_REASON } from '../../../tooling/test-utils/src/faults';
import type { FaultKind } from '../../../packages/mocks/src/faults';
import { BROWSER_TIMEOUT_MS } from '../../../packages/api-client/src/config';
import { MENU_RETRIES, MENU_RETRY_DELAY_MS } from '../../../packages/site-config/src/index';
import { SEARCH_DEBOUNCE_MS } from '../../../packages/markets/src/internal/spec';

/**
 * Issue 8, fault matrix in the browser: every call of the catalogue × every fault kind, injected
 * with `?fault=<call>:<kind>` into the built demo. For each case the page that uses the call is
 * opened (and the flyout, panel or dialog that sends it), and then: the shell (header, page,
 * footer) is rendered, nothing is left loading, no uncaught error, console errors only the
 * browser's own line for a failed or 500 request of that call, and the log shows the fallback
 * with the fault's reason. The exact §8 fallback values are the unit matrices' job
 * (packages/api-client: sharedFaults, markets/faults, faultCoverage; packages/reminder: api/faults, api/coverage).
 *
 * Time: the pages run on Playwright's clock (`context.clock.install()`; time flows normally). A
 * `timeout` fault never answers, so once nothing else is in flight the test jumps the clock by
 * the real client timeout (BROWSER_TIMEOUT_MS, spec §9) instead of waiting 4 s; the remote menu's
 * retry pauses (MENU_RETRY_DELAY_MS) and the alpha search debounce are jumped the same way.
 *
 * Calls one page sends independently of each other share a document (`batch`): they are faulted
 * together, with the same kind, and each must show its own fallback. Calls of panels that open one
 * after the other on the same page share one too (`sequence`): each panel is opened in turn, its
 * calls' fallbacks and its finished state checked, and it is closed before the next opens. So the
 * 177 call × kind pairs take 87 page loads instead of 177 (a page load is most of a case's CPU).
 *
 * Every call of the catalogue is sent by some part of the shell (a call nothing sends has no
 * endpoint: the packages' READMEs list those under "Calls the shell does not make"); the last test
 * walks every panel and checks it reaches them all.
 */

interface Scenario {
  /** Demo address (path and query) without the fault. */
  url: string;
  /**
   * Calls of one document: the calls of a batch are faulted together, in one page, with the same
   * kind (`?fault=a:timeout,b:timeout`), and each must show its own fallback. Only calls the same
   * page sends independently of each other share one (same url and trigger), so every call × kind
   * is still checked; a page load is most of a case's cost.
   */
  batch?: string;
  /**
   * Panels of one page opened one after the other in one document (`?fault=` names the calls of
   * every step, with the same kind): each step's trigger runs, its calls fail and its panel must
   * have finished loading before the panel is closed and the next step's trigger runs. Only panels
   * that need nothing of another step share one. So the trade flyout keeps a document of its own:
   * its market tab menu (`marketTabs`) is asked for by every flyout, and the options flyout picks
   * its first underlying from it. The Delivery tab sits in the futures flyout, whose own list would
   * be failing too, so it keeps one as well.
   */
  sequence?: string;
  /** The endpoint that logs the call's fallback (`source` of its api.fallback line). */
  source: string;
  /** What makes the page send the call once it has rendered (hover a flyout, open the bell…). */
  trigger?: Trigger;
  /** How often the call is sent when every attempt fails (the remote menu retries). */
  attempts?: (kind: FaultKind) => number;
  /** The path the page is on once the call has failed, when the shell navigates on (logout → login). */
  endsAt?: RegExp;
  /** A page request (`GET /logout`): its body is never read, so the body faults are no failures. */
  pageRequest?: true;
}

/** Faults in an answer's body, which a page request never reads. */
const BODY_FAULTS: readonly FaultKind[] = ['malformed-json', 'schema-invalid', 'empty'];


const entry = (page: Page, kind: string): Locator => page.locator(`.shell-header__entry[data-entry="${kind}"]`).first();

/** A case's trigger: `faulted` are the calls the case faults (which may never answer). */
type Trigger = (page: Page, faulted: readonly CallId[]) => Promise<void>;

/**
 * Hovers a market entry of the header until its flyout opens: the lazy flyout loads and asks for
 * its data. Until the start-up calls and chunks are in, the bar still moves (entry tags widen the
 * entries, the Pay with button narrows the navigation): an entry can slide from under the pointer
 * and its flyout close before its chunk arrives, and a flyout first mounted closed asks for
 * nothing. So the hover waits for a quiet network, and tries again until the flyout is open.
 */
const hoverFlyout = (kind: string) => async (page: Page): Promise<void> => {
  const target = entry(page, kind);
  await page.waitForLoadState('networkidle');
  await expect(async () => {
    await page.mouse.move(0, 0);
    await target.hover();
    await expect(target.locator('.shell-header__flyout')).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
};
// One function per flyout: the calls of a batch share their trigger (checked below).
const hoverTrade = hoverFlyout('trade');
const hoverOptions = hoverFlyout('options');
const openAlpha: Trigger = async (page, faulted) => void (await openAlphaTab(page, faulted));

/**
 * Opens the trade flyout (as {@link hoverFlyout}: the bar may still move under the pointer) and
 * its Alpha tab, and waits until the tab is selected and no other call is in flight: a
 * search typed while the tab's list still mounts can be reset by it (the search field of the new
 * panel is empty again, and the keyword call is never sent).
 */
async function openAlphaTab(page: Page, faulted: readonly CallId[] = []): Promise<Locator> {
  await hoverTrade(page);
  const flyout = entry(page, 'trade').locator('.shell-header__flyout');
  const tab = flyout.getByRole('tab', { name: 'Alpha' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // Not the Alpha list's own calls, nor the case's: under a `timeout` fault they never answer.
  await settle(page, ['alphaMarkets', ...faulted]);
  return flyout;
}

async function logout(page: Page, choice: string): Promise<void> {
  await expect(page.locator('header.shell-header[data-logged-in]')).toBeVisible();
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: /^Log out$/i }).click();
  await page.getByRole('dialog').getByRole('button', { name: choice }).click();
}

/** Every call of CALLS: where the demo sends it. Typed by CallId, so a new call must be added here. */
const SCENARIOS: Record<CallId, Scenario> = {
  commonData: { url: '/', source: 'getCommonData', batch: 'start-up' },
  userInfo: { url: '/?user=user', source: 'getUserInfo' },
  complianceCheck: { url: '/', source: 'getComplianceCheck', batch: 'start-up' },
  buyCryptoFiatList: { url: '/', source: 'getBuyCryptoFiatList', trigger: (page) => page.getByRole('button', { name: /^Pay with/ }).click(), sequence: 'panels' },
  currFiatMarketRates: { url: '/', source: 'getCurrFiatMarketRates', trigger: (page) => page.getByRole('button', { name: 'Search', exact: true }).click(), sequence: 'panels' },
  fullsiteBulletin: { url: '/', source: 'getFullsiteBulletin', batch: 'start-up' },
  announcement: { url: '/', source: 'getAnnouncement', batch: 'start-up' },
  unifiedAccountMode: { url: '/?user=user', source: 'getUnifiedAccountMode', batch: 'user start-up' },
  remoteMenu: {
    url: '/?menu=remote',
    source: 'getRemoteMenu',
    // At most MENU_RETRIES requests, the later ones only after a transient failure (network,
    // timeout, 5xx); an answer that came back (malformed, empty, schema) would come back the same.
    attempts: (kind) => (kind === 'network' || kind === 'timeout' || kind === 'http-500' ? MENU_RETRIES : 1),
  },
  headerBubble: { url: '/', source: 'getHeaderBubble', batch: 'start-up' },
  headerTag: { url: '/', source: 'getHeaderTag', batch: 'start-up' },
  logoutThisDevice: { url: '/?user=user', source: 'logoutThisDevice', trigger: (page) => logout(page, 'Log out of this device only'), endsAt: /^\/login$/, pageRequest: true },
  logout: { url: '/?user=user', source: 'logout', trigger: (page) => logout(page, 'Log out of all devices'), endsAt: /^\/login$/ },
  spotMarkets: { url: '/', source: 'getSpotMarkets', trigger: hoverTrade, batch: 'trade' },
  futuresMarkets: { url: '/', source: 'getFuturesMarkets', trigger: hoverFlyout('futures'), sequence: 'panels' },
  deliveryContracts: {
    url: '/',
    source: 'getDeliveryContracts',
    trigger: async (page) => {
      await entry(page, 'futures').hover();
      await entry(page, 'futures').getByRole('tab', { name: 'Delivery' }).click();
    },
  },
  optionsUnderlying: { url: '/', source: 'getOptionsUnderlying', trigger: hoverOptions, batch: 'options', sequence: 'panels' },
  optionsMarkets: { url: '/', source: 'getOptionsMarkets', trigger: hoverOptions, batch: 'options', sequence: 'panels' },
  preMarket: { url: '/', source: 'getPreMarket', trigger: hoverFlyout('preMarket'), sequence: 'panels' },
  pilotMarkets: { url: '/', source: 'getPilotMarkets', trigger: hoverFlyout('pilot'), sequence: 'panels' },
  alphaMarkets: { url: '/', source: 'getAlphaMarkets', trigger: openAlpha, batch: 'alpha' },
  alphaByKeywords: {
    url: '/',
    source: 'getAlphaByKeywords',
    trigger: async (page, faulted) => {
      const flyout = await openAlphaTab(page, faulted);
      const search = flyout.getByRole('combobox');
      await search.fill('a');
      await expect(search).toHaveValue('a');
      await settle(page);
      await page.clock.fastForward(SEARCH_DEBOUNCE_MS);
    },
  },
  alphaTokenPath: {
    url: '/',
    source: 'getAlphaTokenPath',
    // A row click looks the token's page up; on failure the default /alpha/{chain}-{address} opens.
    trigger: async (page, faulted) => {
      const flyout = await openAlphaTab(page, faulted);
      await flyout.getByRole('option').first().click();
    },
    endsAt: /^\/alpha\/[^/]+-[^/]+$/,
  },
  web3Chains: { url: '/', source: 'getWeb3Chains', trigger: openAlpha, batch: 'alpha' },
  marketTabs: { url: '/', source: 'getMarketTabs', trigger: hoverTrade, batch: 'trade' },
  memeboxSymbolToPath: { url: '/', source: 'getMemeboxPaths', trigger: hoverFlyout('memebox'), sequence: 'panels' },
  reminderTabs: { url: '/reminder?user=user', source: 'getReminderTabs' },
  reminderRecords: { url: '/reminder?user=user', source: 'getReminderRecords' },
  reminderRead: { url: '/reminder?user=user', source: 'markReminderRead' },
  reminderUnread: { url: '/?user=user', source: 'getUnreadCount', batch: 'user start-up' },
};

/** Anything that shows "still loading": the markers the shell's components and the demo use. */
const LOADING = [
  '[aria-busy="true"]',
  '[data-skeleton]',
  '[data-testid="markets-skeleton"]',
  '[role="progressbar"]:not([aria-valuenow])',
  '.shell-prefs-announcement--pending',
  '.shell-header__spinner',
  '.shell-header__flyout-loading',
].join(', ');

const CALL_OF_PATH = new Map<string, CallId>(CALL_IDS.map((id) => [CALLS[id].path, id]));

function callOf(request: Request): CallId | undefined {
  const call = CALL_OF_PATH.get(new URL(request.url()).pathname);
  return call && CALLS[call].method === request.method() ? call : undefined;
}

/** The shell calls the page has sent and which of them are still in flight. */
interface CallTracker {
  sent: Request[];
  inFlight: Set<Request>;
}

const trackers = new WeakMap<Page, CallTracker>();

/** Short polling intervals: every case waits on a few of these, the default ones add up. */
const FAST = { intervals: [20, 50, 100] };

const listeners = new WeakMap<Page, { onRequest: (request: Request) => void; onDone: (request: Request) => void }>();

function trackCalls(page: Page): CallTracker {
  const tracker: CallTracker = { sent: [], inFlight: new Set() };
  const onRequest = (request: Request) => {
    if (!callOf(request)) return;
    tracker.sent.push(request);
    tracker.inFlight.add(request);
  };
  const onDone = (request: Request) => void tracker.inFlight.delete(request);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  trackers.set(page, tracker);
  listeners.set(page, { onRequest, onDone });
  return tracker;
}

function untrackCalls(page: Page): void {
  const own = listeners.get(page);
  if (!own) return;
  page.off('request', own.onRequest);
  page.off('requestfinished', own.onDone);
  page.off('requestfailed', own.onDone);
  trackers.delete(page);
  listeners.delete(page);
}

/** Waits until no shell call is in flight except those of `except`. */
async function settle(page: Page, except: readonly CallId[] = []): Promise<void> {
  const tracker = trackers.get(page);
  if (!tracker) throw new Error('trackCalls(page) first');
  await expect
    .poll(() => [...tracker.inFlight].filter((request) => !except.includes(callOf(request) as CallId)).map((request) => request.url()), FAST)
    .toEqual([]);
}

const sentOf = (tracker: CallTracker, call: CallId) => tracker.sent.filter((request) => callOf(request) === call);

/** The api.fallback lines of the demo's log panel (on the home page), e.g. `[warn] api.fallback getCommonData: http-500`. */
async function fallbackLines(page: Page): Promise<string[]> {
  const lines = await page.getByRole('log').locator('code').allTextContents();
  return lines.map((line) => line.trim()).filter((line) => line.includes(' api.fallback '));
}

function expectOnlyFaultConsoleErrors(problems: PageProblems, calls: readonly CallId[], kind: FaultKind): void {
  expect(problems.pageErrors).toEqual([]);
  // The browser itself reports a failed or 500 request; the shell never logs an error of its own.
  const allowed = kind === 'network' || kind === 'http-500';
  const unexpected = problems.consoleErrors.filter((line) => {
    if (!allowed || !line.startsWith('Failed to load resource:')) return true;
    const at = URL.parse(line.slice(line.lastIndexOf(' @ ') + 3));
    return !calls.some((call) => at?.pathname === CALLS[call].path);
  });
  expect(unexpected).toEqual([]);
}

/**
 * One page per worker, reused by every case: a fresh browser context per case would install the
 * mock service worker again each time, which costs more than most cases. Each case starts from a
 * new document with cookies and storage cleared (the persistent cache must not serve an earlier
 * case's data); the fake clock, installed once on the context, holds for every document.
 */
const test = base.extend<{ shell: { page: Page; problems: PageProblems; tracker: CallTracker } }, { tabs: { page: Page; anchor: Page } }>({
  tabs: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use as BrowserContextOptions;
      // Wide enough for every market entry to sit in the bar with its flyout (narrower, the last
      // ones move into "More", where an entry leads to its page instead).
      const viewport = { width: 2560, height: 1200 };
      const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
      await context.clock.install();
      // MSW's worker unregisters itself when its last page goes, and the next case's page would
      // race the dying registration. A second tab on the demo, as a reviewer would have, keeps it.
      const anchor = await context.newPage();
      // The anchor loads no flyout ahead (the header's idle prefetch of spot and futures): it would
      // fill the persistent cache the cases share (localStorage, cleared between cases) with market
      // lists, which a case would then read instead of asking for them.
      await anchor.addInitScript(() => {
        window.requestIdleCallback = () => 0;
      });
      await anchor.goto('/anchor');
      await expect(anchor.locator('main#main h1')).toBeVisible();
      await provide({ page: await context.newPage(), anchor });
      await context.close();
    },
    { scope: 'worker' },
  ],
  shell: async ({ tabs: { page, anchor } }, provide, testInfo) => {
    const problems: PageProblems = { consoleErrors: [], pageErrors: [] };
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') problems.consoleErrors.push(`${message.text()} @ ${message.location().url}`);
    };
    const onPageError = (error: Error) => problems.pageErrors.push(error.message);
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    const tracker = trackCalls(page);
    await provide({ page, problems, tracker });
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('screenshot', { body: await page.screenshot(), contentType: 'image/png' });
    }
    untrackCalls(page);
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    // The case's document goes first, so nothing writes to storage after it was cleared.
    await page.goto('about:blank');
    await anchor.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
  },
});

// 180 cases: recording a trace of each would cost almost half the run; a failing case attaches a screenshot instead.
test.use({ trace: 'off' });


/** A step of a document: the calls one trigger sends (a batch's, or one call). */
type Step = [CallId, ...CallId[]];

/**
 * The documents of the matrix, in catalogue order: a sequence's steps in one document, a batch's
 * calls in one step, every other call on its own.
 */
const DOCUMENTS: [Step, ...Step[]][] = [];
for (const call of CALL_IDS) {
  const { batch, sequence } = SCENARIOS[call];
  const document = DOCUMENTS.find((steps) => {
    const first = SCENARIOS[steps[0][0]];
    return sequence === undefined ? batch !== undefined && first.batch === batch : first.sequence === sequence;
  });
  const step = batch === undefined ? undefined : document?.find((calls) => SCENARIOS[calls[0]].batch === batch);
  if (step) step.push(call);
  else if (document) document.push([call]);
  else DOCUMENTS.push([[call]]);
}

/** The shell is all there and nothing is left loading (the open panel's list, dialog or menu included). */
async function expectNothingLoading(page: Page): Promise<void> {
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.locator('main#main h1')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await settle(page);
  await expect(page.locator(LOADING)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

test.describe('fault matrix in Chromium: every call × every fault kind', () => {
  for (const steps of DOCUMENTS) {
    // The calls of a document share its page, those of a step its trigger (checked below).
    const calls = steps.flat();
    const { url: address, pageRequest } = SCENARIOS[steps[0][0]];
    for (const kind of FAULT_KINDS.filter((faultKind) => !(pageRequest && BODY_FAULTS.includes(faultKind)))) {
      test(`${steps.map((step) => step.join(' + ')).join(', then ')} × ${kind}`, async ({ shell: { page, problems, tracker } }) => {
        const url = new URL(address, 'http://demo.invalid');
        url.searchParams.set('fault', calls.map((call) => `${call}:${kind}`).join(','));
        await page.goto(`${url.pathname}${url.search.replace(/%3A/g, ':').replace(/%2C/g, ',')}`);
        await expect(page.locator('main#main h1')).toBeVisible();

        for (const [index, step] of steps.entries()) {
          if (index > 0) {
            // The previous step's panel has finished (checked below): close it, as a user moves on.
            await page.keyboard.press('Escape');
            await page.mouse.move(0, 0);
          }
          await SCENARIOS[step[0]].trigger?.(page, calls);
          for (const call of step) {
            const attempts = SCENARIOS[call].attempts?.(kind) ?? 1;
            for (let attempt = 1; attempt <= attempts; attempt += 1) {
              await expect.poll(() => sentOf(tracker, call).length, { ...FAST, message: `${call} sent (attempt ${attempt})` }).toBeGreaterThanOrEqual(attempt);
              const pending = () => sentOf(tracker, call).filter((request) => tracker.inFlight.has(request)).length;
              if (kind === 'timeout' && pending() > 0) {
                // Only the faulted calls may be pending when the clock jumps, or others would time out too.
                await settle(page, calls);
                await page.clock.fastForward(BROWSER_TIMEOUT_MS);
              }
              await expect.poll(pending, FAST).toBe(0);
              if (attempt < attempts) {
                await settle(page, calls);
                await page.clock.fastForward(MENU_RETRY_DELAY_MS);
              }
            }
          }
          // A step's panel is checked while it is open: once closed, its loading state is gone too.
          if (index < steps.length - 1) await expectNothingLoading(page);
        }

        const { endsAt } = SCENARIOS[steps[0][0]];
        if (endsAt) await expect.poll(() => new URL(page.url()).pathname, FAST).toMatch(endsAt);
        await expectNothingLoading(page);
        // No retry loop: each call went out as often as the fault allows (the reminder lists are
        // asked once more after the read mark), no more.
        for (const call of calls) expect(sentOf(tracker, call).length, call).toBeLessThanOrEqual((SCENARIOS[call].attempts?.(kind) ?? 1) * 2);

        // Each call's fallback was logged with the fault's reason (the log panel is on the home page).
        if (!(await page.getByRole('heading', { name: /Logger/ }).isVisible())) {
          await page.getByRole('navigation', { name: 'Demo pages' }).getByRole('link', { name: 'Home' }).click();
        }
        for (const call of calls) {
          const { source } = SCENARIOS[call];
          const lines = () => fallbackLines(page).then((all) => all.filter((line) => line.includes(` api.fallback ${source}: `)));
          await expect.poll(lines, { ...FAST, message: `${call}'s fallback line` }).not.toEqual([]);
          expect(new Set(await lines())).toEqual(new Set([`[warn] api.fallback ${source}: ${FAULT_LOG_REASON[kind]}`]));
        }

        expectOnlyFaultConsoleErrors(problems, calls, kind);
      });
    }
  }

  test('the calls of a document share its page, those of a step its trigger, and nothing else decides a case', () => {
    for (const steps of DOCUMENTS.filter((document) => document.flat().length > 1)) {
      const { url } = SCENARIOS[steps[0][0]];
      for (const step of steps) {
        const { trigger } = SCENARIOS[step[0]];
        for (const call of step) expect({ call, trigger: SCENARIOS[call].trigger }).toEqual({ call, trigger });
      }
      // Steps with one trigger would be one step.
      expect(new Set(steps.map((step) => SCENARIOS[step[0]].trigger)).size).toBe(steps.length);
      for (const call of steps.flat()) {
        const scenario = SCENARIOS[call];
        expect({ call, url: scenario.url }).toEqual({ call, url });
        // A call that navigates away, retries or is a page request has a document of its own.
        expect({ call, more: [scenario.endsAt, scenario.attempts, scenario.pageRequest] }).toEqual({ call, more: [undefined, undefined, undefined] });
      }
    }
    // Every call × kind once: 177 pairs in 87 documents.
    const pairs = DOCUMENTS.flatMap((steps) => steps.flat().flatMap((call) => FAULT_KINDS.filter((kind) => !(SCENARIOS[call].pageRequest && BODY_FAULTS.includes(kind))).map((kind) => `${call}:${kind}`)));
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(pairs).toHaveLength(177);
    expect(DOCUMENTS.reduce((loads, steps) => loads + FAULT_KINDS.filter((kind) => !(SCENARIOS[steps[0][0]].pageRequest && BODY_FAULTS.includes(kind))).length, 0)).toBe(87);
  });

  test('every call of the catalogue has a scenario', () => {
    expect(Object.keys(SCENARIOS).sort()).toEqual([...CALL_IDS].sort());
  });

  test('opening every panel sends every call of the catalogue (but those only a row click or logout sends)', async ({ shell: { page, tracker } }) => {
    test.slow();
    // A visitor's page: the signup bubble is a visitor's call (a user's page, whose session the
    // demo hints, never shows the log-in links, not even while user info loads).
    await page.goto('/');
    await expect(page.locator('main#main h1')).toBeVisible();
    await expect.poll(() => sentOf(tracker, 'headerBubble').length, FAST).toBeGreaterThan(0);
    await page.goto('/?user=user&menu=remote');
    await expect(page.locator('main#main h1')).toBeVisible();
    await expect.poll(() => sentOf(tracker, 'remoteMenu').length, FAST).toBeGreaterThan(0);
    await settle(page);
    await page.goto('/?user=user');
    await expect(page.locator('main#main h1')).toBeVisible();
    for (const kind of ['trade', 'futures', 'options', 'preMarket', 'pilot', 'memebox']) await entry(page, kind).hover();
    await entry(page, 'futures').hover();
    await entry(page, 'futures').getByRole('tab', { name: 'Delivery' }).click();
    const flyout = await openAlphaTab(page);
    await flyout.getByRole('combobox').fill('a');
    await settle(page);
    await page.clock.fastForward(SEARCH_DEBOUNCE_MS);
    await page.mouse.move(0, 400);
    await page.getByRole('button', { name: /^Pay with/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.keyboard.press('Escape');
    await settle(page);
    await page.goto('/reminder?user=user');
    await expect(page.getByRole('tablist', { name: 'Notification types' })).toBeVisible();
    await settle(page);
    const sent = new Set(tracker.sent.map(callOf));
    // The walk reached every call except those only a row click or logout sends.
    expect(CALL_IDS.filter((call) => !sent.has(call))).toEqual(['logoutThisDevice', 'logout', 'alphaTokenPath']);
  });
});
