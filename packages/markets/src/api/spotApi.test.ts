import { countRequests, createTestStore, mockServer } from '@shell/test-utils';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CURRENCY_COUNT } from '@shell/site-config';
import { createMemoryStorage } from '@shell/api-client/core';
import { MARKET_CALLS } from './calls';
import { spotApi } from './spotApi';

const scope = { site: 'main', lang: 'en' } as const;


describe('getSpotMarkets', () => {
  it('normalizes the whole mock list (~2,700 pairs) without a log line', async () => {
    const { store, logger } = createTestStore();
    const { data } = await store.dispatch(spotApi.endpoints.getSpotMarkets.initiate(scope));
    expect(data).toHaveLength(CURRENCY_COUNT);
    expect(data?.[0]).toMatchObject({ curr_b: expect.any(String), link: expect.stringMatching(/^\/trade\/[A-Z0-9]+_[A-Z0-9]+$/) });
    expect(data?.filter((m) => m.isST).length).toBeGreaterThanOrEqual(3);
    expect(data?.every((m) => m.opening_time < 1e12)).toBe(true);
    expect(logger.entries).toEqual([]);
  });

  it('drops a bad row, keeps the rest and logs it once (not as a fallback)', async () => {
    mockServer.use(
      http.get(`*${MARKET_CALLS.spotMarkets.path}`, () =>
        HttpResponse.json({
          code: 200,
          data: [['BTC_USDT', 'Bitcoin', '64000', '1.5'], ['broken'], 42, ['ETH_USDT', 'Ethereum', '3000', '-2']],
        }),
      ),
    );
    const { store, logger } = createTestStore();
    const { data } = await store.dispatch(spotApi.endpoints.getSpotMarkets.initiate(scope));
    expect(data?.map((m) => m.pair)).toEqual(['BTC_USDT', 'ETH_USDT']);
    expect(logger.entries).toHaveLength(1);
    expect(logger.entries[0]).toMatchObject({ event: 'api.rows-dropped', source: 'getSpotMarkets', detail: { dropped: 2 } });
  });

  it('falls back (and logs) when every row is bad', async () => {
    mockServer.use(http.get(`*${MARKET_CALLS.spotMarkets.path}`, () => HttpResponse.json({ code: 200, data: [['x'], ['y']] })));
    const { store, logger } = createTestStore();
    const { data } = await store.dispatch(spotApi.endpoints.getSpotMarkets.initiate(scope));
    expect(data).toEqual([]);
    expect(logger.entries.filter((e) => e.event === 'api.fallback')).toHaveLength(1);
  });

  it('serves a second store from the persistent cache, but not in another language', async () => {
    const storage = createMemoryStorage();
    const requests = countRequests(MARKET_CALLS.spotMarkets.path);
    const first = createTestStore({ config: { storage } });
    await first.store.dispatch(spotApi.endpoints.getSpotMarkets.initiate(scope));
    expect(Object.keys(storage.dump())).toEqual(['all_market_v2']);

    const second = createTestStore({ config: { storage } });
    const { data } = await second.store.dispatch(spotApi.endpoints.getSpotMarkets.initiate(scope));
    expect(data).toHaveLength(CURRENCY_COUNT);
    expect(requests.count).toBe(1);

    const chinese = createTestStore({ config: { storage } });
    await chinese.store.dispatch(spotApi.endpoints.getSpotMarkets.initiate({ site: 'main', lang: 'zh' }));
    expect(requests.count).toBe(2);
  });

  it('keeps a sub-site cache apart (`all_market_v2_{id}`) and uses the old cache when the refetch fails', async () => {
    const storage = createMemoryStorage();
    const tr = { site: 'tr', lang: 'tr' } as const;
    await createTestStore({ site: 'tr', config: { storage } }).store.dispatch(spotApi.endpoints.getSpotMarkets.initiate(tr));
    expect(Object.keys(storage.dump())).toEqual([expect.stringMatching(/^all_market_v2_\d+$/)]);

    const failing = createTestStore({ site: 'tr', config: { storage }, faults: [{ call: 'spotMarkets', kind: 'http-500' }] });
    const { data } = await failing.store.dispatch(spotApi.endpoints.getSpotMarkets.initiate(tr, { forceRefetch: true }));
    expect(data).toHaveLength(CURRENCY_COUNT);
    expect(failing.logger.entries).toEqual([expect.objectContaining({ event: 'api.fallback', reason: 'http-500' })]);
  });
});
