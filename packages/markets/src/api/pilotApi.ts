import { CACHE_NAMES } from '@shell/site-config';
import { MARKET_CALLS } from './calls';
import { shellApi } from '@shell/api-client';
import { acceptCode200 } from '@shell/api-client/core';
import { normalizedQueryFn } from '@shell/api-client/schemas';
import { normalizePilotMarkets, pilotMarketsResponseSchema } from '../schemas/pilot';
import type { PilotMarket } from '../schemas/pilot';
import type { MarketListArg } from './args';
import { DEFAULT_TIMEZONE } from './args';
import { isPilotMarketList } from '../schemas/cachedShapes';

const call = MARKET_CALLS.pilotMarkets;

export const pilotMarketsQueryFn = normalizedQueryFn<MarketListArg, { code: number; data: unknown[] }, PilotMarket[]>({
  name: 'getPilotMarkets',
  request: (arg) => ({
    url: call.path,
    method: call.method,
    params: { exchange_type: 'PILOT_ALL', timezone: arg.timezone ?? DEFAULT_TIMEZONE },
  }),
  schema: pilotMarketsResponseSchema,
  accept: acceptCode200,
  normalize: (raw) => normalizePilotMarkets(raw.data),
  fallback: () => [],
  cache: (arg) => ({
    cacheName: CACHE_NAMES.pilotMarket,
    langBound: true,
    site: arg.site,
    lang: arg.lang,
    variant: arg.timezone ?? DEFAULT_TIMEZONE,
  }),
  cachedShape: isPilotMarketList,
});

export const pilotApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /** Pilot (early on-chain) tokens across chains. */
    getPilotMarkets: build.query<PilotMarket[], MarketListArg>({
      queryFn: pilotMarketsQueryFn,
      providesTags: ['PilotMarkets'],
    }),
  }),
});

export const { useGetPilotMarketsQuery, useLazyGetPilotMarketsQuery } = pilotApi;
