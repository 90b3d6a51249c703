// The shared data's types, apart from their zod schemas and their fallbacks: the zod-free
// fallbacks (`sharedDefaults.ts`, start-up code) and the schema modules (loaded with a response)
// both import them.
import type { CountryLimits } from '@shell/site-config';
import type { FiatRates } from './fiatRates';

/**
 * Spec §3 "User info", normalised. A visitor is `isLogin: false` with empty fields; that is also
 * the §8 fallback, so a failed call shows the logged-out header rather than a broken one.
 * `clientLoading` of the spec is the query's loading state, not server data (see `useUserInfo`).
 */
export interface UserInfo {
  isLogin: boolean;
  uid: string;
  nickname: string;
  user_avatar: string;
  user_nick: string;
  is_sub_account: boolean;
  white_list_show: boolean;
  curr_fiat: string;
  tier_level: number;
  /** Percent, 0–100. */
  tier_next_progress: number;
  tier_next_usdt: number;
  tier_next_fiat: number;
  tier_next_gt_min: number;
  tier_next_gt_only: number;
  tier_next_asset_only_usd: number;
  tier_all_trade_usdt: number;
  /** Japan only; undefined elsewhere. */
  tier_all_trade_jpy?: number;
  total_usd: number;
  /** -1 when unknown: no KYC icon (spec §3). */
  kyc_status: number;
  /**
   * Account security level; undefined when the server does not send one (no "too weak" notice:
   * spec §8 shows it for `safe_level <= 1`, an unknown level is not a weak one).
   */
  safe_level?: number;
  /**
   * The VIP tier is a trial card (spec §6 "trial card badge if trial"). Field `is_vip_trial`
   * (1/'1'/true), our choice: the spec's user-info list names no trial field.
   */
  is_vip_trial: boolean;
  /**
   * Open futures contract accounts (spec §4 "With open contracts, order links go to
   * futures_trade?type=usdt or type=btc"). Fields `futures_usdt_open` and `futures_btc_open`
   * (flags), our choice: the spec does not show where open contracts come from.
   */
  futures_usdt_open: boolean;
  futures_btc_open: boolean;
}

export interface FiatListItem {
  fiat: string;
  symbol: string;
}

/** Spec §3 "Common data", normalised, with every default applied. */
export interface CommonData {
  sub_website_id: number;
  /** Language code → native name. */
  lang_list: Record<string, string>;
  lang_prefix: string;
  fiat_list: FiatListItem[];
  curr_fiat: string;
  currency_count: number;
  defaultBuyCryptoFiat: string;
  defaultP2PFiat: string;
  curr_fiat_market_rates: FiatRates;
  isUKLimit: boolean;
  isItalyLimit: boolean;
  is_copper: boolean;
  is_phone: boolean;
  is_service_host: boolean;
  mockAuthorizeHost: string;
  userLandingPageCountry: string;
  /** The country-limit flags, in site-config's shape (policy input). */
  countryLimits: CountryLimits;
  kyc_toast: boolean;
  limitCountryUserStatus: number;
}

export type UnifiedAccountModeName = 'classic' | 'single_currency' | 'multi_currency';

export interface UnifiedAccountSettings {
  options: boolean;
  usdt_futures: boolean;
  spot_hedge: boolean;
  use_funding: boolean;
}

/** Spec §3 "Unified account". `first_open === false` means the unified account is active (§4). */
export interface UnifiedAccountMode {
  mode: UnifiedAccountModeName;
  support_unified: boolean;
  first_open: boolean;
  auto_borrow: boolean;
  auto_repay: boolean;
  settings: UnifiedAccountSettings;
}
