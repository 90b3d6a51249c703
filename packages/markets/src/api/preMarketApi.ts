import { CACHE_NAMES } from '@shell/site-config';
import { PRE_MARKET_PAGE_SIZE } from '../internal/spec';
import { MARKET_CALLS } from './calls';
import { shellApi } from '@shell/api-client';
import { acceptCode200 } from '@shell/api-client/core';
import { normalizedQueryFn } from '@shell/api-client/schemas';
import { emptyPreMarketLists, normalizePreMarket, preMarketResponseSchema } from '../schemas/preMarket';
import type { PreMarketLists, PreMarketResponse } from '../schemas/preMarket';
import type { MarketScope } from './args';
import { isPreMarketLists } from '../schemas/cachedShapes';

const call = MARKET_CALLS.preMarket;

export const preMarketQueryFn = normalizedQueryFn<MarketScope, PreMarketResponse, PreMarketLists>({
  name: 'getPreMarket',
  request: () => ({ url: call.path, method: call.method, params: { limit: PRE_MARKET_PAGE_SIZE, page: 1 } }),
  schema: preMarketResponseSchema,
  accept: acceptCode200,
  normalize: normalizePreMarket,
  fallback: emptyPreMarketLists,
  cache: (arg) => ({ cacheName: CACHE_NAMES.preMarket, langBound: true, site: arg.site, lang: arg.lang }),
  cachedShape: isPreMarketLists,
});

export const preMarketApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /** The premint and pre-market lists (first 100 of each). */
    getPreMarket: build.query<PreMarketLists, MarketScope>({
      queryFn: preMarketQueryFn,
      providesTags: ['PreMarket'],
    }),
  }),
});

export const { useGetPreMarketQuery, useLazyGetPreMarketQuery } = preMarketApi;
