import { afterEach, describe, expect, it } from 'vitest';
import { cacheKey } from '@shell/site-config';
import type { ShellStore } from '@shell/api-client';
import { createMemoryStorage } from '@shell/api-client/core';
import { createTestStore } from './renderWithShell';
import { countRequests } from './requests';
import { failingStorage, quotaError, securityError } from './storage';

/** One call with a persistent cache, as {@link describeCacheRobustness} drives it. */
export interface CachedCallCase {
  /** The call's id in the mock backend (faults are set by it). */
  call: string;
  /** The spec §7 cache name (the storage key is `cacheKey(cacheName, site)`). */
  cacheName: string;
  /** Runs the call in a store and resolves with its data. */
  data: (store: ShellStore) => Promise<unknown>;
  /** The shape guard the endpoint applies to what it reads back from storage. */
  guard: (value: unknown) => boolean;
  /** An entry exactly as the call stores it, holding `value`. */
  entryHolding: (value: unknown) => string;
  /** The spec §8 fallback the call answers on failure. */
  fallback: unknown;
  /** The HTTP path of the call (requests to it are counted). */
  path: string;
}

export interface CacheRobustnessOptions {
  /**
   * The calls the storage modes and corrupt entries go through: the cache mechanism is one code
   * path, so one or two cheap calls stand for it. The wrong-shape check runs for every case.
   */
  mechanism: readonly string[];
}

/**
 * What a call answered, prices aside (the mock market ticks between two stores): every text,
 * flag and list, with numbers blanked. Compared as one string, which is quick for 2,700 rows.
 */
function fingerprint(data: unknown): string {
  return JSON.stringify(data, (_key, value: unknown) => (typeof value === 'number' ? 0 : value));
}

/** Puts a localStorage stand-in on `window`, where the store's default storage looks for it. */
export function installLocalStorage(descriptor: PropertyDescriptor): void {
  Object.defineProperty(window, 'localStorage', { configurable: true, ...descriptor });
}

/** Puts jsdom's own `localStorage` (an own property of `window` or inherited) back, emptied. */
function restoreLocalStorage(original: PropertyDescriptor | undefined): void {
  if (original) Object.defineProperty(window, 'localStorage', original);
  else Reflect.deleteProperty(window, 'localStorage');
  window.localStorage.clear();
}

/** The ways browsers' localStorage fails: each must count as no storage at all. */
const MODES: ReadonlyArray<{ name: string; install: () => void }> = [
  { name: 'localStorage access throws SecurityError (sandboxed iframe, storage disabled)', install: () => installLocalStorage({ get: () => { throw securityError(); } }) },
  { name: 'localStorage is null', install: () => installLocalStorage({ value: null }) },
  { name: 'full: setItem throws QuotaExceededError', install: () => installLocalStorage({ value: failingStorage({}, { set: quotaError }) }) },
  { name: 'every method throws SecurityError', install: () => installLocalStorage({ value: failingStorage({}, { get: securityError, set: securityError, remove: securityError }) }) },
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

/** Values of another shape than any call's normalized data. */
const WRONG_VALUES: readonly unknown[] = ['garbage', [{}], [null], [{ pair: 7, link: {} }], { USDT: 'x', BTC: [] }, { menu: 'deposit' }];

/**
 * Storage robustness of a package's persistent caches (spec §4/§5): corrupt (not JSON, wrong
 * shape, another language, a clock from the future), full (`setItem` throws QuotaExceededError)
 * and throwing (`localStorage` itself throws SecurityError, as in sandboxed iframes or with
 * storage disabled) localStorage all count as empty. Every cached call then answers exactly what
 * the server says, through the real store and the MSW mock backend, and the page never sees an
 * exception; a stored value of the wrong shape is never handed to the page. Declares the suites
 * in the calling test file.
 */
export function describeCacheRobustness(cases: readonly CachedCallCase[], { mechanism }: CacheRobustnessOptions): void {
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
  afterEach(() => restoreLocalStorage(original));
  const mechanismCases = cases.filter((row) => mechanism.includes(row.call));

  /** The healthy answer of each call, computed once per file. */
  const baselines = new Map<string, Promise<string>>();
  const baseline = (row: CachedCallCase): Promise<string> => {
    let answer = baselines.get(row.call);
    if (!answer) {
      const { store } = createTestStore({ user: 'user', config: { storage: createMemoryStorage() } });
      answer = row.data(store).then(fingerprint);
      baselines.set(row.call, answer);
    }
    return answer;
  };

  describe('a cached call answers the server’s data whatever localStorage does', () => {
    it('goes through the mechanism with at least one call', () => {
      expect(mechanismCases.map((row) => row.call).sort()).toEqual([...mechanism].sort());
    });

    const table = MODES.flatMap((mode) => mechanismCases.map((row) => ({ mode: mode.name, install: mode.install, row })));
    it.each(table)('$row.call — $mode', async ({ install, row }) => {
      const expected = await baseline(row);
      install();
      for (let visit = 0; visit < 2; visit++) {
        const { store, logger } = createTestStore({ user: 'user', config: { storage: undefined } });
        expect(fingerprint(await row.data(store))).toBe(expected);
        expect(logger.entries.filter((entry) => entry.event === 'api.fallback')).toEqual([]);
      }
    });

    it.each(mechanismCases)('$call — every corrupt entry counts as none: deleted, refetched, replaced by a good one', async (row) => {
      const expected = await baseline(row);
      const key = cacheKey(row.cacheName, 'main');
      for (const [kind, text] of Object.entries(corruptEntries(Date.now()))) {
        const storage = createMemoryStorage({ [key]: text });
        const { store, logger } = createTestStore({ user: 'user', config: { storage } });
        expect(fingerprint(await row.data(store)), kind).toBe(expected);
        expect(logger.entries.filter((entry) => entry.event === 'api.fallback'), kind).toEqual([]);
        const stored = JSON.parse(storage.dump()[key] as string) as { value: unknown; storedAt: number };
        expect(stored.value, kind).not.toBeUndefined();
        expect(stored.storedAt, kind).toBeLessThanOrEqual(Date.now());
      }
    });

    it.each(mechanismCases)('$call — an entry stamped in the future (a clock that was ahead) is not fresh forever', async (row) => {
      const key = cacheKey(row.cacheName, 'main');
      const written = createMemoryStorage();
      const { store: writer } = createTestStore({ user: 'user', config: { storage: written } });
      await row.data(writer);
      const entry = JSON.parse(written.dump()[key] as string) as { storedAt: number };
      const future = createMemoryStorage({ [key]: JSON.stringify({ ...entry, storedAt: Date.now() + 365 * 24 * 3600 * 1000 }) });
      const requests = countRequests(row.path);
      const { store } = createTestStore({ user: 'user', config: { storage: future } });
      await row.data(store);
      expect(requests.count).toBe(1);
    });
  });

  describe('a stored value of the wrong shape is never handed to the page', () => {
    it.each(cases)('$call — a well-formed entry holding another shape counts as none, also as the "old cache"', async (row) => {
      const key = cacheKey(row.cacheName, 'main');
      expect(WRONG_VALUES.filter(row.guard)).toEqual([]);
      // The entry is otherwise valid: the same value of the right shape would be served from it.
      const { store: writer } = createTestStore({ user: 'user', config: { storage: createMemoryStorage() } });
      const fresh = await row.data(writer);
      expect(row.guard(fresh)).toBe(true);
      const good = createMemoryStorage({ [key]: row.entryHolding(fresh) });
      const { store: reader } = createTestStore({ user: 'user', config: { storage: good }, faults: [{ call: row.call, kind: 'http-500' }] });
      expect(fingerprint(await row.data(reader))).toBe(fingerprint(fresh));
      // As the fresh answer: the entry is dropped and the call refetched …
      const { store } = createTestStore({ user: 'user', config: { storage: createMemoryStorage({ [key]: row.entryHolding(WRONG_VALUES[0]) }) } });
      expect(fingerprint(await row.data(store))).toBe(fingerprint(fresh));
      // … and as the "old cache" when the call fails: the §8 fallback wins over it.
      const { store: offline } = createTestStore({
        user: 'user',
        config: { storage: createMemoryStorage({ [key]: row.entryHolding(WRONG_VALUES[3]) }) },
        faults: [{ call: row.call, kind: 'http-500' }],
      });
      expect(await row.data(offline)).toEqual(row.fallback);
    }, 20_000);
  });
}
