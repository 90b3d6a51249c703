import type { ComplianceInfo, PolicyContext, PolicyEnv, PolicyUser, SiteKey } from '@shell/site-config';
import { COOKIE_NAMES, EMPTY_COMPLIANCE, NO_COUNTRY_LIMITS, parseCookieString } from '@shell/site-config';
import type { CommonData } from '../schemas/commonData';
import type { UnifiedAccountMode } from '../schemas/unifiedAccount';
import type { UserInfo } from '../schemas/userInfo';

/** What the policy context is built from; absent sources count as "not known yet" (safe defaults). */
export interface PolicySources {
  site: SiteKey;
  userInfo?: UserInfo;
  unifiedAccountMode?: UnifiedAccountMode;
  compliance?: ComplianceInfo;
  commonData?: CommonData;
  /** The request's cookie string (for the switch-tag cookie). */
  cookies?: string;
  env?: PolicyEnv;
}

function policyUser(sources: PolicySources): PolicyUser {
  const info = sources.userInfo;
  const hasSwitchTagCookie = Object.prototype.hasOwnProperty.call(parseCookieString(sources.cookies ?? ''), COOKIE_NAMES.switchTag);
  if (!info?.isLogin) return { kind: 'visitor', hasSwitchTagCookie };
  return {
    kind: info.is_sub_account ? 'sub' : 'user',
    tierLevel: info.tier_level,
    isTrial: info.is_vip_trial,
    kycStatus: info.kyc_status,
    ...(info.safe_level === undefined ? {} : { safeLevel: info.safe_level }),
    openContracts: { usdt: info.futures_usdt_open, btc: info.futures_btc_open },
    whiteListShow: info.white_list_show,
    // Spec §4: the unified account is active when the mode response says `first_open: false`.
    unifiedActive: sources.unifiedAccountMode?.first_open === false,
    hasSwitchTagCookie,
  };
}

/** Site-config's `PolicyContext` from the shell's data. Pure: the hook below only gathers the inputs. */
export function buildPolicyContext(sources: PolicySources): PolicyContext {
  return {
    site: sources.site,
    user: policyUser(sources),
    compliance: sources.compliance ?? EMPTY_COMPLIANCE,
    limits: sources.commonData?.countryLimits ?? NO_COUNTRY_LIMITS,
    ...(sources.env ? { env: sources.env } : {}),
  };
}
