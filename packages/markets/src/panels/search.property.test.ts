import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePointString, codeUnitString } from '@shell/test-utils/hostile';
import { normalizeSpotRow } from '../api';
import { marketRankTier, NO_MATCH, normalizeMarketQuery } from '../ranking';
import type { DeliveryContract, SpotMarket } from '../api';
import { searchDelivery } from './DeliveryPanel';
import { selectSpotMarkets } from './SpotPanel';

/**
 * The flyout search boxes this package filters itself (issue 8): the delivery search and the
 * spot panel's search over favourites and recently viewed. Any text never throws, and regex
 * characters are plain text — a query finds exactly the rows that contain it.
 */

const RUNS = Number(process.env.SHELL_PROPERTY_RUNS) || 300;
const META = ['.', '*', '+', '?', '^', '$', '{', '}', '(', ')', '|', '[', ']', '\\'];
const metaText = (maxLength: number) => fc.string({ unit: fc.constantFrom(...META, 'a', 'B', '_', ' ', '/', '-'), maxLength });
const anyQuery: Arbitrary<string> = fc.oneof(fc.string(), codePointString(), codeUnitString, metaText(5), fc.constantFrom('(', '.*', '[', 'a{99999999}', '\\'));

const contract = (text: Arbitrary<string>): Arbitrary<DeliveryContract> =>
  fc.record({ name: text, underlying: text, full_name: text }).map((fields) => ({
    ...fields,
    isST: false,
    opening_time: 0,
    expire_time: 0,
    last_price: 1,
    change_percentage: 0,
    trend: 'up' as const,
    icon: '',
    link: `/futures-delivery/USDT/${fields.name}`,
  }));

describe('delivery search', () => {
  it('never throws and keeps the server order', () => {
    fc.assert(
      fc.property(fc.array(contract(fc.oneof(fc.string({ maxLength: 6 }), codeUnitString)), { maxLength: 12 }), anyQuery, (rows, query) => {
        const found = searchDelivery(rows, query);
        const positions = found.map((row) => rows.indexOf(row));
        expect(positions.every((position, i) => position >= 0 && (i === 0 || position > (positions[i - 1] as number)))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('treats regex characters literally: exactly the contracts whose name, underlying or full name contains the query', () => {
    fc.assert(
      fc.property(fc.array(contract(metaText(5)), { maxLength: 12 }), metaText(3), (rows, query) => {
        const q = query.trim().toLowerCase().replace(/[\s/-]+/g, '_');
        const contains = (row: DeliveryContract) => [row.name, row.underlying, row.full_name].some((field) => field.toLowerCase().includes(q));
        expect(searchDelivery(rows, query)).toEqual(q === '' ? rows : rows.filter(contains));
      }),
      { numRuns: RUNS },
    );
    const rows = [contract(fc.constant('BTC_USDT(Q)')), contract(fc.constant('ETH_USDT'))].map((arb) => fc.sample(arb, 1)[0] as DeliveryContract);
    expect(searchDelivery(rows, '(').map((row) => row.name)).toEqual(['BTC_USDT(Q)']);
    expect(searchDelivery(rows, '.*')).toEqual([]);
  });
});

describe('spot search over favourites and recently viewed', () => {
  const ticker = fc.stringMatching(/^[A-Z0-9]{1,5}$/);
  const spot: Arbitrary<SpotMarket> = fc
    .tuple(ticker, ticker, fc.oneof(fc.string({ maxLength: 8 }), metaText(6)))
    .map(([base, quote, fullName]) => normalizeSpotRow([`${base}_${quote}`, fullName, '1', '0']) as SpotMarket);

  it('never throws; finds only remembered markets, each containing the query', () => {
    fc.assert(
      fc.property(fc.array(spot, { maxLength: 15 }), fc.constantFrom('favourites', 'recent'), anyQuery, (markets, type, query) => {
        const remembered = [...new Set(markets.filter((_, i) => i % 2 === 0).map((market) => market.link))];
        const found = selectSpotMarkets(markets, { type } as { type: 'favourites' | 'recent' }, query, remembered);
        expect(found.every((market) => remembered.includes(market.link))).toBe(true);
        expect(new Set(found).size).toBe(found.length);
        if (normalizeMarketQuery(query) !== '') expect(found.every((market) => marketRankTier(market, query) !== NO_MATCH)).toBe(true);
        else expect(found.length).toBe(remembered.length);
      }),
      { numRuns: RUNS },
    );
  });
});
