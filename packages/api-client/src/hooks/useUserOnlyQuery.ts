import { useSessionData } from '../policy/useShellPolicyContext';

/**
 * `skip` for user-only queries: true until user info says the visitor is logged in, so a
 * visitor never triggers a request that can only fail (spec §4 "reminders load only when
 * logged in" applies alike to unified mode, KYC and cross margin).
 */
export function useSkipUnlessLoggedIn(): boolean {
  return useSessionData().userInfo.isLogin !== true;
}
