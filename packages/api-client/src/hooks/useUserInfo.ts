import { useGetUserInfoQuery } from '../endpoints/userData';
import type { UserInfo } from '../schemas/userInfo';
import { VISITOR_USER_INFO } from '../schemas/userInfo';

export interface UserInfoState extends UserInfo {
  /** Spec §3 `clientLoading`: true until the first answer (or fallback) arrived. */
  clientLoading: boolean;
}

/** User info with the visitor defaults while loading, so components never branch on `undefined`. */
export function useUserInfo(): UserInfoState {
  const { data, isLoading } = useGetUserInfoQuery();
  return { ...(data ?? VISITOR_USER_INFO), clientLoading: isLoading };
}
