import type { BaseQueryApi, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { ZodMiniType } from 'zod/mini';
import type { ShellThunkExtra } from './config';
import type { FailureReason, ShellBaseQueryError, ShellRequest } from './baseQuery';
import { shellBaseQuery } from './baseQuery';

/** Anything with zod's `safeParse` (full `zod` or `zod/mini`). */
export type ShellSchema<T> = Pick<ZodMiniType<T>, 'safeParse'> | { safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown } };

export type FetchOutcome<T> = { ok: true; data: T } | { ok: false; reason: FailureReason; detail?: unknown };

export interface ParsedRequest<T> {
  /** Endpoint name used in log lines, e.g. `getCommonData`. */
  name: string;
  request: ShellRequest;
  schema: ShellSchema<T>;
  /**
   * Extra acceptance check after parsing, e.g. "futures only when code is 200 and a list is
   * non-empty". Return a reason string to reject.
   */
  accept?: (data: T) => true | string;
}

/**
 * Fetches and parses one response. Never throws: every failure is an outcome with a reason.
 * Callers decide about logging and fallbacks (see {@link safeQueryFn}).
 */
export async function fetchParsed<T>(api: BaseQueryApi, spec: ParsedRequest<T>): Promise<FetchOutcome<T>> {
  let result: Awaited<ReturnType<typeof shellBaseQuery>>;
  try {
    result = await shellBaseQuery(spec.request, api, {});
  } catch (error) {
    return { ok: false, reason: 'network', detail: error };
  }
  if (result.error) {
    const error = result.error as ShellBaseQueryError;
    return { ok: false, reason: error.reason, detail: error.detail };
  }
  const parsed = spec.schema.safeParse(result.data);
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
