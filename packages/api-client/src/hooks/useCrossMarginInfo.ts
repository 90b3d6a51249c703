import { useGetCrossMarginInfoQuery } from '../endpoints/userData';
import type { CrossMarginInfo } from '../schemas/crossMargin';
import { useSkipUnlessLoggedIn } from './useUserOnlyQuery';

const NO_CROSS_MARGIN: CrossMarginInfo = Object.freeze({});

/** Cross-margin info; `{}` for visitors and while loading (no request for visitors). */
export function useCrossMarginInfo(): CrossMarginInfo {
  const skip = useSkipUnlessLoggedIn();
  const { data } = useGetCrossMarginInfoQuery(undefined, { skip });
  return skip ? NO_CROSS_MARGIN : (data ?? NO_CROSS_MARGIN);
}
