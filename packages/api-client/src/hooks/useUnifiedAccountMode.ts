import { useGetUnifiedAccountModeQuery } from '../endpoints/userData';
import type { UnifiedAccountMode } from '../schemas/unifiedAccount';
import { UNIFIED_ACCOUNT_DEFAULTS } from '../schemas/unifiedAccount';
import { useSkipUnlessLoggedIn } from './useUserOnlyQuery';

/** The unified-account mode; the spec §3 defaults for visitors and while loading (no request for visitors). */
export function useUnifiedAccountMode(): UnifiedAccountMode {
  const skip = useSkipUnlessLoggedIn();
  const { data } = useGetUnifiedAccountModeQuery(undefined, { skip });
  return skip ? UNIFIED_ACCOUNT_DEFAULTS : (data ?? UNIFIED_ACCOUNT_DEFAULTS);
}
