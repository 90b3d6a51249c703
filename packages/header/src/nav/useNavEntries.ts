import { useMemo } from 'react';
import { useShellSession } from '@shell/api-client';
import { DEFAULT_FIAT } from '@shell/site-config';
import { useHeader } from '../internal/HeaderContext';
import { headerNav, visibleNav } from '../model/navModel';
import type { NavEntrySpec } from '../model/navModel';

/** The whole static navigation the policy shows, links included (buy links follow the display fiat). */
export function useNavEntries(): NavEntrySpec[] {
  const { site, shown } = useHeader();
  const { fiat } = useShellSession();
  return useMemo(() => visibleNav(headerNav({ site, fiat: fiat ?? DEFAULT_FIAT }), shown), [site, fiat, shown]);
}
