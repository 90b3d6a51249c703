import { CACHE_NAMES } from '@shell/site-config';
import { isomorphicQueryHook, shellApi } from '@shell/api-client';
import { cachedQueryFn } from '@shell/api-client/core';
import { isCurrencyOptionList } from '../schemas/currencyOption';
import type { CurrencyOption } from '../schemas/currencyOption';
import { PAY_WITH_CALLS } from './calls';

/** The buy-crypto fiat list of the "Pay with" chooser, injected when the chooser's entry loads. */
export const fiatListApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    getBuyCryptoFiatList: build.query<CurrencyOption[], void>({
      queryFn: cachedQueryFn({
        name: 'getBuyCryptoFiatList',
        cacheName: CACHE_NAMES.buyCryptoFiatSetting,
        // Fiat codes and payment flags do not depend on the language.
        langBound: false,
        request: () => ({ url: PAY_WITH_CALLS.buyCryptoFiatList.path }),
        // Loaded beside the request: zod stays out of the page's initial JS (SchemaSource).
        schema: () => import('../schemas/currencyOptionResponse').then((m) => m.buyCryptoFiatListResponse),
        isValid: isCurrencyOptionList,
        fallback: () => [],
      }),
      providesTags: ['FiatList'],
    }),
  }),
});

/** RTK Query's hook in the browser, a store read on the server (the chooser renders with the header). */
export const useGetBuyCryptoFiatListQuery = isomorphicQueryHook(fiatListApi.endpoints.getBuyCryptoFiatList, fiatListApi.useGetBuyCryptoFiatListQuery);
