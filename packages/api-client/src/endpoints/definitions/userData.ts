import type { ShellEndpointBuilder } from '../../apiOptions';
import { ONE_RETRY, safeQueryFn } from '../../safeQuery';
import type { UserInfo } from '../../schemas/userInfo';
import { UNIFIED_ACCOUNT_DEFAULTS, VISITOR_USER_INFO } from '../../schemas/sharedDefaults';
import type { UnifiedAccountMode } from '../../schemas/unifiedAccount';
import { CALLS } from '../catalog';

/**
 * The logged-in user's data. Only `getUserInfo` is for everyone; the unified-account mode is
 * user-only and skipped for visitors (ShellProvider holds its one subscription).
 */
export const userDataEndpoints = (build: ShellEndpointBuilder) => ({
  getUserInfo: build.query<UserInfo, void>({
    queryFn: safeQueryFn({
      name: 'getUserInfo',
      request: () => ({ url: CALLS.userInfo.path }),
      // Loaded beside the first request: zod stays out of the initial JS (SchemaSource).
      schema: () => import('../../schemas/sharedResponses').then((m) => m.userInfoResponse),
      // A blip must not show a signed-in user the visitor header: one retry on network/5xx.
      retry: ONE_RETRY,
      // A failed call shows the visitor header: safer than a half-logged-in one.
      fallback: () => VISITOR_USER_INFO,
    }),
    providesTags: ['UserInfo'],
  }),
  getUnifiedAccountMode: build.query<UnifiedAccountMode, void>({
    queryFn: safeQueryFn({
      name: 'getUnifiedAccountMode',
      request: () => ({ url: CALLS.unifiedAccountMode.path }),
      schema: () => import('../../schemas/sharedResponses').then((m) => m.unifiedAccountModeResponse),
      fallback: () => UNIFIED_ACCOUNT_DEFAULTS,
    }),
    providesTags: ['UnifiedAccount'],
  }),
});
