import { describe, expect, it } from 'vitest';
import { marketRankTier, NO_MATCH, rankMarkets } from './rank';
import type { RankableMarket } from './rank';

const row = (pair: string, full_name = ''): RankableMarket => {
  const [curr_a = '', curr_b = ''] = pair.split('_');
  return { pair, curr_a, curr_b, name: `${curr_a}/${curr_b}`, full_name };
};

// Input order is deliberately the reverse of the expected ranking.
const ROWS = [
  row('WETH_USDT', 'Wrapped Ether'), // name/pair contains "eth"? no: base contains
  row('ABC_USDT', 'Ethereal Labs'), // full name contains
  row('XYZ_SETHX'), // quote contains
  row('SETH_USDT'), // base contains
  row('OP_ETH'), // quote equals
  row('ETHFI_USDT'), // base starts with
  row('ETH_USDC'), // base equals
  row('ETH_USDT'), // base equals
  row('BTC_USDT'), // no match
];

describe('rankMarkets (spec §5)', () => {
  it('orders base equals > base starts with > quote equals > base contains > quote contains > name/pair contains', () => {
    expect(rankMarkets(ROWS, 'eth').map((r) => r.pair)).toEqual([
      'ETH_USDC',
      'ETH_USDT',
      'ETHFI_USDT',
      'OP_ETH',
      'WETH_USDT',
      'SETH_USDT',
      'XYZ_SETHX',
      'ABC_USDT',
    ]);
  });

  it.each([
    ['eth', 'ETH_USDT', 0],
    ['ETH', 'ETHFI_USDT', 1],
    ['usdt', 'BTC_USDT', 2],
    ['th', 'SETH_USDT', 3],
    ['sdt', 'BTC_USDT', 4],
    ['btc_usdt', 'BTC_USDT', 5],
    ['btc/usdt', 'BTC_USDT', 5],
    ['  Ether ', 'ABC_USDT', 5],
    ['doge', 'BTC_USDT', NO_MATCH],
  ])('query %j puts %s in tier %i', (query, pair, tier) => {
    expect(marketRankTier(row(pair, pair === 'ABC_USDT' ? 'Ethereal Labs' : ''), query)).toBe(tier);
  });

  it('ranks BTC pairs first for the alias XBT', () => {
    const rows = [row('XBTX_USDT'), row('BTC_USDT'), row('ETH_BTC')];
    expect(rankMarkets(rows, 'xbt').map((r) => r.pair)).toEqual(['BTC_USDT', 'XBTX_USDT']);
  });

  it('keeps the input order inside a tier and leaves non-matching rows out', () => {
    const rows = [row('SOL_USDT'), row('SOL_USDC'), row('SOL_TRY'), row('BTC_USDT')];
    expect(rankMarkets(rows, 'sol').map((r) => r.pair)).toEqual(['SOL_USDT', 'SOL_USDC', 'SOL_TRY']);
  });

  it('returns a copy of every row for a blank query', () => {
    const result = rankMarkets(ROWS, '   ');
    expect(result).toEqual(ROWS);
    expect(result).not.toBe(ROWS);
  });

  it('obeys the tiers for random rows and queries', () => {
    const letters = 'ABCDEHST';
    let state = 7;
    const rand = (n: number) => ((state = (state * 1103515245 + 12345) % 2 ** 31), state % n);
    const ticker = () => Array.from({ length: 1 + rand(4) }, () => letters.charAt(rand(letters.length))).join('');
    for (let round = 0; round < 50; round++) {
      const rows = Array.from({ length: 60 }, () => row(`${ticker()}_${ticker()}`));
      const query = ticker().toLowerCase().slice(0, 1 + rand(2));
      const ranked = rankMarkets(rows, query);
      const tiers = ranked.map((r) => marketRankTier(r, query));
      expect(tiers.every((t) => t !== NO_MATCH)).toBe(true);
      expect([...tiers].sort((a, b) => a - b)).toEqual(tiers);
      expect(ranked.length).toBe(rows.filter((r) => marketRankTier(r, query) !== NO_MATCH).length);
    }
  });
});
