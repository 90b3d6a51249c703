import { CACHE_NAMES } from '@shell/site-config';
import { MARKET_CALLS } from './calls';
import { shellApi } from '@shell/api-client';
import { acceptCode200 } from '@shell/api-client/core';
import { normalizedQueryFn } from '@shell/api-client/schemas';
import { normalizeSpotRows, spotMarketsResponseSchema } from '../schemas/spot';
import type { SpotMarket } from '../schemas/spot';
import type { MarketListArg } from './args';
import { DEFAULT_TIMEZONE } from './args';
import { isSpotMarketList } from '../schemas/cachedShapes';

const call = MARKET_CALLS.spotMarkets;

export const spotMarketsQueryFn = normalizedQueryFn<MarketListArg, { code: number; data: unknown[] }, SpotMarket[]>({
  name: 'getSpotMarkets',
  request: (arg) => ({
    url: call.path,
    method: call.method,
    params: { exchange_type: 'ALL', timezone: arg.timezone ?? DEFAULT_TIMEZONE },
  }),
  schema: spotMarketsResponseSchema,
  accept: acceptCode200,
  normalize: (raw) => {
    const { items, dropped, samples } = normalizeSpotRows(raw.data);
    return { value: items, dropped, samples };
  },
  fallback: () => [],
  // An empty list (or one whose every row was dropped) is not cached and falls back to the old cache.
  cache: (arg) => ({
    cacheName: CACHE_NAMES.allMarket,
    langBound: true,
    site: arg.site,
    lang: arg.lang,
    variant: arg.timezone ?? DEFAULT_TIMEZONE,
  }),
  cachedShape: isSpotMarketList,
});

export const spotApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every spot pair (≈2,700), normalized from the positional rows of spec §3. */
    getSpotMarkets: build.query<SpotMarket[], MarketListArg>({
      queryFn: spotMarketsQueryFn,
      providesTags: ['SpotMarkets'],
    }),
  }),
});

export const { useGetSpotMarketsQuery, useLazyGetSpotMarketsQuery } = spotApi;
