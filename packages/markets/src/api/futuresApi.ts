import { CACHE_NAMES } from '@shell/site-config';
import { FUTURES_REFRESH_MS } from '../internal/spec';
import { MARKET_CALLS } from './calls';
import { shellApi } from '@shell/api-client';
import { acceptCode200 } from '@shell/api-client/core';
import { normalizedQueryFn } from '@shell/api-client/schemas';
import {
  acceptFuturesResult,
  emptyFuturesMarkets,
  futuresMarketsResponseSchema,
  normalizeFuturesMarkets,
} from '../schemas/futures';
import type { FuturesMarkets, FuturesMarketsResponse } from '../schemas/futures';
import type { MarketListArg } from './args';
import { DEFAULT_TIMEZONE } from './args';
import { isFuturesMarkets } from '../schemas/cachedShapes';

const call = MARKET_CALLS.futuresMarkets;

export const futuresMarketsQueryFn = normalizedQueryFn<MarketListArg, FuturesMarketsResponse, FuturesMarkets>({
  name: 'getFuturesMarkets',
  request: (arg) => ({
    url: call.path,
    method: call.method,
    params: { exchange_type: 'CONTRACT_ALL', timezone: arg.timezone ?? DEFAULT_TIMEZONE, is_testnet: 0 },
  }),
  schema: futuresMarketsResponseSchema,
  accept: acceptCode200,
  normalize: (raw) => normalizeFuturesMarkets(raw.data),
  // The code was already checked by `accept`; this is the list half of the spec §5 rule.
  usable: (value) => acceptFuturesResult(200, value),
  fallback: emptyFuturesMarkets,
  cache: (arg) => ({
    cacheName: CACHE_NAMES.futureContracts,
    langBound: true,
    site: arg.site,
    lang: arg.lang,
    variant: arg.timezone ?? DEFAULT_TIMEZONE,
  }),
  cachedShape: isFuturesMarkets,
});

/**
 * Pass to the hook so futures refresh every 10 minutes (spec §7/§9):
 * `useGetFuturesMarketsQuery(arg, FUTURES_POLLING)`. Polling pauses while the window is unfocused,
 * so a background tab makes no requests.
 */
export const FUTURES_POLLING = Object.freeze({ pollingInterval: FUTURES_REFRESH_MS, skipPollingIfUnfocused: true });

export const futuresApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /** USDT- and BTC-settled perpetual contracts. */
    getFuturesMarkets: build.query<FuturesMarkets, MarketListArg>({
      queryFn: futuresMarketsQueryFn,
      providesTags: ['FuturesMarkets'],
    }),
  }),
});

export const { useGetFuturesMarketsQuery, useLazyGetFuturesMarketsQuery } = futuresApi;
