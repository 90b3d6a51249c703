import { useMemo } from 'react';
import { useHeader } from '../internal/HeaderContext';
import { navBar, visibleNavBar } from '../model/navBar';
import type { NavBarEntry } from '../model/navBar';

/**
 * The bar's entries the policy shows for this session: groups without their links, which only
 * the open dropdown (`NavGroupPanel`) and the drawer (`useNavEntries`) make.
 */
export function useNavBarEntries(): NavBarEntry[] {
  const { site, shown } = useHeader();
  return useMemo(() => visibleNavBar(navBar({ site }), shown), [site, shown]);
}
