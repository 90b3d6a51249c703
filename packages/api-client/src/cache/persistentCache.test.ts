import { getSite } from '@shell/site-config';
import { createMemoryLogger } from '../logger';
import type { ShellStorage } from '../config';
import { createMemoryStorage } from './memoryStorage';
import { createPersistentCache, DEFAULT_CACHE_MAX_AGE_MS } from './persistentCache';

const NAME = 'all_market_v2';

function setup(storage: ShellStorage | null = createMemoryStorage(), now = () => 1_000_000) {
  const logger = createMemoryLogger();
  return { storage, logger, cache: createPersistentCache({ storage, logger, now }) };
}

function throwingStorage(overrides: Partial<Record<keyof ShellStorage, boolean>>): ShellStorage {
  const inner = createMemoryStorage();
  const fail = (what: string) => {
    throw new DOMException(`${what} failed`, 'QuotaExceededError');
  };
  return {
    getItem: (key) => (overrides.getItem ? fail('getItem') : inner.getItem(key)),
    setItem: (key, value) => (overrides.setItem ? fail('setItem') : inner.setItem(key, value)),
    removeItem: (key) => (overrides.removeItem ? fail('removeItem') : inner.removeItem(key)),
  };
}

describe('createPersistentCache', () => {
  it('keeps an entry DEFAULT_CACHE_TIME = 60 s by default (spec §9)', () => {
    expect(DEFAULT_CACHE_MAX_AGE_MS).toBe(60_000);
  });

  it('stores JSON with the language and a timestamp, and reads it back', () => {
    const { cache, storage } = setup();
    expect(cache.write(NAME, { site: 'main', lang: 'en' }, [1, 2])).toBe(true);
    expect(JSON.parse(storage?.getItem(NAME) ?? '')).toEqual({ value: [1, 2], lang: 'en', storedAt: 1_000_000 });
    expect(cache.read(NAME, { site: 'main', lang: 'en' })).toEqual({ value: [1, 2], storedAt: 1_000_000, stale: false });
  });

  it('appends the sub-site id on non-main sites (site-config cacheKey)', () => {
    const { cache, storage } = setup();
    cache.write(NAME, { site: 'tr' }, { a: 1 });
    expect(storage?.getItem(`${NAME}_${getSite('tr').subWebsiteId}`)).not.toBeNull();
    expect(storage?.getItem(NAME)).toBeNull();
    expect(cache.read(NAME, { site: 'main' })).toBeUndefined();
  });

  it.each([[[]], [{}], [null], ['']])('does not store the empty value %j', (value) => {
    const { cache, storage } = setup();
    expect(cache.write(NAME, { site: 'main' }, value)).toBe(false);
    expect(storage?.getItem(NAME)).toBeNull();
  });

  it.each([[[]], [{}]])('deletes a stored entry whose value is empty (%j)', (value) => {
    const { cache, storage } = setup();
    storage?.setItem(NAME, JSON.stringify({ value, lang: null, storedAt: 1 }));
    expect(cache.read(NAME, { site: 'main' })).toBeUndefined();
    expect(storage?.getItem(NAME)).toBeNull();
  });

  it('only accepts a language-bound entry for the same language, deleting it otherwise', () => {
    const { cache, storage, logger } = setup();
    cache.write(NAME, { site: 'main', lang: 'zh' }, [1]);
    expect(cache.read(NAME, { site: 'main', lang: 'zh' })?.value).toEqual([1]);
    expect(cache.read(NAME, { site: 'main', lang: 'en' })).toBeUndefined();
    expect(storage?.getItem(NAME)).toBeNull();
    // A language switch is expected, not an error.
    expect(logger.entries).toEqual([]);
  });

  it('accepts an entry that is not language-bound for every language', () => {
    const { cache } = setup();
    cache.write(NAME, { site: 'main' }, [1]);
    expect(cache.read(NAME, { site: 'main', lang: 'ja' })?.value).toEqual([1]);
    expect(cache.read(NAME, { site: 'main' })?.value).toEqual([1]);
  });

  it('deletes an entry that fails the caller’s validity check', () => {
    const { cache, storage } = setup();
    cache.write(NAME, { site: 'main' }, { usdt: [], btc: [] });
    expect(cache.read<{ usdt: unknown[] }>(NAME, { site: 'main' }, { validate: (v) => v.usdt.length > 0 })).toBeUndefined();
    expect(storage?.getItem(NAME)).toBeNull();
  });

  it('deletes well-formed JSON that is not a cache entry', () => {
    const { cache, storage } = setup();
    storage?.setItem(NAME, JSON.stringify([1, 2, 3]));
    expect(cache.read(NAME, { site: 'main' })).toBeUndefined();
    expect(storage?.getItem(NAME)).toBeNull();
  });

  it('counts corrupt JSON as empty: deleted and logged, never thrown', () => {
    const { cache, storage, logger } = setup();
    storage?.setItem(NAME, '{"value":[1,');
    expect(cache.read(NAME, { site: 'main' })).toBeUndefined();
    expect(storage?.getItem(NAME)).toBeNull();
    expect(logger.entries).toMatchObject([{ event: 'cache.error', source: NAME, reason: 'corrupt-json' }]);
  });

  it('marks entries older than the max age as stale', () => {
    let now = 1_000_000;
    const { cache } = setup(createMemoryStorage(), () => now);
    cache.write(NAME, { site: 'main' }, [1]);
    now += DEFAULT_CACHE_MAX_AGE_MS + 1;
    expect(cache.read(NAME, { site: 'main' })).toMatchObject({ value: [1], stale: true });
    expect(cache.read(NAME, { site: 'main' }, { maxAgeMs: Number.POSITIVE_INFINITY })).toMatchObject({ stale: false });
  });

  it('counts a throwing getItem as empty and logs it', () => {
    const { cache, logger } = setup(throwingStorage({ getItem: true }));
    expect(() => cache.read(NAME, { site: 'main' })).not.toThrow();
    expect(cache.read(NAME, { site: 'main' })).toBeUndefined();
    expect(logger.entries[0]).toMatchObject({ event: 'cache.error', reason: 'storage-read' });
  });

  it('survives a throwing setItem (quota exceeded) and logs it', () => {
    const { cache, logger } = setup(throwingStorage({ setItem: true }));
    expect(cache.write(NAME, { site: 'main' }, [1])).toBe(false);
    expect(logger.entries).toMatchObject([{ event: 'cache.error', reason: 'storage-write' }]);
  });

  it('survives a throwing removeItem and logs it', () => {
    const storage = throwingStorage({ removeItem: true });
    storage.setItem(NAME, 'not json');
    const { cache, logger } = setup(storage);
    expect(cache.read(NAME, { site: 'main' })).toBeUndefined();
    expect(logger.entries.map((entry) => entry.reason)).toEqual(['corrupt-json', 'storage-remove']);
  });

  it('does nothing without storage (server, privacy mode)', () => {
    const { cache, logger } = setup(null);
    expect(cache.write(NAME, { site: 'main' }, [1])).toBe(false);
    expect(cache.read(NAME, { site: 'main' })).toBeUndefined();
    expect(() => cache.remove(NAME, { site: 'main' })).not.toThrow();
    expect(logger.entries).toEqual([]);
  });

  it('removes an entry', () => {
    const { cache } = setup();
    cache.write(NAME, { site: 'main' }, [1]);
    cache.remove(NAME, { site: 'main' });
    expect(cache.read(NAME, { site: 'main' })).toBeUndefined();
  });
});
