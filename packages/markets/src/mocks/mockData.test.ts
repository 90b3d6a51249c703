import { describe, expect, it } from 'vitest';
import { mockBackend, TEST_BASE_URL } from '@shell/test-utils';
import { CURRENCY_COUNT } from '@shell/site-config';
import { MARKET_CALLS } from '../api/calls';
import { deliveryContractsAt, futuresMockData, optionsMarketsAt } from './derivativesData';
import { onChainMockData, preMarketMockData } from './onChainData';
import { spotMockData, spotRowsAt } from './spotData';

describe('market mock data', () => {
  const spot = spotMockData(mockBackend.seed).rows;

  it('has ~2,700 unique spot pairs over real and invented bases and several quotes', () => {
    expect(spot).toHaveLength(CURRENCY_COUNT);
    expect(new Set(spot.map((row) => row[0])).size).toBe(CURRENCY_COUNT);
    const quotes = new Set(spot.map((row) => row[0].split('_')[1]));
    expect([...quotes]).toEqual(expect.arrayContaining(['USDT', 'USDC', 'BTC', 'ETH', 'TRY', 'EUR']));
    expect(spot.slice(0, 20).map((row) => row[0])).toEqual(expect.arrayContaining(['BTC_USDT', 'ETH_USDT']));
    expect(spot.filter((row) => row[11] !== 'false').length).toBeGreaterThanOrEqual(5);
    expect(spot.filter((row) => row[9] > 0).length).toBeGreaterThan(0);
  });

  it('is deterministic per seed and different across seeds', () => {
    expect(spotMockData(12345).rows.slice(0, 50)).toEqual(spotMockData(12345).rows.slice(0, 50));
    const other = spotMockData(mockBackend.seed + 1).rows;
    expect(other.map((row) => row[2])).not.toEqual(spot.map((row) => row[2]));
  });

  it('serves opening times as absolute seconds or milliseconds', () => {
    const now = 1_760_000_000;
    const served = spotRowsAt(spotMockData(mockBackend.seed), now) as unknown[][];
    const times = served.map((row) => row[9] as number).filter((t) => t !== 0);
    expect(times.some((t) => t > 1e12)).toBe(true);
    expect(times.some((t) => t < 1e12)).toBe(true);
  });

  it('has ~400 USDT- and ~40 BTC-settled futures', () => {
    const futures = futuresMockData(mockBackend.seed);
    expect(futures.filter((c) => c.settle === 'usdt')).toHaveLength(400);
    expect(futures.filter((c) => c.settle === 'btc')).toHaveLength(40);
  });

  it('has delivery contracts opening in the future and options per underlying', () => {
    const now = 1_760_000_000;
    expect(deliveryContractsAt(mockBackend.seed, now).filter((c) => c.opening_time > now).length).toBeGreaterThanOrEqual(2);
    expect(optionsMarketsAt(mockBackend.seed, 'BTC_USDT', now).length).toBe(72);
    expect(optionsMarketsAt(mockBackend.seed, 'NOPE_USDT', now)).toEqual([]);
  });

  it('has alpha tokens on five chains, 150 pilot tokens and tagged pre-market lists', () => {
    const { alpha, pilot } = onChainMockData(mockBackend.seed);
    expect(new Set(alpha.map((t) => t.chain))).toEqual(new Set(['eth', 'bsc', 'solana', 'base', 'arbitrum']));
    expect(alpha.find((t) => t.chain === 'eth')?.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(alpha.find((t) => t.chain === 'solana')?.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{44}$/);
    expect(pilot).toHaveLength(150);
    const pre = preMarketMockData(mockBackend.seed);
    expect(pre.premint.length + pre.pre_market.length).toBeGreaterThan(30);
  });
});

describe('market mock routes', () => {
  it.each([
    [MARKET_CALLS.spotMarkets.path, ''],
    [MARKET_CALLS.futuresMarkets.path, '?exchange_type=CONTRACT_ALL&timezone=24h'],
    [MARKET_CALLS.pilotMarkets.path, '?exchange_type=ALL'],
    [MARKET_CALLS.alphaMarkets.path, '?tab=SPOT'],
    [MARKET_CALLS.preMarket.path, '?limit=10&page=1'],
    [MARKET_CALLS.marketTabs.path, '?area=web_trade'],
  ])('answer 400 when %s is called without its required parameters (%s)', async (path, query) => {
    const response = await fetch(`${TEST_BASE_URL}${path}${query}`);
    expect(await response.json()).toMatchObject({ code: 400 });
  });
});
