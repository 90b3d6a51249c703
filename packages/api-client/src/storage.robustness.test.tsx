import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheKey, EMPTY_COMPLIANCE } from '@shell/site-config';
import { createTestStore, mockServer, runQuery } from '@shell/test-utils';
import type { ShellStore } from './store';
import { isComplianceInfo } from './cache/cachedShapes';
import { createMemoryStorage } from './cache/memoryStorage';
import { resolveShellApiConfig } from './config';
import type { ShellStorage } from './config';
import { CALLS } from './endpoints/catalog';
import type { CallId } from './endpoints/catalog';
import { COMPLIANCE_CACHE_NAME } from './endpoints/compliance';
import { SHARED_FAULT_CASES } from './endpoints/sharedFaultCases.test-helper';
import { useShellPolicyContext } from './policy/useShellPolicyContext';
import { ShellProvider } from './react/ShellProvider';
import { readThemePreference } from './settings/themePreference';
import { siteDataApi } from './endpoints/siteData';

/**
 * Storage robustness of the persistent cache (issue 8, spec §4/§5): corrupt (not JSON, wrong
 * shape, another language, a clock from the future), full (`setItem` throws QuotaExceededError)
 * and throwing (`localStorage` itself throws SecurityError, as in sandboxed iframes or with
 * storage disabled) localStorage all count as empty. Every cached call then answers exactly what
 * the server says, through the real store and the MSW mock backend, and the page never sees an
 * exception. The feature packages check their own caches the same way (e.g. @shell/markets).
 */

/** The shared calls with a persistent cache: the compliance answer. */
const CACHED: Readonly<Record<string, CallId>> = {
  [COMPLIANCE_CACHE_NAME]: 'complianceCheck',
};

const ROWS = SHARED_FAULT_CASES
  .filter((row) => Object.values(CACHED).includes(row.call))
  .map((row) => ({ call: row.call, cacheName: Object.keys(CACHED).find((name) => CACHED[name] === row.call) as string, run: row.run }));

/**
 * What a call answered, prices aside (the mock market ticks between two stores): every text,
 * flag and list, with numbers blanked. Compared as one string, which is quick for 2,700 rows.
 */
function fingerprint(data: unknown): string {
  return JSON.stringify(data, (_key, value: unknown) => (typeof value === 'number' ? 0 : value));
}

/** The call's data (the shared rows unwrap it). */
async function dataOf(run: (store: ShellStore) => Promise<unknown>, store: ShellStore): Promise<unknown> {
  return run(store);
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
 * The cache mechanism is one code path (cachedQueryFn); the storage modes and the corrupt entries
 * go through it with the compliance call (the market lists and the fiat list run the same checks
 * in @shell/markets). The shape guards differ per call, so the wrong-shape check runs for every cache.
 */
const MECHANISM = ROWS.filter((row) => row.call === 'complianceCheck');

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
      if (new URL(request.url).pathname === CALLS[call].path) requests++;
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
  complianceCheck: isComplianceInfo,
};

/** An entry exactly as the call stores it (not language-bound), holding `value`. */
function entryHolding(value: unknown): string {
  return JSON.stringify({ value, lang: null, storedAt: Date.now() });
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
    const good = createMemoryStorage({ [key]: entryHolding(fresh) });
    const { store: reader } = createTestStore({ user: 'user', config: { storage: good }, faults: [{ call, kind: 'http-500' }] });
    expect(fingerprint(await dataOf(run, reader))).toBe(fingerprint(fresh));
    // As the fresh answer: the entry is dropped and the call refetched …
    const { store } = createTestStore({ user: 'user', config: { storage: createMemoryStorage({ [key]: entryHolding(WRONG_VALUES[0]) }) } });
    expect(fingerprint(await dataOf(run, store))).toBe(fingerprint(fresh));
    // … and as the "old cache" when the call fails: the §8 fallback wins over it.
    const { store: offline } = createTestStore({ user: 'user', config: { storage: createMemoryStorage({ [key]: entryHolding(WRONG_VALUES[3]) }) }, faults: [{ call, kind: 'http-500' }] });
    const fallback = SHARED_FAULT_CASES.find((row) => row.call === call)?.fallback;
    expect(await dataOf(run, offline)).toEqual(fallback);
  }, 20_000);

  it('the compliance answer kept for failures: a list of keys of another type is not a list of keys', async () => {
    const key = cacheKey(COMPLIANCE_CACHE_NAME, 'main');
    const row = ROWS.find((r) => r.call === 'complianceCheck')!;
    for (const value of [{ menu: [1, 2], business: [], limit: { au_redirect: false, is_sanction_country: false } }, { menu: ['x'], business: [], limit: { au_redirect: 'no', is_sanction_country: false } }]) {
      const storage = createMemoryStorage({ [key]: JSON.stringify({ value, lang: null, storedAt: Date.now() }) });
      const { store } = createTestStore({ user: 'user', config: { storage }, faults: [{ call: 'complianceCheck', kind: 'http-500' }] });
      expect(await dataOf(row.run, store)).toEqual(EMPTY_COMPLIANCE);
    }
    const good = { menu: ['deposit'], business: ['button_alpha_hidden'], limit: { au_redirect: false, is_sanction_country: false } };
    const storage = createMemoryStorage({ [key]: JSON.stringify({ value: good, lang: null, storedAt: Date.now() }) });
    const { store } = createTestStore({ user: 'user', config: { storage }, faults: [{ call: 'complianceCheck', kind: 'http-500' }] });
    expect(await dataOf(row.run, store)).toEqual(good);
  });
});

describe('the default storage', () => {
  it('is none (never a throw) when localStorage access throws', () => {
    installLocalStorage({ get: () => { throw securityError(); } });
    expect(resolveShellApiConfig({ baseUrl: 'http://x.test' }).storage).toBeNull();
  });

  it('is localStorage when it works', () => {
    const storage: ShellStorage | null = resolveShellApiConfig({ baseUrl: 'http://x.test' }).storage;
    expect(storage).toBe(window.localStorage);
  });
});

describe('cookies that cannot be read (document.cookie throws in a sandboxed iframe)', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'cookie');
  });

  it('the default reader answers no cookies instead of throwing', () => {
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => {
        throw securityError();
      },
    });
    expect(resolveShellApiConfig({ baseUrl: 'http://x.test' }).getCookies()).toBe('');
  });

  it('count as no cookies: requests go out (CSRF default 1), the policy and the theme preference read as a visitor', async () => {
    const seen: Array<string | null> = [];
    const listener = ({ request }: { request: Request }) => void seen.push(request.headers.get('csrftoken'));
    mockServer.events.on('request:start', listener);
    try {
      const getCookies = () => {
        throw securityError();
      };
      const { store, logger } = createTestStore({ config: { getCookies } });
      await runQuery(store.dispatch(siteDataApi.endpoints.getCommonData.initiate()));
      expect(logger.entries).toEqual([]);
      expect(seen).toEqual(['1']);
      expect(readThemePreference(store)).toBe('system');
      const wrapper = ({ children }: { children?: ReactNode }) => <ShellProvider store={store}>{children}</ShellProvider>;
      const { result } = renderHook(() => useShellPolicyContext(), { wrapper });
      expect(result.current.site).toBe('main');
    } finally {
      mockServer.events.removeListener('request:start', listener);
    }
  });
});
