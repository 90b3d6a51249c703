import type { LangCode, SiteKey } from '@shell/site-config';
import { cacheKey } from '@shell/site-config';
import type { ShellStorage } from '../config';
import type { ShellLogger } from '../logger';
import { isNonEmpty } from './nonEmpty';

/** Where an entry belongs: the site (non-main sites get their own key) and, for bound caches, the language. */
export interface CacheScope {
  site: SiteKey;
  /** Given: the entry is bound to this language and only valid for it. Absent: valid for every language. */
  lang?: LangCode;
}

/** What is stored under the key, as JSON. */
export interface CacheEntry<T = unknown> {
  value: T;
  /** The language the entry was stored with; null when it is not language-bound. */
  lang: LangCode | null;
  /** Epoch ms. */
  storedAt: number;
}

export interface CacheHit<T> {
  value: T;
  storedAt: number;
  /** Older than `maxAgeMs`: still usable as the "old cache" when a refetch fails. */
  stale: boolean;
}

export interface CacheReadOptions<T> {
  /** Extra validity check beyond "non-empty", e.g. "the USDT list is non-empty". */
  validate?: (value: T) => boolean;
  /** Entries older than this are stale. Defaults to spec §9's cache time (60, read as seconds). */
  maxAgeMs?: number;
}

export interface PersistentCache {
  /**
   * The entry, or undefined when there is none or it is invalid. Invalid entries — corrupt JSON,
   * empty value, another language, failing `validate` — are deleted on the way.
   */
  read<T = unknown>(name: string, scope: CacheScope, options?: CacheReadOptions<T>): CacheHit<T> | undefined;
  /** Stores a non-empty value; returns whether it was stored (empty values and storage failures are not). */
  write(name: string, scope: CacheScope, value: unknown): boolean;
  remove(name: string, scope: Pick<CacheScope, 'site'>): void;
}

export interface PersistentCacheOptions {
  /** null (server, privacy mode): every read misses and writes are dropped. */
  storage: ShellStorage | null;
  logger: ShellLogger;
  now?: () => number;
}

/** Spec §9 DEFAULT_CACHE_TIME = 60 (no unit given; read as seconds): an entry's default lifetime. */
export const DEFAULT_CACHE_MAX_AGE_MS = 60 * 1000;

function isEntry(value: unknown): value is CacheEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<CacheEntry>;
  return 'value' in entry && typeof entry.storedAt === 'number' && (entry.lang === null || typeof entry.lang === 'string');
}

/** Non-empty, stored with the same language when bound to one, and passing the caller's check. */
function isValidEntry<T>(entry: unknown, scope: CacheScope, validate?: (value: T) => boolean): entry is CacheEntry<T> {
  if (!isEntry(entry) || !isNonEmpty(entry.value)) return false;
  if (entry.lang !== null && entry.lang !== scope.lang) return false;
  return validate ? validate(entry.value as T) : true;
}

/**
 * The shell's persistent cache (spec §4/§5/§7) over a localStorage-like storage. It never
 * throws: storage that throws (privacy mode, quota exceeded) and corrupt JSON count as empty and
 * are logged once per occurrence as `cache.error`.
 */
export function createPersistentCache({ storage, logger, now = Date.now }: PersistentCacheOptions): PersistentCache {
  const fail = (key: string, reason: string, detail: unknown) =>
    logger.log({ level: 'warn', event: 'cache.error', source: key, reason, detail });

  const removeKey = (key: string) => {
    try {
      storage?.removeItem(key);
    } catch (error) {
      fail(key, 'storage-remove', error);
    }
  };

  return {
    read<T>(name: string, scope: CacheScope, options: CacheReadOptions<T> = {}) {
      if (!storage) return undefined;
      const key = cacheKey(name, scope.site);
      let text: string | null;
      try {
        text = storage.getItem(key);
      } catch (error) {
        fail(key, 'storage-read', error);
        return undefined;
      }
      if (text === null) return undefined;
      let entry: unknown;
      try {
        entry = JSON.parse(text);
      } catch (error) {
        fail(key, 'corrupt-json', error);
        removeKey(key);
        return undefined;
      }
      // An entry stamped in the future (the clock was ahead, or it was not written by us) would stay
      // "fresh" until that moment: it counts as no entry.
      if (!isValidEntry(entry, scope, options.validate) || entry.storedAt > now()) {
        // Expected, not an error (e.g. the visitor switched language): delete and refetch quietly.
        removeKey(key);
        return undefined;
      }
      const maxAge = options.maxAgeMs ?? DEFAULT_CACHE_MAX_AGE_MS;
      return { value: entry.value, storedAt: entry.storedAt, stale: now() - entry.storedAt >= maxAge };
    },

    write(name, scope, value) {
      if (!storage || !isNonEmpty(value)) return false;
      const key = cacheKey(name, scope.site);
      const entry: CacheEntry = { value, lang: scope.lang ?? null, storedAt: now() };
      try {
        storage.setItem(key, JSON.stringify(entry));
        return true;
      } catch (error) {
        fail(key, 'storage-write', error);
        return false;
      }
    },

    remove(name, scope) {
      if (storage) removeKey(cacheKey(name, scope.site));
    },
  };
}
