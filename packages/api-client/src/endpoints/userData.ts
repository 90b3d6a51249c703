import { shellApi } from '../shellApi';
import { isomorphicQueryHook } from '../hooks/serverQuery';
import { userDataEndpoints } from './definitions/userData';

/**
 * The logged-in user's data (definitions in `definitions/userData.ts`, shared with the server's
 * slice). Only `getUserInfo` is for everyone; the others are user-only and must be skipped for
 * visitors (the hooks in `src/hooks/` do that).
 */
export const userDataApi = shellApi.injectEndpoints({ endpoints: userDataEndpoints });

/** Query hooks for server-rendered components: RTK Query's in the browser, a store read on the server (`isomorphicQueryHook`). */
export const useGetUserInfoQuery = isomorphicQueryHook(userDataApi.endpoints.getUserInfo, userDataApi.useGetUserInfoQuery);
export const useGetUnifiedAccountModeQuery = isomorphicQueryHook(userDataApi.endpoints.getUnifiedAccountMode, userDataApi.useGetUnifiedAccountModeQuery);
