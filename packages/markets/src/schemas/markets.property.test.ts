import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeHref } from '@shell/site-config';
import {
  alphaListResponseSchema,
  alphaMarketsResponseSchema,
  alphaTokenPathResponseSchema,
  normalizeAlphaSearch,
  normalizeAlphaTokens,
} from './alpha';
import type { AlphaToken } from './alpha';
import { deliveryContractsResponseSchema, normalizeDeliveryContracts } from './delivery';
import type { DeliveryContract } from './delivery';
import { futuresMarketsResponseSchema, normalizeFuturesMarkets } from './futures';
import type { FuturesContract } from './futures';
import { memeboxPathsResponseSchema, normalizeMemeboxPaths } from './memebox';
import { normalizeOptionsMarkets, normalizeOptionsUnderlyings, optionsListResponseSchema } from './options';
import type { OptionsMarket, OptionsUnderlying } from './options';
import { normalizePilotMarkets, pilotMarketsResponseSchema } from './pilot';
import type { PilotMarket } from './pilot';
import { normalizePreMarket, preMarketResponseSchema, readPreMarketTags } from './preMarket';
import type { PreMarketItem, PreMarketResponse } from './preMarket';
import { normalizeSpotRows, spotMarketsResponseSchema } from './spot';
import { toSeconds } from '@shell/api-client/core';
import { marketTabsResponseSchema, normalizeMarketTabs } from './tabs';
import { normalizeWeb3Chains, web3ChainsResponseSchema } from './web3Chains';
import {
  isAlphaTokenList,
  isFuturesMarkets,
  isMarketTabList,
  isOptionsUnderlyingList,
  isPilotMarketList,
  isPreMarketLists,
  isSpotMarketList,
} from './cachedShapes';
import { anyValue, envelopeOf, expectPlainData, hostileBody, hostileScalar, listOf, parseOrUndefined, RUNS, shaped, textish } from '@shell/test-utils/hostile';
import type { SafeParser } from '@shell/test-utils/hostile';

/**
 * Hostile input into every market schema and normalizer (issue 8). For each list endpoint:
 * the response schema never throws on anything; the normalizer never throws, keeps or counts
 * every row (kept + dropped = sent), yields plain typed rows whose links stay on the site; and
 * a normalized row written back in its wire shape normalizes to itself (twice = once).
 */

interface Normalized<T> {
  value: T;
  dropped: number;
}

const numberish = fc.oneof(fc.integer(), fc.double(), fc.integer().map(String), fc.double().map(String), fc.constantFrom<unknown>('1.5', '', ' 7 ', '1e3', 1e12, 1.7e12, 1e15, 1e16));
const flagValue = fc.constantFrom<unknown>(true, false, 1, 0, '1', '0', 'true', 'false', 'yes', null);
const ticker = fc.oneof(fc.stringMatching(/^[A-Za-z0-9.]{1,6}$/), fc.constantFrom('BTC', 'usdt', 'ETH', 'X.Y'));
const pairText = fc.oneof(fc.tuple(ticker, ticker).map(([a, b]) => `${a}_${b}`), textish);

/** A link built from data stays a path on this site (it never becomes `//host` or a scheme). */
function expectSitePath(link: string, prefix: string): void {
  expect(link.startsWith(prefix)).toBe(true);
  expect(link.startsWith('//')).toBe(false);
}

/** The response schema never throws, and whatever it accepts has a numeric code and a body of the expected kind. */
function checkResponseSchema(schema: SafeParser<{ code: number; data: unknown }>, data: Arbitrary<unknown>, isData: (data: unknown) => boolean): void {
  let accepted = 0;
  fc.assert(
    fc.property(hostileBody(envelopeOf(data)), (input) => {
      const out = parseOrUndefined(schema, input);
      if (out === undefined) return;
      accepted++;
      expect(Number.isNaN(out.code)).toBe(false);
      expect(isData(out.data)).toBe(true);
    }),
    { numRuns: RUNS },
  );
  expect(accepted).toBeGreaterThan(0);
}

/** Kept + dropped = sent; rows are plain data passing `check`; rows written back normalize to themselves. */
function checkListNormalizer<T>(
  normalize: (list: unknown[]) => Normalized<T[]>,
  item: Arbitrary<unknown>,
  check: (row: T) => void,
  rewrap: (row: T) => unknown,
  /** The persistent cache's shape check of this list, when it is cached. */
  cachedShape?: (value: unknown) => boolean,
): void {
  let kept = 0;
  fc.assert(
    fc.property(listOf(item, 8), (list) => {
      const once = normalize(list);
      expect(once.value.length + once.dropped).toBe(list.length);
      kept += once.value.length;
      expectPlainData(once.value);
      if (cachedShape) expect(cachedShape(once.value)).toBe(true);
      once.value.forEach(check);
      const twice = normalize(once.value.map(rewrap));
      expect(twice.dropped).toBe(0);
      expect(twice.value).toEqual(once.value);
    }),
    { numRuns: RUNS },
  );
  expect(kept).toBeGreaterThan(0);
}

const isList = (data: unknown) => Array.isArray(data);

describe('market response schemas never throw on any body', () => {
  it.each([
    ['spots', spotMarketsResponseSchema],
    ['futures', futuresMarketsResponseSchema],
    ['delivery', deliveryContractsResponseSchema],
    ['options', optionsListResponseSchema],
    ['pilot', pilotMarketsResponseSchema],
    ['alpha keyword search', alphaListResponseSchema],
    ['market tabs', marketTabsResponseSchema],
    ['web3 chains', web3ChainsResponseSchema],
  ] as const)('%s: { code, data: [] }', (_name, schema) => {
    checkResponseSchema(schema, fc.array(anyValue, { maxLength: 4 }), isList);
  });

  it('alpha markets: { code, data: { list: [], total } }', () => {
    checkResponseSchema(alphaMarketsResponseSchema, shaped(['list', 'total'], { list: fc.array(anyValue, { maxLength: 3 }), total: numberish }), (data) => {
      const { list, total } = data as { list: unknown; total: unknown };
      return Array.isArray(list) && Number.isFinite(total);
    });
  });

  it('memebox paths: { code, data: { SYMBOL: path } }', () => {
    checkResponseSchema(memeboxPathsResponseSchema, fc.dictionary(fc.string({ maxLength: 5 }), anyValue, { maxKeys: 4 }), (data) => typeof data === 'object' && data !== null);
  });

  it('alpha token path: a dot segment alone (".", "..", "alpha/..") is not a slug (found by the property below)', () => {
    for (const path of ['.', '..', '/..', 'alpha/.', 'alpha/..', '...']) {
      expect(alphaTokenPathResponseSchema.safeParse({ code: 200, data: { path } }).success, path).toBe(false);
    }
    for (const path of ['pepe', 'alpha/pepe', '/alpha/so.l', 'a..b']) {
      expect(alphaTokenPathResponseSchema.safeParse({ code: 200, data: { path } }).success, path).toBe(true);
    }
  });

  it('alpha token path: only a plain slug gets through, so it can never become an off-site link', () => {
    const path = fc.oneof(textish, fc.stringMatching(/^\/?(alpha\/)?[A-Za-z0-9._~-]{1,12}$/));
    checkResponseSchema(alphaTokenPathResponseSchema, shaped(['path'], { path }), (data) => {
      const value = (data as { path: string }).path;
      return typeof value === 'string' && safeHref(`/${value.replace(/^\//, '')}`) !== null && !value.includes('//');
    });
  });
});

describe('market normalizers: never throw, rows valid, twice = once', () => {
  it('spot rows: a BASE_QUOTE pair, finite numbers, /trade link, seconds', () => {
    const row = fc.tuple(pairText, textish, numberish, numberish, numberish, numberish, flagValue, textish, numberish, numberish, numberish, fc.constantFrom<unknown>('false', 'true', 0, 1, ''), textish);
    let kept = 0;
    fc.assert(
      fc.property(listOf(fc.oneof(row, fc.array(anyValue, { maxLength: 14 })), 8), (rows) => {
        const { items, dropped } = normalizeSpotRows(rows);
        expect(items.length + dropped).toBe(rows.length);
        kept += items.length;
        expectPlainData(items);
        // What the persistent cache will accept back (a fresh answer failing it would never be used).
        expect(isSpotMarketList(items)).toBe(true);
        for (const market of items) {
          // Each ticker has a letter or digit: a dots-only one is dropped (issue 21 M2).
          expect(market.pair).toMatch(/^\.*[A-Z0-9][A-Z0-9.]*_\.*[A-Z0-9][A-Z0-9.]*$/);
          expect(market.pair).toBe(`${market.curr_a}_${market.curr_b}`);
          expect(market.link).toBe(`/trade/${market.pair}`);
          expect(market.trend).toBe(market.rate_percent >= 0 ? 'up' : 'down');
          expect(market.categories.every((category) => category !== '' && category === category.trim())).toBe(true);
          expectSeconds(market.opening_time);
        }
      }),
      { numRuns: RUNS },
    );
    expect(kept).toBeGreaterThan(0);
  });

  it('futures: grouped by a USDT/BTC settle, BASE_QUOTE names, on-site links', () => {
    const contract = shaped(
      ['settle', 'name', 'coin_name', 'categories', 'is_tag_st', 'icon', 'last_price', 'change_percentage', 'volume_24h_quote', 'leverage_max'],
      {
        settle: fc.constantFrom<unknown>('USDT', 'usdt', 'BTC', 'btc', 'ETH', ''),
        name: pairText,
        categories: fc.oneof(textish, fc.array(textish, { maxLength: 3 })),
        is_tag_st: flagValue,
        last_price: numberish,
        change_percentage: numberish,
      },
    );
    const rewrap = (c: FuturesContract) => ({
      settle: c.settle,
      name: c.name,
      coin_name: c.coin_name,
      categories: c.categories,
      is_tag_st: c.isST,
      icon: c.icon,
      last_price: c.last_price,
      change_percentage: c.change_percentage,
      volume_24h_quote: c.volume_24h_quote,
      leverage_max: c.leverage_max,
    });
    let kept = 0;
    fc.assert(
      fc.property(listOf(contract, 8), (list) => {
        const once = normalizeFuturesMarkets(list);
        const all = [...once.value.USDT, ...once.value.BTC];
        kept += all.length;
        expect(all.length + once.dropped).toBeLessThanOrEqual(list.length);
        expectPlainData(once.value);
        expect(isFuturesMarkets(once.value)).toBe(true);
        for (const settle of ['USDT', 'BTC'] as const) {
          for (const c of once.value[settle]) {
            expect(c.settle).toBe(settle);
            expect(c.name).toMatch(/^[A-Z0-9.]+_[A-Z0-9.]+$/);
            expect(c.link).toBe(`/futures/${settle}/${c.name}`);
            expect(c.trend).toBe(c.change_percentage >= 0 ? 'up' : 'down');
            expect(c.categoryList.every((category) => category !== '' && category === category.trim())).toBe(true);
          }
        }
        const twice = normalizeFuturesMarkets(all.map(rewrap));
        expect(twice.dropped).toBe(0);
        expect(twice.value).toEqual(once.value);
      }),
      { numRuns: RUNS },
    );
    expect(kept).toBeGreaterThan(0);
  });

  it('delivery: upcoming first (soonest first), seconds, on-site links', () => {
    const now = 1_760_000_000;
    const contract = shaped(['name', 'underlying', 'full_name', 'is_tag_st', 'opening_time', 'expire_time', 'last_price', 'change_percentage', 'icon'], {
      name: pairText,
      underlying: pairText,
      opening_time: fc.oneof(numberish, fc.integer({ min: now - 1000, max: now + 1000 }), fc.integer({ min: now - 1000, max: now + 1000 }).map((s) => s * 1000)),
      expire_time: numberish,
      is_tag_st: flagValue,
    });
    const rewrap = (c: DeliveryContract) => ({
      name: c.name,
      underlying: c.underlying,
      full_name: c.full_name,
      is_tag_st: c.isST,
      opening_time: c.opening_time,
      expire_time: c.expire_time,
      last_price: c.last_price,
      change_percentage: c.change_percentage,
      icon: c.icon,
    });
    checkListNormalizer<DeliveryContract>(
      (list) => normalizeDeliveryContracts(list, now),
      contract,
      (c) => {
        expectSitePath(c.link, '/futures-delivery/USDT/');
        expectSeconds(c.opening_time);
        expectSeconds(c.expire_time);
        expect(c.full_name).not.toBe('');
      },
      rewrap,
    );
    fc.assert(
      fc.property(listOf(contract, 8), (list) => {
        const { value } = normalizeDeliveryContracts(list, now);
        const upcoming = value.findIndex((c) => c.opening_time <= now);
        const head = upcoming === -1 ? value : value.slice(0, upcoming);
        expect(value.slice(head.length).every((c) => c.opening_time <= now)).toBe(true);
        for (let i = 1; i < head.length; i++) expect(head[i]!.opening_time).toBeGreaterThanOrEqual(head[i - 1]!.opening_time);
      }),
      { numRuns: RUNS },
    );
  });

  it('options underlyings and markets: on-site links, call or put', () => {
    checkListNormalizer<OptionsUnderlying>(
      normalizeOptionsUnderlyings,
      shaped(['name', 'icon_url_64', 'index_price'], { name: pairText, index_price: numberish }),
      (u) => {
        expectSitePath(u.link, '/options/');
        expect(u.name.startsWith(u.base)).toBe(true);
      },
      (u) => ({ name: u.name, icon_url_64: u.icon_url_64, index_price: u.index_price }),
      isOptionsUnderlyingList,
    );
    checkListNormalizer<OptionsMarket>(
      normalizeOptionsMarkets,
      shaped(['pair', 'underlying', 'icon', 'expiration', 'strike_price', 'type', 'last_price', 'change_percentage'], {
        pair: pairText,
        type: fc.constantFrom<unknown>('call', 'put', 'PUT', 1),
        strike_price: numberish,
      }),
      (m) => {
        expectSitePath(m.link, '/options/');
        expect(['call', 'put']).toContain(m.type);
      },
      ({ trend: _trend, link: _link, ...raw }) => raw,
    );
  });

  it('pilot: on-site links, categories split and trimmed', () => {
    checkListNormalizer<PilotMarket>(
      normalizePilotMarkets,
      shaped(['address', 'show_pair', 'seo_path', 'icon', 'chain', 'chain_icon', 'is_hot', 'cate', 'price', 'change_percentage', 'volume'], {
        address: textish,
        show_pair: textish,
        seo_path: fc.oneof(textish, fc.constantFrom('//evil.example', '///x', '/pepe-eth')),
        cate: fc.constantFrom<unknown>('hot, meme,', ',,', 'defi', 3),
        is_hot: flagValue,
      }),
      (p) => {
        expectSitePath(p.link, '/pilot/');
        expect(p.link.startsWith('/pilot//')).toBe(false);
        expect(p.categories.every((category) => category !== '' && category === category.trim())).toBe(true);
      },
      ({ trend: _trend, link: _link, categories: _categories, ...raw }) => raw,
      isPilotMarketList,
    );
  });

  it('pre-market: upper-case currency, a market, hot/new tags only, on-site links', () => {
    const item = shaped(['currency', 'market', 'full_name', 'icon', 'tags', 'last_price', 'change_percentage'], {
      currency: textish,
      tags: fc.oneof(fc.array(fc.constantFrom<unknown>('hot', 'NEW', ' new ', 'old', 1), { maxLength: 4 }), fc.constantFrom<unknown>('hot,new,hot', 'HOT', '')),
    });
    const body = envelopeOf(shaped(['list'], { list: shaped(['premint', 'pre_market'], { premint: listOf(item), pre_market: listOf(item) }) }));
    const check = (p: PreMarketItem) => {
      expect(p.currency).toBe(p.currency.toUpperCase());
      expect(p.market).not.toBe('');
      expect(new Set(p.tags).size).toBe(p.tags.length);
      expect(p.tags.every((tag) => tag === 'hot' || tag === 'new')).toBe(true);
      expectSitePath(p.link, '/pre-market');
    };
    const rewrap = ({ link: _link, ...raw }: PreMarketItem) => raw;
    let kept = 0;
    fc.assert(
      fc.property(hostileBody(body), (input) => {
        const parsed = parseOrUndefined<PreMarketResponse>(preMarketResponseSchema, input);
        if (parsed === undefined) return;
        const once = normalizePreMarket(parsed);
        kept += once.value.premint.length + once.value.pre_market.length;
        expectPlainData(once.value);
        expect(isPreMarketLists(once.value)).toBe(true);
        once.value.premint.forEach(check);
        once.value.pre_market.forEach(check);
        const again = { code: 200, data: { list: { premint: once.value.premint.map(rewrap), pre_market: once.value.pre_market.map(rewrap) } } };
        const twice = normalizePreMarket(parseOrUndefined<PreMarketResponse>(preMarketResponseSchema, again) as PreMarketResponse);
        expect(twice.dropped).toBe(0);
        expect(twice.value).toEqual(once.value);
      }),
      { numRuns: RUNS },
    );
    expect(kept).toBeGreaterThan(0);
  });

  it('pre-market tags: only hot and new, once each, from a list or a comma-separated text', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, fc.array(fc.oneof(textish, fc.constantFrom('hot', 'new', ' NEW')), { maxLength: 5 })), (raw) => {
        const tags = readPreMarketTags(raw);
        expect(tags.every((tag) => tag === 'hot' || tag === 'new')).toBe(true);
        expect(new Set(tags).size).toBe(tags.length);
        expect(readPreMarketTags(tags)).toEqual(tags);
      }),
      { numRuns: RUNS },
    );
  });

  it('alpha tokens, search hits and currencies', () => {
    checkListNormalizer<AlphaToken>(
      normalizeAlphaTokens,
      shaped(['address', 'chain', 'show_pair', 'pair', 'icon', 'chain_icon', 'price', 'change_percentage', 'volume', 'market_cap'], {
        address: textish,
        chain: textish,
        price: numberish,
      }),
      (t) => expectSitePath(t.link, '/alpha'),
      ({ trend: _trend, link: _link, ...raw }) => raw,
      isAlphaTokenList,
    );
    checkListNormalizer(
      normalizeAlphaSearch,
      shaped(['market', 'title', 'sub', 'options'], {
        market: textish,
        options: shaped(['web3_chain', 'address', 'icon', 'chain_icon'], { web3_chain: fc.constantFrom<unknown>('eth', 'sol', '', 3) }),
      }),
      (hit) => expect(typeof hit.options.web3_chain).toBe('string'),
      (hit) => hit,
    );
  });

  it('market tabs, web3 chains', () => {
    const sub = shaped(['market', 'title'], { market: textish });
    checkListNormalizer(
      normalizeMarketTabs,
      shaped(['market', 'title', 'sub'], { market: textish, title: textish, sub: fc.oneof(listOf(sub), anyValue) }),
      (tab) => {
        expect(tab.title).not.toBe('');
        expect(tab.sub.every((entry) => entry.market !== '')).toBe(true);
      },
      (tab) => tab,
      isMarketTabList,
    );
    checkListNormalizer(
      normalizeWeb3Chains,
      shaped(['chain', 'name', 'icon', 'chain_id'], { chain: textish, chain_id: numberish }),
      (chain) => expect(chain.name).not.toBe(''),
      (chain) => chain,
    );
  });

  it('memebox paths: only site paths that pass safeHref; twice = once', () => {
    const path = fc.oneof(textish, fc.string({ maxLength: 6 }).map((s) => `/${s}`), fc.constantFrom('/memebox/pepe-eth', '/\u0000x', '/\u001f/evil', '/a\u2028b', '/%0a'));
    fc.assert(
      fc.property(fc.dictionary(fc.oneof(fc.constantFrom('PEPE', '__proto__', 'constructor'), fc.string({ maxLength: 5 })), fc.oneof(path, anyValue), { maxKeys: 5 }), (map) => {
        const once = normalizeMemeboxPaths(map);
        // A `__proto__` key (never left by the response schema, which drops it) changes nothing, not even the prototype.
        expect(Object.getPrototypeOf(once.value)).toBe(Object.prototype);
        const keys = Object.keys(map).filter((key) => key !== '__proto__');
        expect(Object.keys(once.value).length + once.dropped).toBe(keys.length + (Object.hasOwn(map, '__proto__') && safeHref(map.__proto__, { allowExternal: false }) === null ? 1 : 0));
        for (const href of Object.values(once.value)) {
          expect(safeHref(href)).toBe(href);
          expect(href.startsWith('/')).toBe(true);
        }
        const twice = normalizeMemeboxPaths(once.value);
        expect(twice.dropped).toBe(0);
        expect(twice.value).toEqual(once.value);
      }),
      { numRuns: RUNS },
    );
  });

  it('toSeconds: any timestamp in seconds or milliseconds → whole seconds below the millisecond threshold; twice = once', () => {
    fc.assert(
      fc.property(fc.oneof(hostileScalar, numberish), (raw) => {
        const once = toSeconds(raw);
        expectSeconds(once);
        expect(toSeconds(once)).toBe(once);
      }),
      { numRuns: RUNS * 3 },
    );
  });
});

function expectSeconds(value: number): void {
  expect(Number.isInteger(value)).toBe(true);
  expect(value).toBeGreaterThanOrEqual(0);
  // 1e12 s is the year 33658: anything above is a millisecond value that was not converted.
  expect(value).toBeLessThan(1e12);
}
