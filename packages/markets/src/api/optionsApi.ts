import { CACHE_NAMES, getSite } from '@shell/site-config';
import type { SiteKey } from '@shell/site-config';
import { MARKET_CALLS } from './calls';
import { shellApi } from '@shell/api-client';
import { acceptCode200 } from '@shell/api-client/core';
import { normalizedQueryFn } from '@shell/api-client/schemas';
import { normalizeOptionsMarkets, normalizeOptionsUnderlyings, optionsListResponseSchema } from '../schemas/options';
import type { OptionsMarket, OptionsUnderlying } from '../schemas/options';
import type { MarketScope } from './args';
import { isOptionsUnderlyingList } from '../schemas/cachedShapes';

type ListBody = { code: number; data: unknown[] };

export const optionsUnderlyingQueryFn = normalizedQueryFn<MarketScope, ListBody, OptionsUnderlying[]>({
  name: 'getOptionsUnderlying',
  request: () => ({ url: MARKET_CALLS.optionsUnderlying.path, method: MARKET_CALLS.optionsUnderlying.method }),
  schema: optionsListResponseSchema,
  accept: acceptCode200,
  normalize: (raw) => normalizeOptionsUnderlyings(raw.data),
  fallback: () => [],
  cache: (arg) => ({ cacheName: CACHE_NAMES.options, langBound: true, site: arg.site, lang: arg.lang }),
  cachedShape: isOptionsUnderlyingList,
});

export interface OptionsMarketsArg {
  /** Underlying, e.g. `BTC_USDT`. */
  market: string;
  site: SiteKey;
}

export const optionsMarketsQueryFn = normalizedQueryFn<OptionsMarketsArg, ListBody, OptionsMarket[]>({
  name: 'getOptionsMarkets',
  request: (arg) => ({
    url: MARKET_CALLS.optionsMarkets.path,
    method: MARKET_CALLS.optionsMarkets.method,
    params: { market: arg.market, subWebsiteId: getSite(arg.site).subWebsiteId },
  }),
  schema: optionsListResponseSchema,
  accept: acceptCode200,
  normalize: (raw) => normalizeOptionsMarkets(raw.data),
  fallback: () => [],
});

export const optionsApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /** The options underlyings (BTC_USDT, ETH_USDT, …), the options flyout's first level. */
    getOptionsUnderlying: build.query<OptionsUnderlying[], MarketScope>({
      queryFn: optionsUnderlyingQueryFn,
      providesTags: ['OptionsMarkets'],
    }),
    /** The option contracts of one underlying. */
    getOptionsMarkets: build.query<OptionsMarket[], OptionsMarketsArg>({
      queryFn: optionsMarketsQueryFn,
      providesTags: (_result, _error, arg) => [{ type: 'OptionsMarkets', id: arg.market }],
    }),
  }),
});

export const {
  useGetOptionsUnderlyingQuery,
  useLazyGetOptionsUnderlyingQuery,
  useGetOptionsMarketsQuery,
  useLazyGetOptionsMarketsQuery,
} = optionsApi;
