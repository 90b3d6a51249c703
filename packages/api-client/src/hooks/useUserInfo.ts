import { useSessionData } from '../policy/useShellPolicyContext';
import type { UserInfoState } from '../policy/useShellPolicyContext';

export type { UserInfoState } from '../policy/useShellPolicyContext';

/**
 * User info with the visitor defaults while loading, so components never branch on `undefined`.
 * Read from `ShellProvider`'s one subscription (no query hook per component).
 */
export function useUserInfo(): UserInfoState {
  return useSessionData().userInfo;
}
