import type { BaseQueryApi, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { ZodMiniType } from 'zod/mini';
import type { ShellThunkExtra } from './config';
import type { FailureReason, ShellBaseQueryError, ShellRequest } from './baseQuery';
import { shellBaseQuery } from './baseQuery';

/** Anything with zod's `safeParse` (full `zod` or `zod/mini`). */
export type ShellSchema<T> = Pick<ZodMiniType<T>, 'safeParse'> | { safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown } };

/**
 * A schema, or a function that loads one (`() => import('./x.schema').then((m) => m.xResponse)`).
 * The start-up calls load theirs this way: zod and the schemas then stay out of a page's initial
 * JS, and the schema's chunk downloads while the request is in flight. The module system keeps a
 * loaded chunk, so only the first call of a page downloads it.
 */
export type SchemaSource<T> = ShellSchema<T> | (() => Promise<ShellSchema<T>>);

export type FetchOutcome<T> = { ok: true; data: T } | { ok: false; reason: FailureReason; detail?: unknown; retryAfterMs?: number };

/**
 * How a call is asked again after a transient failure (see {@link isRetryable}). The wait goes
 * through the store's `sleep`, so tests never wait.
 */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  /** The first wait, in ms. */
  delayMs: number;
  /**
   * `exponential` (default): the n-th wait is `delayMs · 2ⁿ` with full jitter in its upper half,
   * so tabs that failed together do not come back together. `fixed`: exactly `delayMs` each
   * time (the remote menu's spec'd "1 s apart").
   */
  backoff?: 'exponential' | 'fixed';
  /**
   * The longest wait a `Retry-After` may ask for; a server asking for more gets no retry (the
   * fallback now beats a header that waits that long). Default 10 000 ms.
   */
  maxRetryAfterMs?: number;
}

/** Site-wide calls (user info, compliance, common data): one retry on a network error or a 5xx. */
export const ONE_RETRY: RetryPolicy = { retries: 1, delayMs: 500 };

const DEFAULT_MAX_RETRY_AFTER_MS = 10_000;

/**
 * Whether asking again may help: a network error, a timeout or a 5xx. Never a 4xx (the server
 * refused this request and will refuse it again; a 429 is the server asking for less), never a
 * body that failed its schema or business code, never malformed or empty JSON (the same body
 * would come back).
 */
export function isRetryable(reason: FailureReason): boolean {
  if (reason === 'network' || reason === 'timeout') return true;
  const status = /^http-(\d+)$/.exec(reason);
  return status !== null && Number(status[1]) >= 500 && Number(status[1]) <= 599;
}

/**
 * The wait before retry number `attempt` (0-based): the policy's backoff, never shorter than the
 * server's `Retry-After`.
 */
export function retryDelayMs(policy: RetryPolicy, attempt: number, retryAfterMs: number | undefined, random: () => number = Math.random): number {
  const base = policy.delayMs * (policy.backoff === 'fixed' ? 1 : 2 ** attempt);
  const backoff = policy.backoff === 'fixed' ? base : Math.round(base / 2 + (random() * base) / 2);
  return Math.max(backoff, retryAfterMs ?? 0);
}

export interface ParsedRequest<T> {
  /** Endpoint name used in log lines, e.g. `getCommonData`. */
  name: string;
  request: ShellRequest;
  schema: SchemaSource<T>;
  /**
   * Extra acceptance check after parsing, e.g. "futures only when code is 200 and a list is
   * non-empty". Return a reason string to reject.
   */
  accept?: (data: T) => true | string;
  /** Ask again after a network error, a timeout or a 5xx; none by default. */
  retry?: RetryPolicy;
}

/**
 * Fetches and parses one response, retrying per `spec.retry`. Never throws: every failure is an
 * outcome with a reason (the last attempt's). Callers decide about logging and fallbacks (see
 * {@link safeQueryFn}).
 */
export async function fetchParsed<T>(api: BaseQueryApi, spec: ParsedRequest<T>): Promise<FetchOutcome<T>> {
  const policy = spec.retry;
  let outcome = await fetchParsedOnce(api, spec);
  if (!policy) return outcome;
  const { shellConfig } = api.extra as ShellThunkExtra;
  const maxRetryAfter = policy.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
  for (let attempt = 0; attempt < policy.retries; attempt++) {
    if (outcome.ok || !isRetryable(outcome.reason) || api.signal.aborted) break;
    if (outcome.retryAfterMs !== undefined && outcome.retryAfterMs > maxRetryAfter) break;
    await shellConfig.sleep(retryDelayMs(policy, attempt, outcome.retryAfterMs));
    if (api.signal.aborted) break;
    outcome = await fetchParsedOnce(api, spec);
  }
  return outcome;
}

async function fetchParsedOnce<T>(api: BaseQueryApi, spec: ParsedRequest<T>): Promise<FetchOutcome<T>> {
  // A lazy schema loads beside the request, not after it.
  const loading = typeof spec.schema === 'function' ? spec.schema() : undefined;
  loading?.catch(() => {});
  let result: Awaited<ReturnType<typeof shellBaseQuery>>;
  try {
    result = await shellBaseQuery(spec.request, api, {});
  } catch (error) {
    return { ok: false, reason: 'network', detail: error };
  }
  let schema: ShellSchema<T>;
  try {
    schema = loading ? await loading : (spec.schema as ShellSchema<T>);
  } catch (error) {
    // The schema's chunk did not download: the response cannot be checked, so it is not used.
    return { ok: false, reason: 'network', detail: error };
  }
  if (result.error) {
    const error = result.error as ShellBaseQueryError;
    return error.retryAfterMs === undefined
      ? { ok: false, reason: error.reason, detail: error.detail }
      : { ok: false, reason: error.reason, detail: error.detail, retryAfterMs: error.retryAfterMs };
  }
  const parsed = schema.safeParse(result.data);
  if (!parsed.success) return { ok: false, reason: 'schema', detail: parsed.error };
  if (spec.accept) {
    const verdict = spec.accept(parsed.data);
    if (verdict !== true) return { ok: false, reason: 'business-code', detail: verdict };
  }
  return { ok: true, data: parsed.data };
}

export function logFallback(api: BaseQueryApi, name: string, reason: FailureReason, detail?: unknown): void {
  const { shellConfig } = api.extra as ShellThunkExtra;
  shellConfig.logger.log({ level: 'warn', event: 'api.fallback', source: name, reason, detail });
}

export interface SafeQuerySpec<Arg, T> extends Omit<ParsedRequest<T>, 'request'> {
  request: (arg: Arg) => ShellRequest;
  /** The spec §8 fallback, returned as data when anything fails. */
  fallback: (arg: Arg) => T;
}

/**
 * Builds an RTK Query `queryFn` that always resolves with data: the parsed response, or the
 * spec §8 fallback plus one log line. Components therefore never see an error state or an
 * endless loading state for shell data.
 */
export function safeQueryFn<Arg, T>(spec: SafeQuerySpec<Arg, T>) {
  return async (arg: Arg, api: BaseQueryApi): Promise<QueryReturnValue<T, never, undefined>> => {
    const outcome = await fetchParsed(api, { ...spec, request: spec.request(arg) });
    if (outcome.ok) return { data: outcome.data };
    logFallback(api, spec.name, outcome.reason, outcome.detail);
    return { data: spec.fallback(arg) };
  };
}
