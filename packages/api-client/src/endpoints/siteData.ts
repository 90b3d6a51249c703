import { shellApi } from '../shellApi';
import { isomorphicQueryHook } from '../hooks/serverQuery';
import { siteDataEndpoints } from './definitions/siteData';

/** Site-wide data every visitor needs: common data and fiat rates (definitions in `definitions/siteData.ts`, shared with the server's slice). */
export const siteDataApi = shellApi.injectEndpoints({ endpoints: siteDataEndpoints });

/** Query hooks for server-rendered components: RTK Query's in the browser, a store read on the server (`isomorphicQueryHook`). */
export const useGetCommonDataQuery = isomorphicQueryHook(siteDataApi.endpoints.getCommonData, siteDataApi.useGetCommonDataQuery);
export const useGetCurrFiatMarketRatesQuery = isomorphicQueryHook(siteDataApi.endpoints.getCurrFiatMarketRates, siteDataApi.useGetCurrFiatMarketRatesQuery);
