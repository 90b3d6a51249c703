import type { BaseQueryApi, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { CacheName, LangCode, SiteKey } from '@shell/site-config';
import type { ShellRequest } from './baseQuery';
import type { ResolvedShellApiConfig, ShellThunkExtra } from './config';
import { cachedQueryFn } from './cache/cachedQueryFn';
import { isNonEmpty } from './cache/nonEmpty';
import type { ShellSchema } from './safeQuery';
import { safeQueryFn } from './safeQuery';

/** What a normalizer hands back: the value, plus what it had to drop on the way. */
export interface Normalized<T> {
  value: T;
  dropped: number;
  samples?: unknown[];
}

/** Where a result is kept between page loads (spec §7 named caches). */
export interface CachePlacement {
  cacheName: CacheName;
  /** Menu and market caches only count for the language they were stored with (spec §5). */
  langBound: boolean;
  site: SiteKey;
  lang: LangCode;
  /**
   * Request options that change the data but not the cache key (e.g. the reference time of the
   * change percentage). An entry stored for another variant is treated as invalid and refetched.
   */
  variant?: string;
}

export interface NormalizedQuerySpec<Arg, Raw, T> {
  /** Endpoint name used in log lines. */
  name: string;
  /** Gets the store's resolved config too, for values such as the build-number header. */
  request: (arg: Arg, config: ResolvedShellApiConfig) => ShellRequest;
  /** zod schema of the wire format. */
  schema: ShellSchema<Raw>;
  /** Rejects a parsed body before normalizing, e.g. a business code other than 200. */
  accept?: (raw: Raw) => true | string;
  /** Wire format → typed value; bad items are dropped and counted, never thrown. */
  normalize: (raw: Raw, arg: Arg) => Normalized<T>;
  /** A business rule on the normalized value (e.g. futures: BTC or USDT list non-empty). */
  usable?: (value: T) => true | string;
  /** The spec §8 fallback. */
  fallback: (arg: Arg) => T;
  /** Persistent cache for this argument; none when absent or when it returns undefined. */
  cache?: (arg: Arg) => CachePlacement | undefined;
  /**
   * The shape of the normalized value (`cache/cachedShapes.ts`), checked on what the persistent
   * cache hands back: an entry holding anything else counts as no entry. Give it with `cache`.
   */
  cachedShape?: (value: unknown) => boolean;
}

/** The value as it travels through safe/cached query functions and sits in the cache. */
type Carried<T> = { value: T; variant: string } | { rejected: string };

/**
 * `safeQueryFn` / `cachedQueryFn` with a normalizing step between parse and data. It always
 * resolves with data and writes exactly one `api.fallback` line when it falls back; when some
 * items were unusable but the rest were kept it writes one `api.rows-dropped` line instead.
 *
 * The core query functions parse with a schema and cache what the schema outputs, so the
 * normalizer runs inside a per-request schema: the cache then holds normalized values (no
 * re-normalizing on a cache hit), and the per-request closure can count dropped rows and check
 * the request variant without threading either through the cache.
 */
export function normalizedQueryFn<Arg, Raw, T>(spec: NormalizedQuerySpec<Arg, Raw, T>) {
  return async (arg: Arg, api: BaseQueryApi): Promise<QueryReturnValue<T, never, undefined>> => {
    const { shellConfig } = api.extra as ShellThunkExtra;
    const placement = spec.cache?.(arg);
    const variant = placement?.variant ?? '';
    const drops: Normalized<unknown>[] = [];
    // Values this request normalized itself: only what comes back from storage needs the shape check.
    const normalizedHere = new WeakSet<object>();

    type Parse = { success: true; data: Carried<T> } | { success: false; error: unknown };
    const schema: ShellSchema<Carried<T>> = {
      safeParse(data: unknown): Parse {
        const parsed = spec.schema.safeParse(data);
        if (!parsed.success) {
          // `{ code: 401, data: null }` is a refusal, not a malformed body: log it as such.
          const refusal = errorCodeOf(data);
          return refusal === undefined ? { success: false, error: parsed.error } : { success: true, data: { rejected: `code ${refusal}` } };
        }
        const accepted = spec.accept ? spec.accept(parsed.data) : true;
        // A rejection travels as data so `accept` below can log it as a business code, not a schema error.
        if (accepted !== true) return { success: true, data: { rejected: accepted } };
        const normalized = spec.normalize(parsed.data, arg);
        if (normalized.dropped > 0) drops.push(normalized);
        const carried = { value: normalized.value, variant };
        normalizedHere.add(carried);
        return { success: true, data: carried };
      },
    };
    const accept = (carried: Carried<T>): true | string => {
      if ('rejected' in carried) return carried.rejected;
      return spec.usable ? spec.usable(carried.value) : true;
    };
    const base = {
      name: spec.name,
      request: (a: Arg) => spec.request(a, shellConfig),
      schema,
      accept,
      fallback: (a: Arg): Carried<T> => ({ value: spec.fallback(a), variant }),
    };
    const queryFn = placement
      ? cachedQueryFn<Arg, Carried<T>>({
          ...base,
          cacheName: placement.cacheName,
          langBound: placement.langBound,
          scope: () => ({ site: placement.site, lang: placement.lang }),
          isValid: (carried) =>
            'value' in carried &&
            carried.variant === variant &&
            isNonEmpty(carried.value) &&
            (spec.cachedShape && !normalizedHere.has(carried) ? spec.cachedShape(carried.value) : true) &&
            (spec.usable ? spec.usable(carried.value) === true : true),
        })
      : safeQueryFn<Arg, Carried<T>>(base);

    const result = await queryFn(arg, api);
    for (const normalized of drops) logDroppedRows(shellConfig, spec.name, normalized);
    const carried = result.data as Carried<T>;
    return { data: 'value' in carried ? carried.value : spec.fallback(arg) };
  };
}

/** The business code of an error envelope (`{ code: 404, message, data: null }`), if the body is one. */
function errorCodeOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  const code = Number((body as { code: unknown }).code);
  return Number.isInteger(code) && code !== 200 && code !== 0 ? code : undefined;
}

function logDroppedRows(config: ResolvedShellApiConfig, name: string, normalized: Normalized<unknown>): void {
  config.logger.log({
    level: 'warn',
    event: 'api.rows-dropped',
    source: name,
    reason: 'schema',
    detail: { dropped: normalized.dropped, samples: normalized.samples ?? [] },
  });
}
