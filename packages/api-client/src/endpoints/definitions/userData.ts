import type { ShellEndpointBuilder } from '../../apiOptions';
import { ONE_RETRY, safeQueryFn } from '../../safeQuery';
import type { UserInfo } from '../../schemas/userInfo';
import { userInfoResponse, VISITOR_USER_INFO } from '../../schemas/userInfo';
import type { KycStatus } from '../../schemas/kycStatus';
import { kycStatusResponse, UNKNOWN_KYC_STATUS } from '../../schemas/kycStatus';
import type { UnifiedAccountMode } from '../../schemas/unifiedAccount';
import { UNIFIED_ACCOUNT_DEFAULTS, unifiedAccountModeResponse } from '../../schemas/unifiedAccount';
import type { CrossMarginInfo } from '../../schemas/crossMargin';
import { crossMarginInfoResponse } from '../../schemas/crossMargin';
import { CALLS } from '../catalog';

/**
 * The logged-in user's data. Only `getUserInfo` is for everyone; the others are user-only and
 * must be skipped for visitors (the hooks in `src/hooks/` do that).
 */
export const userDataEndpoints = (build: ShellEndpointBuilder) => ({
  getUserInfo: build.query<UserInfo, void>({
    queryFn: safeQueryFn({
      name: 'getUserInfo',
      request: () => ({ url: CALLS.userInfo.path }),
      schema: userInfoResponse,
      // A blip must not show a signed-in user the visitor header: one retry on network/5xx.
      retry: ONE_RETRY,
      // A failed call shows the visitor header: safer than a half-logged-in one.
      fallback: () => VISITOR_USER_INFO,
    }),
    providesTags: ['UserInfo'],
  }),
  getKycStatus: build.query<KycStatus, void>({
    queryFn: safeQueryFn({
      name: 'getKycStatus',
      request: () => ({ url: CALLS.kycStatus.path }),
      schema: kycStatusResponse,
      fallback: () => UNKNOWN_KYC_STATUS,
    }),
    providesTags: ['KycStatus'],
  }),
  getUnifiedAccountMode: build.query<UnifiedAccountMode, void>({
    queryFn: safeQueryFn({
      name: 'getUnifiedAccountMode',
      request: () => ({ url: CALLS.unifiedAccountMode.path }),
      schema: unifiedAccountModeResponse,
      fallback: () => UNIFIED_ACCOUNT_DEFAULTS,
    }),
    providesTags: ['UnifiedAccount'],
  }),
  getCrossMarginInfo: build.query<CrossMarginInfo, void>({
    queryFn: safeQueryFn({
      name: 'getCrossMarginInfo',
      request: () => ({ url: CALLS.crossMarginInfo.path }),
      schema: crossMarginInfoResponse,
      fallback: () => ({}),
    }),
    providesTags: ['CrossMargin'],
  }),
});
