import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createShellStore, ShellProvider } from '@shell/api-client';
import type { ShellStore } from '@shell/api-client';
import { createMemoryLogger, createMemoryStorage } from '@shell/api-client/core';
import type { LangCode } from '@shell/site-config';
import { cacheKey, MENU_RETRIES } from '@shell/site-config';
import {
  countRequests,
  createTestStore,
  describeCacheRobustness,
  failingStorage,
  hydrateServerHtml,
  mockBackend,
  mockServer,
  quotaError,
  renderWithShell,
  runQuery,
  securityError,
  TEST_BASE_URL,
  TEST_SESSION_COOKIES,
} from '@shell/test-utils';
import { useRemoteMenu } from '../nav/useRemoteMenu';
import { HEADER_FAULT_CASES } from '../test/faultCases.test-helper';
import { HEADER_CALLS as CALLS } from './calls';
import { headerDataApi } from './headerData';
import { normalizeRemoteMenu } from './remoteMenu';
import type { RemoteMenuItem } from './remoteMenu';
import { isValidatedMenu, REMOTE_MENU_CACHE } from './remoteMenuQueryFn';

const { getRemoteMenu } = headerDataApi.endpoints;
const KEY = cacheKey(REMOTE_MENU_CACHE, 'main');
const STALE_MS = 61_000;

/** A validated list as a previous page load stored it (a single, recognisable item). */
function cachedList(code: string, lang: LangCode = 'en'): RemoteMenuItem[] {
  return normalizeRemoteMenu([{ code, title: `Cached ${code}`, jump_url: `/${code}` }], { lang });
}

/** An entry exactly as the query function stores it. */
function entry(value: unknown, lang: LangCode, ageMs = 0): string {
  return JSON.stringify({ value, lang, storedAt: Date.now() - ageMs });
}

function stored(storage: ReturnType<typeof createMemoryStorage>, key = KEY): { value: RemoteMenuItem[]; lang: string; storedAt: number } | undefined {
  const text = storage.dump()[key];
  return text === undefined ? undefined : (JSON.parse(text) as { value: RemoteMenuItem[]; lang: string; storedAt: number });
}

const fallbacks = (logger: { entries: readonly { event: string }[] }) => logger.entries.filter((line) => line.event === 'api.fallback');

describe('remote menu cache (spec §5 "Cached data")', () => {
  it('§5 a good answer is stored: the validated items, their language and the time, under the sub-site key', async () => {
    const storage = createMemoryStorage();
    const { store } = createTestStore({ lang: 'zh', config: { storage } });
    const items = await runQuery(store.dispatch(getRemoteMenu.initiate('zh')));
    expect(items.length).toBeGreaterThan(0);
    const saved = stored(storage);
    expect(saved).toMatchObject({ value: items, lang: 'zh' });
    expect(saved!.storedAt).toBeLessThanOrEqual(Date.now());
    // Validated before it is stored: relative links carry the language prefix, unsafe ones are gone.
    expect(saved!.value.find((item) => item.code === 'markets')?.jump_url).toBe('/zh/price');
    expect(saved!.value.some((item) => item.jump_url.startsWith('javascript:'))).toBe(false);

    // §7 "non-main sub sites append the sub-site id", as for every named cache.
    const trStorage = createMemoryStorage();
    const { store: tr } = createTestStore({ site: 'tr', config: { storage: trStorage } });
    await runQuery(tr.dispatch(getRemoteMenu.initiate('en')));
    expect(Object.keys(trStorage.dump())).toEqual([cacheKey(REMOTE_MENU_CACHE, 'tr')]);
    expect(cacheKey(REMOTE_MENU_CACHE, 'tr')).toBe('remote_menu_v1_177');
  });

  it('§5 "valid cache returned": a valid entry of the same language under 60 s old is the menu, without a request', async () => {
    const requests = countRequests(CALLS.remoteMenu.path);
    const storage = createMemoryStorage({ [KEY]: entry(cachedList('kept'), 'en', 30_000) });
    const { store, logger } = createTestStore({ config: { storage } });
    expect(await runQuery(store.dispatch(getRemoteMenu.initiate('en')))).toEqual(cachedList('kept'));
    expect(requests.count).toBe(0);
    expect(logger.entries).toEqual([]);
  });

  it('§5 an entry older than the cache time (60 s) is refetched and replaced by the good answer', async () => {
    const requests = countRequests(CALLS.remoteMenu.path);
    const storage = createMemoryStorage({ [KEY]: entry(cachedList('old'), 'en', STALE_MS) });
    const { store } = createTestStore({ config: { storage } });
    const items = await runQuery(store.dispatch(getRemoteMenu.initiate('en')));
    expect(requests.count).toBe(1);
    expect(items.map((item) => item.code)).toContain('markets');
    expect(stored(storage)?.value).toEqual(items);
  });

  it(`§5 "on fetch failure the old cache is used if present": after all ${MENU_RETRIES} attempts failed, the old entry of the same language`, async () => {
    const requests = countRequests(CALLS.remoteMenu.path);
    const storage = createMemoryStorage({ [KEY]: entry(cachedList('old'), 'en', STALE_MS) });
    const { store, logger } = createTestStore({ faults: [{ call: 'remoteMenu', kind: 'http-500' }], config: { storage } });
    expect(await runQuery(store.dispatch(getRemoteMenu.initiate('en')))).toEqual(cachedList('old'));
    // Still at most 3 requests per page load (§9), and one §8 log line saying the cache was used.
    expect(requests.count).toBe(MENU_RETRIES);
    expect(fallbacks(logger)).toMatchObject([{ source: 'getRemoteMenu', reason: 'http-500', detail: { usedCache: true } }]);
    // The old entry stays for the next failure.
    expect(stored(storage)?.value).toEqual(cachedList('old'));
  });

  it('§5 "on invalid processed data the old cache is used": an answer whose items all fail the validation', async () => {
    mockServer.use(http.get(`*${CALLS.remoteMenu.path}`, () => HttpResponse.json({ code: 0, message: 'ok', data: { list: [{ code: 'untitled' }, 7] } })));
    const storage = createMemoryStorage({ [KEY]: entry(cachedList('old'), 'en', STALE_MS) });
    const { store, logger } = createTestStore({ config: { storage } });
    expect(await runQuery(store.dispatch(getRemoteMenu.initiate('en')))).toEqual(cachedList('old'));
    expect(logger.entries.map((line) => line.event)).toEqual(['menu.item-invalid', 'menu.item-invalid', 'api.fallback']);
  });

  it('§5 "arrays must be non-empty": an empty list is not cached (the menu falls back to [])', async () => {
    mockServer.use(http.get(`*${CALLS.remoteMenu.path}`, () => HttpResponse.json({ code: 0, message: 'ok', data: { list: [] } })));
    const storage = createMemoryStorage();
    const { store, logger } = createTestStore({ config: { storage } });
    expect(await runQuery(store.dispatch(getRemoteMenu.initiate('en')))).toEqual([]);
    expect(storage.dump()).toEqual({});
    expect(fallbacks(logger)).toMatchObject([{ source: 'getRemoteMenu', reason: 'empty', detail: { usedCache: false } }]);
  });

  it('§5 "menu cache must be stored with the same language": another language’s entry is not used, deleted, and replaced by the next good answer', async () => {
    // A page load in Chinese stored its menu.
    const storage = createMemoryStorage();
    const { store: zh } = createTestStore({ lang: 'zh', config: { storage } });
    const zhItems = await runQuery(zh.dispatch(getRemoteMenu.initiate('zh')));
    expect(stored(storage)?.lang).toBe('zh');

    // Now in English with the server down: the Chinese menu is not the "old cache"; §8's [] is.
    const { store: offline, logger } = createTestStore({ faults: [{ call: 'remoteMenu', kind: 'http-500' }], config: { storage } });
    expect(await runQuery(offline.dispatch(getRemoteMenu.initiate('en')))).toEqual([]);
    expect(fallbacks(logger)).toMatchObject([{ reason: 'http-500', detail: { usedCache: false } }]);
    expect(stored(storage)).toBeUndefined();

    // The next good answer is stored in its place, in English.
    storage.setItem(KEY, entry(zhItems, 'zh'));
    const { store: online } = createTestStore({ config: { storage } });
    const enItems = await runQuery(online.dispatch(getRemoteMenu.initiate('en')));
    expect(enItems.find((item) => item.code === 'markets')?.jump_url).toBe('/price');
    expect(stored(storage)).toMatchObject({ value: enItems, lang: 'en' });
  });

  it('§8 another language’s entry is not shown: the menu falls back to the server-passed structure menu', async () => {
    const structure = normalizeRemoteMenu([{ code: 'structure', title: 'From the server', jump_url: '/structure' }], { lang: 'en' });
    function Probe() {
      const { items, isLoading } = useRemoteMenu('web', { fallback: structure });
      return <p data-testid="menu">{isLoading ? 'loading' : items.map((item) => item.code).join(',')}</p>;
    }
    const storage = createMemoryStorage({ [KEY]: entry(cachedList('chinese', 'zh'), 'zh', STALE_MS) });
    renderWithShell(<Probe />, { faults: [{ call: 'remoteMenu', kind: 'http-500' }], config: { storage } });
    expect(await screen.findByText('structure')).toBeTruthy();
    expect(screen.getByTestId('menu').textContent).not.toContain('chinese');
    // Deleted on the way (the compliance answer has its own entry).
    expect(storage.dump()[KEY]).toBeUndefined();
  });

  it('§5 "invalid cache deleted and refetched": corrupt JSON and an unsafe item are dropped, refetched and replaced', async () => {
    const unsafe = [{ ...cachedList('evil')[0], jump_url: 'javascript:alert(1)' }];
    expect(isValidatedMenu(unsafe, 'en')).toBe(false);
    for (const text of ['{"value": [', entry(unsafe, 'en'), entry([], 'en'), entry([{ code: 'x' }], 'en')]) {
      const requests = countRequests(CALLS.remoteMenu.path);
      const storage = createMemoryStorage({ [KEY]: text });
      const { store, logger } = createTestStore({ config: { storage } });
      const items = await runQuery(store.dispatch(getRemoteMenu.initiate('en')));
      expect(items.map((item) => item.code), text).toContain('markets');
      expect(requests.count, text).toBe(1);
      expect(stored(storage)?.value, text).toEqual(items);
      expect(fallbacks(logger), text).toEqual([]);
    }
  });

  it.each([
    ['every method throws SecurityError', { get: securityError, set: securityError, remove: securityError }],
    ['setItem throws QuotaExceededError', { set: quotaError }],
  ] as const)('storage that throws does not break the menu (%s)', async (_name, fail) => {
    const storage = failingStorage({ [KEY]: entry(cachedList('old'), 'en', STALE_MS) }, fail);
    const { store, logger } = createTestStore({ config: { storage } });
    const items = await runQuery(store.dispatch(getRemoteMenu.initiate('en')));
    expect(items.map((item) => item.code)).toContain('markets');
    expect(fallbacks(logger)).toEqual([]);
    expect(logger.entries.filter((line) => line.event === 'cache.error').length).toBeGreaterThan(0);
  });

  it('reads the cache only after hydration: the server HTML and the first client render agree, then the cached menu shows without a request', async () => {
    function Probe() {
      const { items, isLoading } = useRemoteMenu('web');
      return <p data-testid="menu">{isLoading ? 'loading' : items.map((item) => item.code).join(',')}</p>;
    }
    const storeWith = (storage: ReturnType<typeof createMemoryStorage> | null): ShellStore =>
      createShellStore({
        config: { baseUrl: TEST_BASE_URL, logger: createMemoryLogger(), storage, getCookies: () => TEST_SESSION_COOKIES, sleep: async () => {} },
        session: { site: 'main', lang: 'en', theme: 'light' },
        listen: false,
      });
    mockBackend.reset({ user: 'visitor', site: 'main' });
    // A server store has no storage; the browser's holds a fresh menu from the last page load.
    const serverHtml = renderToString(
      <ShellProvider store={storeWith(null)}>
        <Probe />
      </ShellProvider>,
    );
    const requests = countRequests(CALLS.remoteMenu.path);
    const browser = storeWith(createMemoryStorage({ [KEY]: entry(cachedList('kept'), 'en') }));
    const hydrated = await hydrateServerHtml(
      serverHtml,
      <ShellProvider store={browser}>
        <Probe />
      </ShellProvider>,
    );
    try {
      expect(hydrated.errors).toEqual([]);
      await expect.poll(() => hydrated.container.textContent).toBe('kept');
      expect(requests.count).toBe(0);
    } finally {
      hydrated.cleanup();
    }
  });
});

// The core's storage robustness suite (shared with the market caches) on the remote menu's cache.
const remoteMenuCase = HEADER_FAULT_CASES.find((row) => row.call === 'remoteMenu')!;
describeCacheRobustness(
  [
    {
      call: 'remoteMenu',
      cacheName: REMOTE_MENU_CACHE,
      data: remoteMenuCase.run,
      guard: (value) => isValidatedMenu(value, 'en'),
      entryHolding: (value) => entry(value, 'en'),
      fallback: remoteMenuCase.fallback,
      path: CALLS.remoteMenu.path,
    },
  ],
  { mechanism: ['remoteMenu'] },
);
