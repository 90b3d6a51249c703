import * as z from 'zod/mini';
import { envelope, flag, isRecord, optNum, optStr, readFlag, str } from './primitives';
import { VISITOR_USER_INFO } from './sharedDefaults';

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

export { VISITOR_USER_INFO } from './sharedDefaults';

const loggedInUser = z.object({
  isLogin: z.literal(true),
  // A logged-in answer without a uid is not trustworthy: fail the parse, show the visitor header.
  uid: str(),
  nickname: optStr(),
  user_avatar: optStr(),
  user_nick: optStr(),
  is_sub_account: flag(false),
  white_list_show: flag(false),
  curr_fiat: optStr(),
  tier_level: optNum(0),
  tier_next_progress: optNum(0),
  tier_next_usdt: optNum(0),
  tier_next_fiat: optNum(0),
  tier_next_gt_min: optNum(0),
  tier_next_gt_only: optNum(0),
  tier_next_asset_only_usd: optNum(0),
  tier_all_trade_usdt: optNum(0),
  tier_all_trade_jpy: optNum(undefined),
  total_usd: optNum(0),
  kyc_status: optNum(-1),
  safe_level: optNum(undefined),
  is_vip_trial: flag(false),
  futures_usdt_open: flag(false),
  futures_btc_open: flag(false),
});

export const userInfoData = z.pipe(
  z.custom<Record<string, unknown>>(isRecord, 'expected user info object'),
  z.transform((raw, ctx): UserInfo => {
    // `isLogin` may arrive as 1/'1'/'true'; anything not truthy-looking is a visitor.
    if (readFlag(raw.isLogin) !== true) return VISITOR_USER_INFO;
    const parsed = loggedInUser.safeParse({ ...raw, isLogin: true });
    if (!parsed.success) {
      ctx.issues.push({ code: 'custom', message: 'invalid logged-in user info', input: raw });
      return z.NEVER;
    }
    // Optional fields are left out rather than set to undefined (exactOptionalPropertyTypes).
    const { tier_all_trade_jpy, safe_level, ...rest } = parsed.data;
    return {
      ...rest,
      ...(tier_all_trade_jpy === undefined ? {} : { tier_all_trade_jpy }),
      ...(safe_level === undefined ? {} : { safe_level }),
    };
  }),
);

/** GET user info: `{ code, data: { isLogin, uid, nickname, tier_level, … } }`. */
export const userInfoResponse = envelope(userInfoData);
