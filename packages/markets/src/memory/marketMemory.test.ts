import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKET_MEMORY_LIMITS, marketMemoryKey, parseMarketMemory, pickRemembered, pushRecent, toggleFavourite } from './marketMemory';

describe('market memory (favourites, recently viewed)', () => {
  it('keys lists per kind, site and user', () => {
    expect(marketMemoryKey('favourites', 'tr', '1001')).toBe('shell.markets.favourites.tr.1001');
    expect(marketMemoryKey('recent', 'main', '')).toBe('shell.markets.recent.main.visitor');
  });

  it.each([
    [null, []],
    ['', []],
    ['{', []],
    ['{"a":1}', []],
    ['"text"', []],
    ['[1, null, "", "/trade/A_B", "/trade/A_B", "/trade/C_D"]', ['/trade/A_B', '/trade/C_D']],
    [JSON.stringify(['x'.repeat(500), '/trade/A_B']), ['/trade/A_B']],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseMarketMemory(raw, 10)).toEqual(expected);
  });

  it('never throws and always yields distinct strings within the limit, whatever is stored', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify(v) ?? '')), fc.integer({ min: 1, max: 20 }), (raw, limit) => {
        const list = parseMarketMemory(raw, limit);
        expect(list.length).toBeLessThanOrEqual(limit);
        expect(new Set(list).size).toBe(list.length);
        expect(list.every((id) => typeof id === 'string' && id !== '')).toBe(true);
      }),
    );
  });

  it('toggles favourites and keeps recent views newest first, de-duplicated and capped', () => {
    expect(toggleFavourite(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleFavourite(['a', 'b'], 'a')).toEqual(['b']);
    let recent: string[] = [];
    for (let i = 0; i < 15; i++) recent = pushRecent(recent, `m${i}`);
    recent = pushRecent(recent, 'm10');
    expect(recent[0]).toBe('m10');
    expect(recent).toHaveLength(MARKET_MEMORY_LIMITS.recent);
    expect(new Set(recent).size).toBe(recent.length);
  });

  it('picks rows in remembered order and skips ids without a row', () => {
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(pickRemembered(rows, ['c', 'gone', 'a'], (r) => r.id)).toEqual([{ id: 'c' }, { id: 'a' }]);
  });
});
