import { http, HttpResponse } from 'msw';
import { createTestStore, mockServer, runQuery } from '@shell/test-utils';
import type { LangCode } from '@shell/site-config';
import { CACHE_NAMES } from '@shell/site-config';
import * as z from 'zod/mini';
import { shellApi } from '../shellApi';
import { envelope } from '../schemas/primitives';
import { createMemoryStorage } from './memoryStorage';
import { cachedQueryFn } from './cachedQueryFn';
import { DEFAULT_CACHE_MAX_AGE_MS } from './persistentCache';

// A lang-bound cache over a test path, the way the market endpoints use it.
const TEST_PATH = '/test/cached-menu';
const testApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    getCachedTestMenu: build.query<string[], LangCode>({
      queryFn: cachedQueryFn({
        name: 'getCachedTestMenu',
        cacheName: CACHE_NAMES.menuWebTrade,
        langBound: true,
        scope: (lang: LangCode) => ({ lang }),
        request: (lang: LangCode) => ({ url: TEST_PATH, params: { lang } }),
        schema: envelope(z.array(z.string())),
        isValid: (items) => !items.includes('poison'),
        fallback: () => [],
      }),
    }),
  }),
});
const { getCachedTestMenu } = testApi.endpoints;

let served: { body: unknown; status?: number };
let requests: number;
beforeEach(() => {
  served = { body: { code: 200, data: ['spot', 'futures'] } };
  requests = 0;
  mockServer.use(
    http.get(`*${TEST_PATH}`, () => {
      requests += 1;
      return HttpResponse.json(served.body as object, { status: served.status ?? 200 });
    }),
  );
});

function entry(value: unknown, lang: LangCode | null, ageMs = 0) {
  return JSON.stringify({ value, lang, storedAt: Date.now() - ageMs });
}

describe('cachedQueryFn', () => {
  it('returns a valid cache entry without a request', async () => {
    const storage = createMemoryStorage({ menu_web_trade_v2: entry(['cached'], 'en') });
    const { store, logger } = createTestStore({ config: { storage } });
    await expect(runQuery(store.dispatch(getCachedTestMenu.initiate('en')))).resolves.toEqual(['cached']);
    expect(requests).toBe(0);
    expect(logger.entries).toEqual([]);
  });

  it('fetches and stores when there is no entry', async () => {
    const storage = createMemoryStorage();
    const { store } = createTestStore({ config: { storage } });
    await expect(runQuery(store.dispatch(getCachedTestMenu.initiate('en')))).resolves.toEqual(['spot', 'futures']);
    expect(JSON.parse(storage.getItem('menu_web_trade_v2') ?? '')).toMatchObject({ value: ['spot', 'futures'], lang: 'en' });
  });

  it('deletes an entry of another language and refetches', async () => {
    const storage = createMemoryStorage({ menu_web_trade_v2: entry(['中文'], 'zh') });
    const { store } = createTestStore({ config: { storage } });
    await expect(runQuery(store.dispatch(getCachedTestMenu.initiate('en')))).resolves.toEqual(['spot', 'futures']);
    expect(requests).toBe(1);
    expect(JSON.parse(storage.getItem('menu_web_trade_v2') ?? '')).toMatchObject({ lang: 'en' });
  });

  it('deletes an entry failing isValid and refetches', async () => {
    const storage = createMemoryStorage({ menu_web_trade_v2: entry(['poison'], 'en') });
    const { store } = createTestStore({ config: { storage } });
    await expect(runQuery(store.dispatch(getCachedTestMenu.initiate('en')))).resolves.toEqual(['spot', 'futures']);
    expect(requests).toBe(1);
  });

  it('refetches a stale entry and replaces it', async () => {
    const storage = createMemoryStorage({ menu_web_trade_v2: entry(['old'], 'en', DEFAULT_CACHE_MAX_AGE_MS + 1000) });
    const { store } = createTestStore({ config: { storage } });
    await expect(runQuery(store.dispatch(getCachedTestMenu.initiate('en')))).resolves.toEqual(['spot', 'futures']);
    expect(JSON.parse(storage.getItem('menu_web_trade_v2') ?? '').value).toEqual(['spot', 'futures']);
  });

  it('uses the old entry when the refetch fails, with one log line', async () => {
    served = { body: { code: 500 }, status: 500 };
    const storage = createMemoryStorage({ menu_web_trade_v2: entry(['old'], 'en', DEFAULT_CACHE_MAX_AGE_MS + 1000) });
    const { store, logger } = createTestStore({ config: { storage } });
    await expect(runQuery(store.dispatch(getCachedTestMenu.initiate('en')))).resolves.toEqual(['old']);
    expect(logger.entries).toMatchObject([{ event: 'api.fallback', source: 'getCachedTestMenu', reason: 'http-500', detail: { usedCache: true } }]);
  });

  it('uses the old entry when the processed data is invalid (empty)', async () => {
    served = { body: { code: 200, data: [] } };
    const storage = createMemoryStorage({ menu_web_trade_v2: entry(['old'], 'en', DEFAULT_CACHE_MAX_AGE_MS + 1000) });
    const { store, logger } = createTestStore({ config: { storage } });
    await expect(runQuery(store.dispatch(getCachedTestMenu.initiate('en')))).resolves.toEqual(['old']);
    expect(logger.entries).toMatchObject([{ reason: 'empty' }]);
    expect(JSON.parse(storage.getItem('menu_web_trade_v2') ?? '').value).toEqual(['old']);
  });

  it('does not cache invalid processed data and falls back without an entry', async () => {
    served = { body: { code: 200, data: ['poison'] } };
    const storage = createMemoryStorage();
    const { store, logger } = createTestStore({ config: { storage } });
    await expect(runQuery(store.dispatch(getCachedTestMenu.initiate('en')))).resolves.toEqual([]);
    expect(storage.getItem('menu_web_trade_v2')).toBeNull();
    expect(logger.entries).toMatchObject([{ reason: 'empty', detail: { usedCache: false } }]);
  });

  it('goes to the network on a forced refetch even with a fresh entry', async () => {
    const storage = createMemoryStorage({ menu_web_trade_v2: entry(['cached'], 'en') });
    const { store } = createTestStore({ config: { storage } });
    const subscription = store.dispatch(getCachedTestMenu.initiate('en'));
    await expect(subscription.unwrap()).resolves.toEqual(['cached']);
    await expect(subscription.refetch().unwrap()).resolves.toEqual(['spot', 'futures']);
    expect(requests).toBe(1);
    subscription.unsubscribe();
  });

  it('counts corrupt storage as empty: refetches and logs', async () => {
    const storage = createMemoryStorage({ menu_web_trade_v2: '{oops' });
    const { store, logger } = createTestStore({ config: { storage } });
    await expect(runQuery(store.dispatch(getCachedTestMenu.initiate('en')))).resolves.toEqual(['spot', 'futures']);
    expect(logger.entries).toMatchObject([{ event: 'cache.error', reason: 'corrupt-json' }]);
  });

  it('works when storage throws on every call', async () => {
    const boom = () => {
      throw new Error('SecurityError');
    };
    const { store, logger } = createTestStore({ config: { storage: { getItem: boom, setItem: boom, removeItem: boom } } });
    await expect(runQuery(store.dispatch(getCachedTestMenu.initiate('en')))).resolves.toEqual(['spot', 'futures']);
    expect(logger.entries.map((e) => e.reason)).toEqual(['storage-read', 'storage-write']);
  });

  it('works without storage (server)', async () => {
    const { store, logger } = createTestStore({ config: { storage: null } });
    await expect(runQuery(store.dispatch(getCachedTestMenu.initiate('en')))).resolves.toEqual(['spot', 'futures']);
    expect(logger.entries).toEqual([]);
  });
});
