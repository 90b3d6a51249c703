import { shellApi } from '../shellApi';
import { isomorphicQueryHook } from '../hooks/serverQuery';
import { sharedEndpoints } from './definitions';

/**
 * The data every package reads, injected into the one slice together (the definitions are in
 * `definitions/`, shared with the server's slice): common data and fiat rates, user info and the
 * unified-account mode (user-only: skipped for visitors), the compliance check. `ShellProvider`
 * holds the one subscription to the start-up ones; components read them through `useUserInfo()`,
 * `useCommonData()` and the policy hooks. Any other query of them: `shellDataApi.endpoints.<name>`.
 */
export const shellDataApi = shellApi.injectEndpoints({ endpoints: sharedEndpoints });

/** Query hooks for server-rendered components: RTK Query's in the browser, a store read on the server (`isomorphicQueryHook`). */
export const useGetCommonDataQuery = isomorphicQueryHook(shellDataApi.endpoints.getCommonData, shellDataApi.useGetCommonDataQuery);
export const useGetCurrFiatMarketRatesQuery = isomorphicQueryHook(shellDataApi.endpoints.getCurrFiatMarketRates, shellDataApi.useGetCurrFiatMarketRatesQuery);
export const useGetUserInfoQuery = isomorphicQueryHook(shellDataApi.endpoints.getUserInfo, shellDataApi.useGetUserInfoQuery);
export const useGetUnifiedAccountModeQuery = isomorphicQueryHook(shellDataApi.endpoints.getUnifiedAccountMode, shellDataApi.useGetUnifiedAccountModeQuery);
export const useGetComplianceCheckQuery = isomorphicQueryHook(shellDataApi.endpoints.getComplianceCheck, shellDataApi.useGetComplianceCheckQuery);
