import { shellApi } from '../shellApi';
import { safeQueryFn } from '../safeQuery';
import type { CommonData } from '../schemas/commonData';
import { commonDataResponse, EMPTY_COMMON_DATA } from '../schemas/commonData';
import type { FiatRates } from '../schemas/fiatRates';
import { fiatRatesResponse } from '../schemas/fiatRates';
import { CALLS } from './catalog';
import { isomorphicQueryHook } from '../hooks/serverQuery';

/** Site-wide data every visitor needs: common data and fiat rates (the pay-with fiat list is `@shell/markets/pay-with`'s). */
export const siteDataApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    getCommonData: build.query<CommonData, void>({
      queryFn: safeQueryFn({
        name: 'getCommonData',
        request: () => ({ url: CALLS.commonData.path }),
        schema: commonDataResponse,
        fallback: () => EMPTY_COMMON_DATA,
      }),
      providesTags: ['CommonData'],
    }),
    getCurrFiatMarketRates: build.query<FiatRates, void>({
      queryFn: safeQueryFn({
        name: 'getCurrFiatMarketRates',
        request: () => ({ url: CALLS.currFiatMarketRates.path }),
        schema: fiatRatesResponse,
        fallback: () => ({}),
      }),
      providesTags: ['FiatRates'],
    }),
  }),
});

/** Query hooks for server-rendered components: RTK Query's in the browser, a store read on the server (`isomorphicQueryHook`). */
export const useGetCommonDataQuery = isomorphicQueryHook(siteDataApi.endpoints.getCommonData, siteDataApi.useGetCommonDataQuery);
export const useGetCurrFiatMarketRatesQuery = isomorphicQueryHook(siteDataApi.endpoints.getCurrFiatMarketRates, siteDataApi.useGetCurrFiatMarketRatesQuery);
