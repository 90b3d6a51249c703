import { createTestStore, mockBackend, runQuery } from '@shell/test-utils';
import { HOSTILE } from '@shell/mocks';
import { safeImageSrc } from '@shell/site-config';
import { describe, expect, it } from 'vitest';
import { deliveryApi } from '../api/deliveryApi';
import { futuresApi } from '../api/futuresApi';
import { spotApi } from '../api/spotApi';

/**
 * The markets' hostile scenario (issue 21, corpus): through the real store and the real endpoints,
 * every row named with a hostile market symbol is dropped (and logged once per list), every route
 * that reaches a row is a plain one in its section, and the rows that stay carry the corpus text
 * and the hostile image URLs to the components.
 */

const scope = { site: 'main', lang: 'en' } as const;

/** A route of one section: `/trade/BTC_USDT`, `/futures/USDT/BTC_USDT`, `/futures-delivery/USDT/BTC_USDT_20251226`. */
const PLAIN_ROUTE = /^\/(?:trade|futures\/(?:USDT|BTC)|futures-delivery\/USDT)\/[A-Z0-9.]+(?:_[A-Z0-9.]+){1,2}$/;

function storeInRound(round: number) {
  const test = createTestStore();
  mockBackend.state.hostileRound = round;
  return test;
}

describe('the hostile scenario of the market lists (real store, real RTK Query)', () => {
  it('rewrites the spot, futures and delivery lists', () => {
    expect(mockBackend.hostileCalls).toEqual(expect.arrayContaining(['spotMarkets', 'futuresMarkets', 'deliveryContracts']));
  });

  it('spot: every hostile pair is dropped and logged once, the other rows carry corpus text and hostile icons', async () => {
    const { store, logger } = storeInRound(1);
    const rows = await runQuery(store.dispatch(spotApi.endpoints.getSpotMarkets.initiate(scope)));
    expect(rows.filter((row) => HOSTILE.marketSymbols.includes(row.pair))).toEqual([]);
    expect(rows.filter((row) => !PLAIN_ROUTE.test(row.link)).map((row) => row.link)).toEqual([]);
    expect(logger.entries.filter((entry) => entry.event === 'api.rows-dropped')).toEqual([
      expect.objectContaining({ source: 'getSpotMarkets', detail: expect.objectContaining({ dropped: HOSTILE.marketSymbols.length }) }),
    ]);
    const top = rows.slice(0, HOSTILE.images.length);
    expect(new Set(top.map((row) => row.icon))).toEqual(new Set(HOSTILE.images));
    expect(top.every((row) => HOSTILE.texts.includes(row.full_name))).toBe(true);
    for (const row of top) expect(safeImageSrc(row.icon, ['static.gate.example']), row.icon).toBeNull();
  });

  it('futures: hostile contract names and settle currencies never make a row; every route is plain', async () => {
    const { store } = storeInRound(2);
    const markets = await runQuery(store.dispatch(futuresApi.endpoints.getFuturesMarkets.initiate(scope)));
    const rows = [...markets.USDT, ...markets.BTC];
    expect(rows.filter((row) => HOSTILE.marketSymbols.includes(row.name))).toEqual([]);
    expect(rows.filter((row) => !PLAIN_ROUTE.test(row.link)).map((row) => row.link)).toEqual([]);
    expect(rows.some((row) => HOSTILE.images.includes(row.icon))).toBe(true);
  });

  it('delivery: hostile contract names never make a row; every route is plain', async () => {
    const { store } = storeInRound(3);
    const rows = await runQuery(store.dispatch(deliveryApi.endpoints.getDeliveryContracts.initiate(scope)));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => HOSTILE.marketSymbols.includes(row.name)).map((row) => row.name)).toEqual([]);
    expect(rows.filter((row) => !PLAIN_ROUTE.test(row.link)).map((row) => row.link)).toEqual([]);
    expect(rows.every((row) => HOSTILE.texts.includes(row.full_name))).toBe(true);
  });
});
