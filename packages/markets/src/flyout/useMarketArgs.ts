import { useMemo } from 'react';
import { useShellSession } from '@shell/api-client';
import type { MarketListArg } from '../api';

/** `{ site, lang, timezone }` of the session: the argument (and cache key) of every market list. */
export function useMarketArgs(): MarketListArg {
  const { site, lang, referenceTime } = useShellSession();
  return useMemo(() => ({ site, lang, timezone: referenceTime }), [site, lang, referenceTime]);
}
