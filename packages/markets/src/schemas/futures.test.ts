import { describe, expect, it } from 'vitest';
import { acceptFuturesResult, emptyFuturesMarkets, normalizeFuturesMarkets } from './futures';

const contract = (settle: string, name: string, extra: Record<string, unknown> = {}) => ({ settle, name, ...extra });

describe('futures normalizing', () => {
  it('groups by settle currency and derives titles, link, categories and ST', () => {
    const { value, dropped } = normalizeFuturesMarkets([
      contract('usdt', 'BTC_USDT', { coin_name: 'Bitcoin', categories: 'layer1,pow', is_tag_st: 0, change_percentage: '-2.5' }),
      contract('btc', 'ETH_USD', { is_tag_st: '1' }),
      contract('eth', 'SOL_ETH'),
      { settle: 'usdt' },
    ]);
    expect(dropped).toBe(1);
    expect(value.USDT).toHaveLength(1);
    expect(value.USDT[0]).toMatchObject({
      settle: 'USDT',
      leftTitle: 'BTC',
      rightTitle: 'USDT',
      imgName: 'btc',
      link: '/futures/USDT/BTC_USDT',
      categoryList: ['layer1', 'pow'],
      full_name: 'Bitcoin',
      isST: false,
      trend: 'down',
    });
    expect(value.BTC[0]).toMatchObject({ settle: 'BTC', link: '/futures/BTC/ETH_USD', full_name: 'ETH/USD', isST: true });
  });
});

describe('acceptFuturesResult (spec §5)', () => {
  const withUsdt = { ...emptyFuturesMarkets(), USDT: normalizeFuturesMarkets([contract('usdt', 'BTC_USDT')]).value.USDT };
  const withBtc = { ...emptyFuturesMarkets(), BTC: normalizeFuturesMarkets([contract('btc', 'BTC_USD')]).value.BTC };

  it.each([
    ['code 200 with USDT contracts', 200, withUsdt, true],
    ['code 200 with BTC contracts only', 200, withBtc, true],
    ['code 200 with both lists empty', 200, emptyFuturesMarkets(), 'no BTC or USDT contracts'],
    ['code 500 with contracts', 500, withUsdt, 'code 500'],
  ])('%s', (_label, code, value, expected) => {
    expect(acceptFuturesResult(code, value)).toBe(expected);
  });
});

// Issue 21 M2 (corpus round): a contract name becomes a route segment; one that is no plausible
// pair (a ticker of dots only, or longer than any real one) drops the row.
describe('futures contract names', () => {
  it.each(['.._USDT', 'BTC_..', '._.', `${'A'.repeat(33)}_USDT`, 'BTC_USDT?x', 'BTC/USDT', '../_USDT'])('drops the contract %j', (name) => {
    const { value, dropped } = normalizeFuturesMarkets([contract('usdt', name), contract('usdt', 'ETH_USDT')]);
    expect(value.USDT.map((row) => row.name)).toEqual(['ETH_USDT']);
    expect(dropped).toBe(1);
  });

  it('keeps dotted and 32-character tickers', () => {
    const long = 'A'.repeat(32);
    const { value } = normalizeFuturesMarkets([contract('usdt', '1000.SATS_USDT'), contract('usdt', `${long}_USDT`)]);
    expect(value.USDT.map((row) => row.link)).toEqual(['/futures/USDT/1000.SATS_USDT', `/futures/USDT/${long}_USDT`]);
  });
});
