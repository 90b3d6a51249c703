import { CACHE_NAMES } from '@shell/site-config';
import { shellApi } from '../shellApi';
import { safeQueryFn } from '../safeQuery';
import { cachedQueryFn } from '../cache/cachedQueryFn';
import type { CommonData } from '../schemas/commonData';
import { commonDataResponse, EMPTY_COMMON_DATA } from '../schemas/commonData';
import type { CurrencyOption } from '../schemas/currencyOption';
import { buyCryptoFiatListResponse } from '../schemas/currencyOption';
import type { FiatRates } from '../schemas/fiatRates';
import { fiatRatesResponse } from '../schemas/fiatRates';
import { CALLS } from './catalog';
import { isCurrencyOptionList } from '../cache/cachedShapes';
import { isomorphicQueryHook } from '../hooks/serverQuery';

/** Site-wide data every visitor needs: common data, the pay-with fiat list, fiat rates. */
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
    getBuyCryptoFiatList: build.query<CurrencyOption[], void>({
      queryFn: cachedQueryFn({
        name: 'getBuyCryptoFiatList',
        cacheName: CACHE_NAMES.buyCryptoFiatSetting,
        // Fiat codes and payment flags do not depend on the language.
        langBound: false,
        request: () => ({ url: CALLS.buyCryptoFiatList.path }),
        schema: buyCryptoFiatListResponse,
        // What the cache hands back must be a list of options (localStorage is shared with the whole origin).
        isValid: isCurrencyOptionList,
        fallback: () => [],
      }),
      providesTags: ['FiatList'],
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
export const useGetBuyCryptoFiatListQuery = isomorphicQueryHook(siteDataApi.endpoints.getBuyCryptoFiatList, siteDataApi.useGetBuyCryptoFiatListQuery);
export const useGetCurrFiatMarketRatesQuery = isomorphicQueryHook(siteDataApi.endpoints.getCurrFiatMarketRates, siteDataApi.useGetCurrFiatMarketRatesQuery);
