import { createTestStore, mockServer } from '@shell/test-utils';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FUTURES_REFRESH_MS } from '../internal/spec';
import { MARKET_CALLS } from './calls';
import { FUTURES_POLLING, futuresApi } from './futuresApi';

const scope = { site: 'main', lang: 'en' } as const;
const answer = (body: unknown) => mockServer.use(http.get(`*${MARKET_CALLS.futuresMarkets.path}`, () => HttpResponse.json(body as object)));

describe('getFuturesMarkets', () => {
  it('loads ~400 USDT- and ~40 BTC-settled contracts from the mock', async () => {
    const { store } = createTestStore();
    const { data } = await store.dispatch(futuresApi.endpoints.getFuturesMarkets.initiate(scope));
    expect(data?.USDT.length).toBeGreaterThanOrEqual(350);
    expect(data?.BTC.length).toBeGreaterThanOrEqual(30);
    expect(data?.USDT[0]?.link).toMatch(/^\/futures\/USDT\/[A-Z0-9]+_USDT$/);
  });

  it('accepts a result with only BTC-settled contracts', async () => {
    answer({ code: 200, data: [{ settle: 'btc', name: 'BTC_USD' }] });
    const { store, logger } = createTestStore();
    const { data } = await store.dispatch(futuresApi.endpoints.getFuturesMarkets.initiate(scope));
    expect(data?.BTC).toHaveLength(1);
    expect(logger.entries).toEqual([]);
  });

  it.each([
    ['a code other than 200', { code: 500, data: [{ settle: 'usdt', name: 'BTC_USDT' }] }],
    ['no BTC or USDT contracts', { code: 200, data: [{ settle: 'eth', name: 'SOL_ETH' }] }],
    ['an empty list', { code: 200, data: [] }],
  ])('falls back to empty futures for %s, logged as a business code', async (_label, body) => {
    answer(body);
    const { store, logger } = createTestStore();
    const { data } = await store.dispatch(futuresApi.endpoints.getFuturesMarkets.initiate(scope));
    expect(data).toEqual({ USDT: [], BTC: [] });
    expect(logger.entries).toEqual([expect.objectContaining({ event: 'api.fallback', reason: 'business-code' })]);
  });

  it('exports the 10-minute polling options', () => {
    expect(FUTURES_POLLING.pollingInterval).toBe(FUTURES_REFRESH_MS);
    expect(FUTURES_REFRESH_MS).toBe(600_000);
  });
});
