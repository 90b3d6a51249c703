import type { ShellEndpointBuilder } from '../../apiOptions';
import { ONE_RETRY, safeQueryFn } from '../../safeQuery';
import type { CommonData } from '../../schemas/commonData';
import { EMPTY_COMMON_DATA } from '../../schemas/sharedDefaults';
import type { FiatRates } from '../../schemas/fiatRates';
import { CALLS } from '../catalog';

/** Site-wide data every visitor needs: common data and fiat rates (the pay-with fiat list is `@shell/markets/pay-with`'s). */
export const siteDataEndpoints = (build: ShellEndpointBuilder) => ({
  getCommonData: build.query<CommonData, void>({
    queryFn: safeQueryFn({
      name: 'getCommonData',
      request: () => ({ url: CALLS.commonData.path }),
      // Loaded beside the first request: zod stays out of the initial JS (SchemaSource).
      schema: () => import('../../schemas/sharedResponses').then((m) => m.commonDataResponse),
      // Every part reads it: one retry on network/5xx before the empty fallback.
      retry: ONE_RETRY,
      fallback: () => EMPTY_COMMON_DATA,
    }),
    providesTags: ['CommonData'],
  }),
  getCurrFiatMarketRates: build.query<FiatRates, void>({
    queryFn: safeQueryFn({
      name: 'getCurrFiatMarketRates',
      request: () => ({ url: CALLS.currFiatMarketRates.path }),
      schema: () => import('../../schemas/sharedResponses').then((m) => m.fiatRatesResponse),
      fallback: () => ({}),
    }),
    providesTags: ['FiatRates'],
  }),
});
