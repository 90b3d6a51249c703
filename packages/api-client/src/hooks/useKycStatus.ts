import { useGetKycStatusQuery } from '../endpoints/userData';
import type { KycStatus } from '../schemas/kycStatus';
import { UNKNOWN_KYC_STATUS } from '../schemas/kycStatus';
import { useSkipUnlessLoggedIn } from './useUserOnlyQuery';

/** KYC status; "unknown" (-1, no icon) for visitors and while loading (no request for visitors). */
export function useKycStatus(): KycStatus {
  const skip = useSkipUnlessLoggedIn();
  const { data } = useGetKycStatusQuery(undefined, { skip });
  return skip ? UNKNOWN_KYC_STATUS : (data ?? UNKNOWN_KYC_STATUS);
}
