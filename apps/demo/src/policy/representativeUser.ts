import type { PolicyUser } from '@shell/site-config';
import type { DemoUser } from '../state/demoState';

/**
 * The user the policy matrix assumes for each kind — the same accounts the mock backend serves
 * (packages/mocks/src/shared/userRoutes.ts): the main account is VIP 3, KYC 2, safe
 * level 2, on the sub-account white list; the sub-account is tier 0 and not on it. Both are held
 * in classic account mode with no open contracts on every site (the mock opens the unified account
 * for the main site's main account only), so a cell differs between sites only because of the site.
 */
export function representativeUser(kind: DemoUser): PolicyUser {
  if (kind === 'visitor') return { kind };
  const main = kind === 'user';
  return {
    kind,
    tierLevel: main ? 3 : 0,
    isTrial: false,
    kycStatus: 2,
    safeLevel: 2,
    whiteListShow: main,
    unifiedActive: false,
    openContracts: { usdt: false, btc: false },
    hasSwitchTagCookie: false,
  };
}
