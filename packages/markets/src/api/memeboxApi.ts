import { MARKET_CALLS } from './calls';
import { shellApi } from '@shell/api-client';
import { acceptCode200 } from '@shell/api-client/core';
import { normalizedQueryFn } from '@shell/api-client/schemas';
import { memeboxPathsResponseSchema, normalizeMemeboxPaths } from '../schemas/memebox';

export interface MemeboxPathsArg {
  symbols: readonly string[];
}

export const memeboxPathsQueryFn = normalizedQueryFn<MemeboxPathsArg, { code: number; data: Record<string, unknown> }, Record<string, string>>({
  name: 'getMemeboxPaths',
  request: (arg) => ({
    url: MARKET_CALLS.memeboxSymbolToPath.path,
    method: MARKET_CALLS.memeboxSymbolToPath.method,
    json: { symbols: [...arg.symbols] },
  }),
  schema: memeboxPathsResponseSchema,
  accept: acceptCode200,
  normalize: (raw) => normalizeMemeboxPaths(raw.data),
  fallback: () => ({}),
});

export const memeboxApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Memebox page paths by symbol. A read, though sent as a POST (the spec's call), so it is a
     * query: cached and shared like any other list.
     */
    getMemeboxPaths: build.query<Record<string, string>, MemeboxPathsArg>({
      queryFn: memeboxPathsQueryFn,
    }),
  }),
});

export const { useGetMemeboxPathsQuery, useLazyGetMemeboxPathsQuery } = memeboxApi;
