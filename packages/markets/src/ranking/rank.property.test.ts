import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSpotRow, normalizeSpotRows } from '../schemas/spot';
import { marketRankTier, NO_MATCH, rankMarkets } from './rank';
import type { RankableMarket } from './rank';
import { escapeRegExp, searchOptions } from './search';

const ticker = fc.stringMatching(/^[A-Z0-9]{1,6}$/);
const market = fc.tuple(ticker, ticker, fc.string({ maxLength: 12 })).map(
  ([base, quote, fullName]): RankableMarket => ({ curr_a: base, curr_b: quote, pair: `${base}_${quote}`, name: `${base}/${quote}`, full_name: fullName }),
);
const query = fc.oneof(fc.stringMatching(/^[a-zA-Z0-9]{1,4}$/), fc.string({ maxLength: 6 }), fc.constant('xbt'));

describe('rankMarkets properties (spec §5 tiers)', () => {
  it('returns exactly the matching rows, tiers ascending, input order kept inside a tier', () => {
    fc.assert(
      fc.property(fc.array(market, { maxLength: 80 }), query, (rows, q) => {
        const ranked = rankMarkets(rows, q);
        if (q.trim() === '') {
          expect(ranked).toEqual(rows);
          return;
        }
        const tiers = ranked.map((row) => marketRankTier(row, q));
        expect(tiers.includes(NO_MATCH)).toBe(false);
        for (let i = 1; i < tiers.length; i++) expect(tiers[i]).toBeGreaterThanOrEqual(tiers[i - 1] as number);
        expect(ranked.length).toBe(rows.filter((row) => marketRankTier(row, q) !== NO_MATCH).length);
        for (let i = 1; i < ranked.length; i++) {
          if (tiers[i] === tiers[i - 1]) expect(rows.indexOf(ranked[i] as RankableMarket)).toBeGreaterThan(rows.indexOf(ranked[i - 1] as RankableMarket));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('puts base-equals rows before base-starts-with rows, before quote-equals rows', () => {
    fc.assert(
      fc.property(fc.array(market, { maxLength: 60 }), ticker, (rows, base) => {
        const q = base.toLowerCase();
        const ranked = rankMarkets(rows, q);
        const lastEqual = ranked.findLastIndex((row) => row.curr_a.toLowerCase() === q);
        const firstOther = ranked.findIndex((row) => row.curr_a.toLowerCase() !== q);
        if (lastEqual >= 0 && firstOther >= 0) expect(lastEqual).toBeLessThan(firstOther);
      }),
    );
  });
});

describe('normalizers and escaping never throw', () => {
  const anyRow = fc.oneof(fc.anything(), fc.array(fc.oneof(fc.string(), fc.double(), fc.integer(), fc.boolean(), fc.constant(null)), { maxLength: 14 }));

  it('normalizeSpotRows keeps only typed rows, whatever arrives, and is idempotent on re-serialised good rows', () => {
    fc.assert(
      fc.property(fc.array(anyRow, { maxLength: 30 }), (rows) => {
        const { items, dropped } = normalizeSpotRows(rows);
        expect(items.length + dropped).toBe(rows.length);
        for (const item of items) {
          expect(Number.isFinite(item.rate) && Number.isFinite(item.rate_percent)).toBe(true);
          expect(item.link).toBe(`/trade/${item.pair}`);
          // Writing a normalized row back in its positional form and reading it again gives the same market.
          const again = normalizeSpotRow([
            item.pair, item.full_name, item.rate, item.rate_percent, item.vol_b, item.multiple, item.enable_credit,
            item.symbol, item.p_rate, item.opening_time, item.cross_multiple, item.isST ? 'true' : 'false', item.icon,
          ]);
          expect({ ...again, categories: [...(again?.categories ?? [])] }).toEqual({ ...item, categories: [...item.categories] });
        }
      }),
    );
  });

  it('parses numeric text exactly as Number() does', () => {
    const decimal = fc.tuple(fc.boolean(), fc.stringMatching(/^\d{1,12}$/), fc.option(fc.stringMatching(/^\d{0,10}$/))).map(
      ([negative, int, frac]) => `${negative ? '-' : ''}${int}${frac === null ? '' : `.${frac}`}`,
    );
    fc.assert(
      fc.property(fc.oneof(decimal, fc.string({ maxLength: 20 }), fc.double().map(String)), (text) => {
        const row = normalizeSpotRow(['A_B', '', text, '0']);
        const expected = text.trim() === '' ? undefined : Number(text);
        if (expected === undefined || !Number.isFinite(expected)) expect(row).toBeNull();
        else expect(Object.is(row?.rate, expected)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('escapeRegExp makes any text a literal pattern; searchOptions never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.array(fc.string({ maxLength: 20 }), { maxLength: 10 }), (text, pairs) => {
        expect(new RegExp(escapeRegExp(text)).test(`x${text}y`)).toBe(true);
        const rows = pairs.map((pair) => ({ pair }));
        const found = searchOptions(rows, text);
        const q = text.trim().replace(/_/g, '').toLowerCase();
        for (const row of found) expect(row.pair.replace(/_/g, '').toLowerCase()).toContain(q);
      }),
    );
  });
});
