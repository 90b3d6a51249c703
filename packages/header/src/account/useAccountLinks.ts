import { useMemo } from 'react';
import { walletOrderRoutes } from '../internal/routes';
import { useHeader } from '../internal/HeaderContext';
import { orderLinks, profileLinks, visibleLinks, walletLinks } from '../model/accountMenus';
import type { AccountLinkSpec } from '../model/accountMenus';

export interface AccountLinks {
  wallet: AccountLinkSpec[];
  orders: AccountLinkSpec[];
  profile: AccountLinkSpec[];
}

/**
 * The wallet, order and profile items the policy shows for this session. The unified account
 * (first_open false) and open contract accounts change the order links (`walletOrderRoutes`).
 */
export function useAccountLinks(surface: 'header' | 'side'): AccountLinks {
  const { policy, shown } = useHeader();
  const unifiedActive = policy.user.unifiedActive === true;
  const openContracts = policy.user.openContracts;
  return useMemo(() => {
    const routes = walletOrderRoutes(openContracts ? { unifiedActive, openContracts } : { unifiedActive });
    return {
      wallet: visibleLinks(walletLinks(), shown),
      orders: visibleLinks(orderLinks(routes), shown),
      profile: visibleLinks(profileLinks(surface), shown),
    };
  }, [unifiedActive, openContracts, shown, surface]);
}
