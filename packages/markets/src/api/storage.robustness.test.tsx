import { afterEach, describe, expect, it } from 'vitest';
import { cacheKey, CACHE_NAMES } from '@shell/site-config';
import { createMemoryStorage } from '@shell/api-client';
import type { ShellStore } from '@shell/api-client';
import { createTestStore, mockServer } from '@shell/test-utils';
import { marketsMockFeature } from '../mocks';
import { isCurrencyOptionList } from '../schemas/currencyOption';
import {
  isAlphaTokenList,
  isFuturesMarkets,
  isMarketTabList,
  isOptionsUnderlyingList,
  isPilotMarketList,
  isPreMarketLists,
  isSpotMarketList,
} from '../schemas/cachedShapes';
import { MARKET_FAULT_CASES } from './faultCases.test-helper';
import type { MarketsPackageCallId as CallId } from './faultCases.test-helper';

const CALLS = marketsMockFeature.calls;

/**
 * Storage robustness of this package's persistent caches (issue 8, spec §4/§5): corrupt (not JSON, wrong
 * shape, another language, a clock from the future), full (`setItem` throws QuotaExceededError)
 * and throwing (`localStorage` itself throws SecurityError, as in sandboxed iframes or with
 * storage disabled) localStorage all count as empty. Every cached call then answers exactly what
 * the server says, through the real store and the MSW mock backend, and the page never sees an
 * exception.
 */

/** The package's calls with a persistent cache (spec §7 cache names). */
const CACHED: Readonly<Record<string, CallId>> = {
  [CACHE_NAMES.allMarket]: 'spotMarkets',
  [CACHE_NAMES.futureContracts]: 'futuresMarkets',
  [CACHE_NAMES.options]: 'optionsUnderlying',
  [CACHE_NAMES.preMarket]: 'preMarket',
  [CACHE_NAMES.pilotMarket]: 'pilotMarkets',
  [CACHE_NAMES.alphaMarket]: 'alphaMarkets',
  [CACHE_NAMES.menuWebTrade]: 'marketTabs',
  [CACHE_NAMES.buyCryptoFiatSetting]: 'buyCryptoFiatList',
};

const ROWS = MARKET_FAULT_CASES
  .filter((row) => Object.values(CACHED).includes(row.call))
  .map((row) => ({ call: row.call, cacheName: Object.keys(CACHED).find((name) => CACHED[name] === row.call) as string, run: row.run }));

/**
 * What a call answered, prices aside (the mock market ticks between two stores): every text,
 * flag and list, with numbers blanked. Compared as one string, which is quick for 2,700 rows.
 */
function fingerprint(data: unknown): string {
  return JSON.stringify(data, (_key, value: unknown) => (typeof value === 'number' ? 0 : value));
}

/** The call's data (the rows resolve with the query result). */
async function dataOf(run: (store: ShellStore) => Promise<{ data?: unknown }>, store: ShellStore): Promise<unknown> {
  return (await run(store)).data;
}

// ---------------------------------------------------------------------------------------------
// localStorage stand-ins, installed on `window` so the store's default storage finds them.

function quotaError(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}
function securityError(): DOMException {
  return new DOMException('The operation is insecure.', 'SecurityError');
}

/** A Storage that holds `initial` and fails the way the mode says. */
function fakeStorage(initial: Record<string, string>, fail: { set?: () => Error; get?: () => Error; remove?: () => Error }): Storage {
  const map = new Map(Object.entries(initial));
  const storage = {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    clear: () => map.clear(),
    getItem(key: string) {
      if (fail.get) throw fail.get();
      return map.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (fail.set) throw fail.set();
      map.set(key, String(value));
    },
    removeItem(key: string) {
      if (fail.remove) throw fail.remove();
      map.delete(key);
    },
    dump: () => Object.fromEntries(map),
  };
  return storage as unknown as Storage;
}

/** jsdom's own `localStorage` (an own property of `window` or inherited), put back after each test. */
const ORIGINAL_LOCAL_STORAGE = Object.getOwnPropertyDescriptor(window, 'localStorage');

function installLocalStorage(descriptor: PropertyDescriptor): void {
  Object.defineProperty(window, 'localStorage', { configurable: true, ...descriptor });
}
afterEach(() => {
  if (ORIGINAL_LOCAL_STORAGE) Object.defineProperty(window, 'localStorage', ORIGINAL_LOCAL_STORAGE);
  else Reflect.deleteProperty(window, 'localStorage');
  window.localStorage.clear();
});

interface Mode {
  name: string;
  install: (entries: Record<string, string>) => void;
}

const MODES: readonly Mode[] = [
  { name: 'localStorage access throws SecurityError (sandboxed iframe, storage disabled)', install: () => installLocalStorage({ get: () => { throw securityError(); } }) },
  { name: 'localStorage is null', install: () => installLocalStorage({ value: null }) },
  { name: 'full: setItem throws QuotaExceededError', install: (entries) => installLocalStorage({ value: fakeStorage(entries, { set: quotaError }) }) },
  { name: 'every method throws SecurityError', install: (entries) => installLocalStorage({ value: fakeStorage(entries, { get: securityError, set: securityError, remove: securityError }) }) },
];

/** Entries that must each count as "no entry": not JSON, not an entry, empty, wrong language, future timestamp. */
function corruptEntries(now: number): Record<string, string> {
  return {
    'not JSON': '{"value": [1, 2',
    'empty text': '',
    'JSON null': 'null',
    'a number': '42',
    'a string': '"all_market_v2"',
    'an array': '[{"value":[1]}]',
    'an object that is no entry': '{"data":[1]}',
    'no timestamp': '{"value":{"value":[{"pair":"BTC_USDT"}],"variant":"24h"},"lang":"en"}',
    'a text timestamp': '{"value":{"value":[{"pair":"BTC_USDT"}],"variant":"24h"},"lang":"en","storedAt":"yesterday"}',
    'an empty value': JSON.stringify({ value: [], lang: 'en', storedAt: now }),
    'another language': JSON.stringify({ value: { value: [{ pair: 'BTC_USDT' }], variant: '24h' }, lang: 'zh', storedAt: now }),
    'a language that is no language': JSON.stringify({ value: { value: [{ pair: 'BTC_USDT' }], variant: '24h' }, lang: 7, storedAt: now }),
  };
}

/**
 * The cache mechanism is one code path (cachedQueryFn, under normalizedQueryFn for the market
 * lists); the storage modes and the corrupt entries go through it with two cheap calls, one of
 * each kind (the market tabs through normalizedQueryFn, the fiat list through cachedQueryFn). The shape guards differ per call, so the wrong-shape check runs for every cache.
 */
const MECHANISM = ROWS.filter((row) => row.call === 'marketTabs' || row.call === 'buyCryptoFiatList');

/** The healthy answer of each call, computed once per file. */
const baselines = new Map<CallId, Promise<string>>();
function baseline(row: (typeof ROWS)[number]): Promise<string> {
  let answer = baselines.get(row.call);
  if (!answer) {
    const { store } = createTestStore({ user: 'user', config: { storage: createMemoryStorage() } });
    answer = dataOf(row.run, store).then(fingerprint);
    baselines.set(row.call, answer);
  }
  return answer;
}

describe('a cached call answers the server’s data whatever localStorage does', () => {
  it('covers every persistent cache', () => {
    expect(ROWS.map((row) => row.call).sort()).toEqual(Object.values(CACHED).sort());
  });

  const table = MODES.flatMap((mode) => MECHANISM.map((row) => ({ mode: mode.name, install: mode.install, row })));

  it.each(table)('$row.call — $mode', async ({ install, row }) => {
    const expected = await baseline(row);
    install({});
    for (let visit = 0; visit < 2; visit++) {
      const { store, logger } = createTestStore({ user: 'user', config: { storage: undefined } });
      expect(fingerprint(await dataOf(row.run, store))).toBe(expected);
      expect(logger.entries.filter((entry) => entry.event === 'api.fallback')).toEqual([]);
    }
  });

  it.each(MECHANISM)('$call — every corrupt entry counts as none: deleted, refetched, replaced by a good one', async (row) => {
    const expected = await baseline(row);
    const key = cacheKey(row.cacheName, 'main');
    for (const [kind, text] of Object.entries(corruptEntries(Date.now()))) {
      const storage = createMemoryStorage({ [key]: text });
      const { store, logger } = createTestStore({ user: 'user', config: { storage } });
      expect(fingerprint(await dataOf(row.run, store)), kind).toBe(expected);
      expect(logger.entries.filter((entry) => entry.event === 'api.fallback'), kind).toEqual([]);
      const stored = JSON.parse(storage.dump()[key] as string) as { value: unknown; storedAt: number };
      expect(stored.value, kind).not.toBeUndefined();
      expect(stored.storedAt, kind).toBeLessThanOrEqual(Date.now());
    }
  });

  it.each(MECHANISM)('$call — an entry stamped in the future (a clock that was ahead) is not fresh forever', async ({ call, run, cacheName }) => {
    const key = cacheKey(cacheName, 'main');
    const written = createMemoryStorage();
    const { store: writer } = createTestStore({ user: 'user', config: { storage: written } });
    await dataOf(run, writer);
    const entry = JSON.parse(written.dump()[key] as string) as { storedAt: number };
    const future = createMemoryStorage({ [key]: JSON.stringify({ ...entry, storedAt: Date.now() + 365 * 24 * 3600 * 1000 }) });

    let requests = 0;
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === CALLS[call]!.path) requests++;
    };
    mockServer.events.on('request:start', listener);
    try {
      const { store } = createTestStore({ user: 'user', config: { storage: future } });
      await dataOf(run, store);
    } finally {
      mockServer.events.removeListener('request:start', listener);
    }
    expect(requests).toBe(1);
  });
});

/** Values of another shape than any call's normalized data. */
const WRONG_VALUES: readonly unknown[] = ['garbage', [{}], [null], [{ pair: 7, link: {} }], { USDT: 'x', BTC: [] }, { menu: 'deposit' }];

/** The shape guard of each cache, as the endpoints use it. */
const GUARDS: Readonly<Record<string, (value: unknown) => boolean>> = {
  spotMarkets: isSpotMarketList,
  futuresMarkets: isFuturesMarkets,
  optionsUnderlying: isOptionsUnderlyingList,
  preMarket: isPreMarketLists,
  pilotMarkets: isPilotMarketList,
  alphaMarkets: isAlphaTokenList,
  marketTabs: isMarketTabList,
  buyCryptoFiatList: isCurrencyOptionList,
};

/**
 * An entry exactly as the call stores it (language-bound market lists inside their
 * `{ value, variant }` wrapper, the reference time variant where the list has one), holding `value`.
 */
function entryHolding(call: CallId, value: unknown): string {
  const variants: Partial<Record<CallId, string>> = { spotMarkets: '24h', futuresMarkets: '24h', pilotMarkets: '24h', alphaMarkets: '24h' };
  const plain = call === 'buyCryptoFiatList';
  return JSON.stringify(
    plain ? { value, lang: null, storedAt: Date.now() } : { value: { value, variant: variants[call] ?? '' }, lang: 'en', storedAt: Date.now() },
  );
}

describe('a stored value of the wrong shape is never handed to the page', () => {
  it.each(ROWS)('$call — a well-formed entry holding another shape counts as none, also as the "old cache"', async ({ call, run, cacheName }) => {
    const key = cacheKey(cacheName, 'main');
    const guard = GUARDS[call] as (value: unknown) => boolean;
    expect(WRONG_VALUES.filter(guard)).toEqual([]);
    // The entry is otherwise valid: the same value of the right shape would be served from it.
    const { store: writer } = createTestStore({ user: 'user', config: { storage: createMemoryStorage() } });
    const fresh = await dataOf(run, writer);
    expect(guard(fresh)).toBe(true);
    const good = createMemoryStorage({ [key]: entryHolding(call, fresh) });
    const { store: reader } = createTestStore({ user: 'user', config: { storage: good }, faults: [{ call, kind: 'http-500' }] });
    expect(fingerprint(await dataOf(run, reader))).toBe(fingerprint(fresh));
    // As the fresh answer: the entry is dropped and the call refetched …
    const { store } = createTestStore({ user: 'user', config: { storage: createMemoryStorage({ [key]: entryHolding(call, WRONG_VALUES[0]) }) } });
    expect(fingerprint(await dataOf(run, store))).toBe(fingerprint(fresh));
    // … and as the "old cache" when the call fails: the §8 fallback wins over it.
    const { store: offline } = createTestStore({ user: 'user', config: { storage: createMemoryStorage({ [key]: entryHolding(call, WRONG_VALUES[3]) }) }, faults: [{ call, kind: 'http-500' }] });
    const fallback = MARKET_FAULT_CASES.find((row) => row.call === call)?.fallback;
    expect(await dataOf(run, offline)).toEqual(fallback);
  }, 20_000);
});
