import type { BaseQueryApi, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { CacheName } from '@shell/site-config';
import type { ShellThunkExtra } from '../config';
import type { FailureReason } from '../baseQuery';
import type { SafeQuerySpec } from '../safeQuery';
import { fetchParsed, logFallback } from '../safeQuery';
import type { ShellSessionState } from '../session/sessionSlice';
import type { CacheScope } from './persistentCache';
import { createPersistentCache } from './persistentCache';
import { isNonEmpty } from './nonEmpty';

export interface CachedQuerySpec<Arg, T> extends SafeQuerySpec<Arg, T> {
  /** One of spec §7's cache names; non-main sub sites get their own key automatically. */
  cacheName: CacheName | (string & {});
  /** Menu and market caches are bound to the language they were stored with (spec §5). */
  langBound: boolean;
  /**
   * Site and language of the entry. Defaults to the session's. Lang-bound endpoints should take
   * the language as (part of) their argument and return it here, so RTK Query also keys its own
   * cache by language.
   */
  scope?: (arg: Arg) => Partial<CacheScope>;
  /**
   * Extra validity rule for both cached and freshly processed data, beyond "non-empty"
   * (e.g. futures: the BTC or USDT list is non-empty). Invalid fresh data is never cached.
   */
  isValid?: (data: T) => boolean;
  /** Age after which an entry is refetched (kept as the "old cache" if that fails). Default 60 s. */
  maxAgeMs?: number;
}

function sessionOf(api: BaseQueryApi): Pick<ShellSessionState, 'site' | 'lang'> {
  const state = api.getState() as { shellSession?: ShellSessionState };
  return { site: state.shellSession?.site ?? 'main', lang: state.shellSession?.lang ?? 'en' };
}

/**
 * A `queryFn` like {@link safeQueryFn}, backed by the persistent cache of spec §4/§5/§7:
 *
 * 1. A valid, fresh entry is returned without a request (a forced refetch — `refetch()`,
 *    polling — skips this step).
 * 2. An invalid entry (corrupt, empty, other language, failing `isValid`) is deleted; then fetch.
 * 3. Fetched data that parses and is valid (non-empty and `isValid`) is stored and returned.
 * 4. On a failed fetch or invalid processed data, the old (stale) entry is returned if there is
 *    one, else `fallback(arg)`; either way one `api.fallback` log line is written.
 *
 * @example
 * ```ts
 * // In the markets package — lang-bound market cache, refreshed every 10 minutes:
 * const marketsApi = shellApi.injectEndpoints({
 *   endpoints: (build) => ({
 *     getFuturesMarkets: build.query<FuturesMarkets, { lang: LangCode }>({
 *       queryFn: cachedQueryFn({
 *         name: 'getFuturesMarkets',
 *         cacheName: CACHE_NAMES.futureContracts,
 *         langBound: true,
 *         scope: ({ lang }) => ({ lang }),
 *         request: () => ({ url: MARKET_CALLS.futuresMarkets.path, params: { exchange_type: 'CONTRACT_ALL' } }),
 *         schema: futuresResponse,
 *         isValid: (data) => data.USDT.length > 0 || data.BTC.length > 0,
 *         fallback: () => EMPTY_FUTURES,
 *       }),
 *     }),
 *   }),
 * });
 * ```
 */
export function cachedQueryFn<Arg, T>(spec: CachedQuerySpec<Arg, T>) {
  const usable = (data: T) => isNonEmpty(data) && (spec.isValid ? spec.isValid(data) : true);
  return async (arg: Arg, api: BaseQueryApi): Promise<QueryReturnValue<T, never, undefined>> => {
    const { shellConfig } = api.extra as ShellThunkExtra;
    const session = sessionOf(api);
    const override = spec.scope?.(arg) ?? {};
    const scope: CacheScope = {
      site: override.site ?? session.site,
      ...(spec.langBound ? { lang: override.lang ?? session.lang } : {}),
    };
    const cache = createPersistentCache({ storage: shellConfig.storage, logger: shellConfig.logger });
    const hit = cache.read<T>(spec.cacheName, scope, { validate: spec.isValid, maxAgeMs: spec.maxAgeMs });
    if (hit && !hit.stale && !api.forced) return { data: hit.value };

    const outcome = await fetchParsed(api, { ...spec, request: spec.request(arg) });
    let reason: FailureReason;
    let detail: unknown;
    if (outcome.ok && usable(outcome.data)) {
      cache.write(spec.cacheName, scope, outcome.data);
      return { data: outcome.data };
    } else if (outcome.ok) {
      reason = 'empty';
      detail = 'processed data is empty or invalid';
    } else {
      reason = outcome.reason;
      detail = outcome.detail;
    }
    logFallback(api, spec.name, reason, { error: detail, usedCache: hit !== undefined });
    return { data: hit ? hit.value : spec.fallback(arg) };
  };
}
