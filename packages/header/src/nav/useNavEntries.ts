import { useMemo } from 'react';
import { useHeader } from '../internal/HeaderContext';
import { useHeaderFiats } from '../internal/fiat';
import { headerNav, visibleNav } from '../model/navModel';
import type { NavEntrySpec } from '../model/navModel';

/** The whole static navigation the policy shows, links included (buy links name the buying fiat, as "Pay with" does). */
export function useNavEntries(): NavEntrySpec[] {
  const { site, shown } = useHeader();
  const { buy: fiat } = useHeaderFiats();
  return useMemo(() => visibleNav(headerNav({ site, fiat }), shown), [site, fiat, shown]);
}
