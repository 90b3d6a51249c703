import { CURRENCY_COUNT, DEFAULT_FIAT, NO_COUNTRY_LIMITS } from '@shell/site-config';
import type { CommonData, UnifiedAccountMode, UserInfo } from './sharedTypes';

// The fallbacks of the shared calls, apart from their zod schemas: the components and the store
// read them at start-up, while the schemas load with the first response (`SchemaSource`), so
// zod is not part of a page's initial JS. Nothing here may import zod or a schema module.

/** The §8 fallback of common data: what the schema makes of `{ lang_list: {}, fiat_list: [] }` (a test holds the two equal). */
export const EMPTY_COMMON_DATA: CommonData = Object.freeze({
  sub_website_id: 0,
  lang_list: {},
  lang_prefix: '',
  fiat_list: [],
  curr_fiat: DEFAULT_FIAT,
  currency_count: CURRENCY_COUNT,
  defaultBuyCryptoFiat: DEFAULT_FIAT,
  defaultP2PFiat: DEFAULT_FIAT,
  curr_fiat_market_rates: {},
  isUKLimit: false,
  isItalyLimit: false,
  is_copper: false,
  is_phone: false,
  is_service_host: false,
  mockAuthorizeHost: '',
  userLandingPageCountry: '',
  countryLimits: { ...NO_COUNTRY_LIMITS },
  kyc_toast: false,
  limitCountryUserStatus: 0,
});

/** A visitor; also the §8 fallback of user info, so a failed call shows the logged-out header. */
export const VISITOR_USER_INFO: UserInfo = Object.freeze({
  isLogin: false,
  uid: '',
  nickname: '',
  user_avatar: '',
  user_nick: '',
  is_sub_account: false,
  white_list_show: false,
  curr_fiat: '',
  tier_level: 0,
  tier_next_progress: 0,
  tier_next_usdt: 0,
  tier_next_fiat: 0,
  tier_next_gt_min: 0,
  tier_next_gt_only: 0,
  tier_next_asset_only_usd: 0,
  tier_all_trade_usdt: 0,
  total_usd: 0,
  kyc_status: -1,
  is_vip_trial: false,
  futures_usdt_open: false,
  futures_btc_open: false,
});

/** The spec §3 defaults, also the §8 fallback. */
export const UNIFIED_ACCOUNT_DEFAULTS: UnifiedAccountMode = Object.freeze({
  mode: 'classic',
  support_unified: false,
  first_open: true,
  auto_borrow: false,
  auto_repay: false,
  settings: Object.freeze({ options: false, usdt_futures: false, spot_hedge: false, use_funding: false }),
}) as UnifiedAccountMode;
