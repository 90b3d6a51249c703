import { createTestStore } from '@shell/test-utils';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@shell/api-client/core';
import { optionsApi } from './optionsApi';
import { preMarketApi } from './preMarketApi';
import { tabsApi } from './tabsApi';

const scope = { site: 'main', lang: 'en' } as const;

describe('options, pre-market, tabs and keyword search', () => {
  it('lists option underlyings and the contracts of one', async () => {
    const { store } = createTestStore();
    const underlyings = await store.dispatch(optionsApi.endpoints.getOptionsUnderlying.initiate(scope));
    expect(underlyings.data?.map((u) => u.base)).toEqual(expect.arrayContaining(['BTC', 'ETH', 'SOL']));
    const markets = await store.dispatch(optionsApi.endpoints.getOptionsMarkets.initiate({ market: 'ETH_USDT', site: 'main' }));
    expect(markets.data?.length).toBeGreaterThan(40);
    expect(markets.data?.[0]?.pair).toMatch(/^ETH_USDT-\d{8}-[\d.]+-[CP]$/);
    expect(markets.data?.[0]?.link).toBe(`/options/${markets.data?.[0]?.pair}`);
  });

  it('splits pre-market into premint and pre_market lists with hot/new tags', async () => {
    const { store } = createTestStore();
    const { data } = await store.dispatch(preMarketApi.endpoints.getPreMarket.initiate(scope));
    expect(data?.premint.length).toBeGreaterThan(0);
    expect(data?.pre_market.length).toBeGreaterThan(data?.premint.length ?? 0);
    const tags = new Set([...(data?.premint ?? []), ...(data?.pre_market ?? [])].flatMap((item) => item.tags));
    expect([...tags].sort()).toEqual(['hot', 'new']);
    expect(data?.pre_market[0]?.link).toBe(`/pre-market/${data?.pre_market[0]?.currency}`);
  });

  it('loads the market tab menu with its headers, in the asked language, cached per language', async () => {
    const storage = createMemoryStorage();
    const { store, logger } = createTestStore({ config: { storage } });
    const en = await store.dispatch(tabsApi.endpoints.getMarketTabs.initiate(scope));
    expect(en.data?.map((t) => t.market)).toEqual(['SPOT', 'CONTRACT', 'PILOT', 'OPTIONS', 'MEMEBOX']);
    expect(en.data?.[1]?.sub.map((s) => s.market)).toEqual(['USDT', 'BTC', 'DELIVERY']);
    const zh = await store.dispatch(tabsApi.endpoints.getMarketTabs.initiate({ site: 'main', lang: 'zh' }));
    expect(zh.data?.[0]?.title).toBe('现货');
    expect(JSON.parse(storage.dump().menu_web_trade_v2 ?? '{}')).toMatchObject({ lang: 'zh' });
    expect(logger.entries).toEqual([]);
  });
});
