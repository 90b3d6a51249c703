import { describe, expect, it } from 'vitest';
import { escapeRegExp, filterFiatList, searchOptions, searchPilot, searchPreMarket } from './search';

describe('searchOptions', () => {
  const rows = [{ pair: 'BTC_USDT-20251226-100000-C' }, { pair: 'ETH_USDT-20251226-3000-P' }, { pair: 'A.B_USDT' }, { pair: 'AXB_USDT' }];

  it('matches the pair without underscores, case-insensitively', () => {
    expect(searchOptions(rows, 'btcusdt').map((r) => r.pair)).toEqual(['BTC_USDT-20251226-100000-C']);
    expect(searchOptions(rows, 'BTC_USDT').map((r) => r.pair)).toEqual(['BTC_USDT-20251226-100000-C']);
    expect(searchOptions(rows, '3000-p').map((r) => r.pair)).toEqual(['ETH_USDT-20251226-3000-P']);
  });

  it('treats special characters literally', () => {
    expect(searchOptions(rows, 'a.b').map((r) => r.pair)).toEqual(['A.B_USDT']);
    expect(() => searchOptions(rows, '(*[')).not.toThrow();
    expect(searchOptions(rows, '(*[')).toEqual([]);
  });

  it('returns every row for a blank query', () => {
    expect(searchOptions(rows, '  ')).toEqual(rows);
  });

  it('escapes every RegExp metacharacter', () => {
    const special = '.*+?^${}()|[]\\/-';
    expect(new RegExp(escapeRegExp(special)).test(`x${special}y`)).toBe(true);
  });
});

describe('searchPilot, searchPreMarket, filterFiatList', () => {
  it('finds pilot rows by show_pair or address', () => {
    const rows = [
      { show_pair: 'KOVA/USDT', address: '0xAbC123' },
      { show_pair: 'ZIRA/USDT', address: 'So1anaAddr' },
    ];
    expect(searchPilot(rows, 'kova')).toEqual([rows[0]]);
    expect(searchPilot(rows, 'abc1')).toEqual([rows[0]]);
    expect(searchPilot(rows, 'usdt')).toEqual(rows);
  });

  it('finds pre-market rows by market or currency', () => {
    const rows = [
      { market: 'ZKJ_USDT', currency: 'ZKJ' },
      { market: 'MOVE_USDT', currency: 'MOVE' },
    ];
    expect(searchPreMarket(rows, 'zk')).toEqual([rows[0]]);
    expect(searchPreMarket(rows, 'move_')).toEqual([rows[1]]);
  });

  it('filters fiats by a substring of the code', () => {
    const list = [{ fiat: 'USD' }, { fiat: 'EUR' }, { fiat: 'AUD' }];
    expect(filterFiatList(list, 'ud')).toEqual([{ fiat: 'AUD' }]);
    expect(filterFiatList(list, 'U')).toEqual(list);
    expect(filterFiatList(list, '')).toEqual(list);
  });
});
