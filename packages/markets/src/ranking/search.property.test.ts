import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePointString, codeUnitString, RUNS } from '@shell/test-utils/hostile';
import { MARKET_ALIASES, normalizeMarketQuery, rankMarkets } from './rank';
import type { RankableMarket } from './rank';
import { filterFiatList, searchOptions, searchPilot, searchPreMarket } from './search';

/**
 * Every search box over market lists (issue 8): arbitrary strings never throw, and regex
 * characters are plain text — a query finds exactly the rows that contain it, so `(` finds the
 * rows containing `(` and `.*` is not "everything".
 */

const META = ['.', '*', '+', '?', '^', '$', '{', '}', '(', ')', '|', '[', ']', '\\', '/', '-'];
/** ASCII text dense in regex metacharacters, so queries and rows collide often. */
const metaText = (maxLength: number) => fc.string({ unit: fc.constantFrom(...META, 'a', 'b', 'B', '_', ' ', '\u0000'), maxLength });
/** Whatever a user can paste: any code point, lone surrogates, metacharacters. */
const anyQuery: Arbitrary<string> = fc.oneof(
  fc.string(),
  codePointString(),
  fc.string({ unit: 'grapheme' }),
  codeUnitString,
  metaText(6),
  fc.constantFrom(...META, '.*', '(', '[a-z]+', '^$', '\\d', '(?<x>)', '*?', 'a{99999999}'),
);

const market = (text: Arbitrary<string>): Arbitrary<RankableMarket> =>
  fc.record({ curr_a: text, curr_b: text, pair: text, name: text, full_name: text });

describe('rankMarkets (spot and futures search)', () => {
  it('never throws, and returns a subset of the rows, each once', () => {
    fc.assert(
      fc.property(fc.array(market(fc.oneof(fc.string({ maxLength: 6 }), codeUnitString)), { maxLength: 12 }), anyQuery, (rows, query) => {
        const ranked = rankMarkets(rows, query);
        expect(new Set(ranked).size).toBe(ranked.length);
        expect(ranked.every((row) => rows.includes(row))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('finds exactly the rows with a field containing the query as plain text', () => {
    fc.assert(
      fc.property(fc.array(market(metaText(4)), { maxLength: 20 }), metaText(3), (rows, query) => {
        const q = normalizeMarketQuery(query);
        fc.pre(q !== '');
        const alias = MARKET_ALIASES[q];
        const contains = (row: RankableMarket) =>
          [row.curr_a, row.curr_b, row.pair, row.name ?? '', row.full_name ?? ''].some((field) => field.toLowerCase().includes(q)) ||
          (alias !== undefined && row.curr_a.toLowerCase() === alias);
        expect(new Set(rankMarkets(rows, query))).toEqual(new Set(rows.filter(contains)));
      }),
      { numRuns: RUNS },
    );
  });

  it('"(" finds the pair with "(", ".*" finds nothing that does not contain ".*"', () => {
    const rows: RankableMarket[] = [
      { curr_a: 'A(B', curr_b: 'USDT', pair: 'A(B_USDT' },
      { curr_a: 'AB', curr_b: 'USDT', pair: 'AB_USDT' },
      { curr_a: 'A.B', curr_b: 'USDT', pair: 'A.B_USDT' },
    ];
    expect(rankMarkets(rows, '(').map((row) => row.curr_a)).toEqual(['A(B']);
    expect(rankMarkets(rows, '.').map((row) => row.curr_a)).toEqual(['A.B']);
    expect(rankMarkets(rows, '.*')).toEqual([]);
    expect(rankMarkets(rows, '[')).toEqual([]);
  });
});

describe('options, pilot, pre-market and fiat filters', () => {
  const rowsOf = (text: Arbitrary<string>) =>
    fc.array(fc.record({ pair: text, show_pair: text, address: text, market: text, currency: text, fiat: text }), { maxLength: 12 });

  it('never throw on any query and keep the input order', () => {
    fc.assert(
      fc.property(rowsOf(fc.oneof(fc.string({ maxLength: 6 }), codeUnitString)), anyQuery, (rows, query) => {
        for (const found of [searchOptions(rows, query), searchPilot(rows, query), searchPreMarket(rows, query), filterFiatList(rows, query)]) {
          const positions = found.map((row) => rows.indexOf(row));
          expect(positions.every((position, i) => position >= 0 && (i === 0 || position > (positions[i - 1] as number)))).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('treat regex characters literally: exactly the rows containing the query', () => {
    fc.assert(
      fc.property(rowsOf(metaText(4)), metaText(3), (rows, query) => {
        const q = query.trim().toLowerCase();
        const has = (value: string, needle = q) => value.toLowerCase().includes(needle);
        const blank = q === '';
        const optionsQuery = q.replace(/_/g, '');
        expect(searchOptions(rows, query)).toEqual(optionsQuery === '' ? rows : rows.filter((row) => has(row.pair.replace(/_/g, ''), optionsQuery)));
        expect(searchPilot(rows, query)).toEqual(blank ? rows : rows.filter((row) => has(row.show_pair) || has(row.address)));
        expect(searchPreMarket(rows, query)).toEqual(blank ? rows : rows.filter((row) => has(row.market) || has(row.currency)));
        expect(filterFiatList(rows, query)).toEqual(blank ? rows : rows.filter((row) => has(row.fiat)));
      }),
      { numRuns: RUNS },
    );
  });

  it('"(" and ".*" in the options search', () => {
    const rows = [{ pair: 'BTC_USDT-(C)' }, { pair: 'BTC_USDT-C' }, { pair: 'ETH.*' }];
    expect(searchOptions(rows, '(')).toEqual([rows[0]]);
    expect(searchOptions(rows, '.*')).toEqual([rows[2]]);
    expect(searchOptions(rows, 'a{99999999}')).toEqual([]);
  });
});
