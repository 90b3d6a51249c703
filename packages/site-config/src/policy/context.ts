import type { SiteKey } from '../site-keys';

/** user = logged-in main account, sub = sub-account. */
export type UserKind = 'visitor' | 'user' | 'sub';

export interface PolicyUser {
  kind: UserKind;
  tierLevel?: number;
  isTrial?: boolean;
  /** -1 or undefined: no KYC icon. */
  kycStatus?: number;
  safeLevel?: number;
  whiteListShow?: boolean;
  /** Unified account is active: the unified-mode response has `first_open === false`. */
  unifiedActive?: boolean;
  openContracts?: { usdt: boolean; btc: boolean };
  /** The "switch tag" cookie exists (lets a sub-account switch back). */
  hasSwitchTagCookie?: boolean;
}

/** The compliance-check response (spec §3). */
export interface ComplianceInfo {
  /** Feature keys to hide (e.g. 'deposit', 'xstocks', 'fiat_trade', footer keys). */
  menu: readonly string[];
  /** Business flags (e.g. 'button_alpha_hidden'). */
  business: readonly string[];
  limit: { au_redirect: boolean; is_sanction_country: boolean };
  /**
   * The check failed and no earlier answer is kept: every item a compliance key or flag can hide
   * stays hidden (fail closed). Redirects never act on it: `limit` stays all false.
   */
  unknown?: boolean;
}

export const EMPTY_COMPLIANCE: ComplianceInfo = Object.freeze({
  menu: Object.freeze([]) as readonly string[],
  business: Object.freeze([]) as readonly string[],
  limit: Object.freeze({ au_redirect: false, is_sanction_country: false }),
});

/** Country-limit flags of the common data (spec §3). */
export interface CountryLimits {
  uk: boolean;
  italy: boolean;
  brazil: boolean;
  nl: boolean;
  hk: boolean;
  ltw: boolean;
  uzbekistan: boolean;
  withdrawOnly: boolean;
  blockedCountry: boolean;
  complianceTips: boolean;
}

export const NO_COUNTRY_LIMITS: CountryLimits = Object.freeze({
  uk: false,
  italy: false,
  brazil: false,
  nl: false,
  hk: false,
  ltw: false,
  uzbekistan: false,
  withdrawOnly: false,
  blockedCountry: false,
  complianceTips: false,
});

export interface PolicyEnv {
  /** The environment flag that turns the new (remote) menu system on; main site only. */
  newMenuFlag?: boolean;
  /** The visitor is in the EU (drives the cookie notice on sites other than eu). */
  euVisitor?: boolean;
}

export interface PolicyContext {
  site: SiteKey;
  user: PolicyUser;
  compliance?: ComplianceInfo;
  limits?: Partial<CountryLimits>;
  env?: PolicyEnv;
}

export interface PolicyDecision {
  shown: boolean;
  /** Short human reason: the first rule that hides the item, or 'shown'. */
  reason: string;
}

/** The compliance answer of a failed check with nothing kept: hide what compliance can hide. */
export const UNKNOWN_COMPLIANCE: ComplianceInfo = Object.freeze({ ...EMPTY_COMPLIANCE, unknown: true });

/** Whether the compliance response hides a feature key (menu list); an unknown answer hides every key. */
export function complianceHides(compliance: ComplianceInfo | undefined, key: string): boolean {
  return compliance?.unknown === true || (compliance?.menu.includes(key) ?? false);
}

/** Whether the compliance response sets a business flag; an unknown answer sets every flag. */
export function complianceFlag(compliance: ComplianceInfo | undefined, flag: string): boolean {
  return compliance?.unknown === true || (compliance?.business.includes(flag) ?? false);
}
