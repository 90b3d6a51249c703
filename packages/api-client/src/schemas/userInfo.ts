import * as z from 'zod/mini';
import { envelope, flag, isRecord, optNum, optStr, readFlag, str } from './primitives';
import { VISITOR_USER_INFO } from './sharedDefaults';
import type { UserInfo } from './sharedTypes';

export type { UserInfo } from './sharedTypes';

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
