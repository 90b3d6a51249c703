import { createRng } from '../rng';
import type { MockDomainContext, MockRoute, MockState } from '../route';
import { MOCK_NICKNAME_PARTS } from './fixtures';
import { ok, SITE_FIAT } from './ok';

interface MockAccount {
  uid: number;
  nickname: string;
  totalUsd: number;
  tradeUsdt: number;
}

/** A stable number of a name (FNV-1a), so a named user keeps their uid across runs. */
function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function seededAccount(seed: number): MockAccount {
  const rng = createRng(seed ^ 0x05e7);
  return {
    uid: rng.int(10_000_000, 39_999_999),
    nickname: `${rng.pick(MOCK_NICKNAME_PARTS.prefixes)}${rng.pick(MOCK_NICKNAME_PARTS.suffixes)}${rng.int(10, 99)}`,
    totalUsd: rng.float(12_000, 95_000, 2),
    tradeUsdt: rng.float(1_200_000, 4_800_000, 2),
  };
}

/**
 * The three mock users: visitor; `user` = main account, VIP 3, KYC 2, safe level 2, on the
 * white list; `sub` = a sub-account of it (tier 0, not on the white list).
 */
function userInfo(state: MockState, base: MockAccount) {
  if (state.user === 'visitor') return ok({ isLogin: false });
  const account = state.name === undefined ? base : namedAccount(state.name);
  const sub = state.user === 'sub';
  return ok({
    isLogin: true,
    uid: sub ? account.uid + 1 : account.uid,
    nickname: sub ? `${account.nickname}_sub1` : account.nickname,
    // A named user has an avatar of their own: their page's HTML names them even where only the avatar shows.
    user_avatar: `https://static.gate.example/avatar/${state.name ?? (sub ? 'sub' : 'main')}.png`,
    user_nick: sub ? `${account.nickname}_sub1` : account.nickname,
    is_sub_account: sub ? 1 : 0,
    white_list_show: !sub,
    curr_fiat: SITE_FIAT[state.site] ?? 'USD',
    tier_level: sub ? 0 : 3,
    tier_next_progress: sub ? '0' : '62.5',
    tier_next_usdt: '5000000',
    tier_next_fiat: '5000000',
    tier_next_gt_min: '1000',
    tier_next_gt_only: '2000',
    tier_next_asset_only_usd: '1000000',
    tier_all_trade_usdt: String(account.tradeUsdt),
    // Japan reports volume in yen as well (spec §3).
    ...(state.site === 'jp' ? { tier_all_trade_jpy: String(Math.round(account.tradeUsdt * 151.2)) } : {}),
    total_usd: String(account.totalUsd),
    kyc_status: 2,
    safe_level: 2,
    // The main-site main account (unified, see unifiedAccountMode) has an open USDT contract account.
    futures_usdt_open: state.user === 'user' && state.site === 'main' ? 1 : 0,
    futures_btc_open: 0,
  });
}

/** A named user (mock session cookie): a main account with its own uid and the name as nickname. */
function namedAccount(name: string): MockAccount {
  return { ...seededAccount(nameHash(name)), nickname: name };
}

/** userInfo, unifiedAccountMode. */
export function createUserRoutes({ seed }: MockDomainContext): MockRoute[] {
  const base = seededAccount(seed);
  return [
    {
      call: 'userInfo',
      resolve: ({ state }) => userInfo(state, base),
      invalidBody: () => ok({ isLogin: true, uid: { id: 1 } }),
    },
    {
      call: 'unifiedAccountMode',
      signedIn: true,
      resolve: ({ state }) => {
        // The main-site main account has opened the unified account; everyone else is classic.
        const unified = state.user === 'user' && state.site === 'main';
        return ok({
          mode: unified ? 'multi_currency' : 'classic',
          support_unified: state.site === 'main',
          first_open: !unified,
          auto_borrow: unified,
          auto_repay: unified,
          settings: { options: unified, usdt_futures: unified, spot_hedge: false, use_funding: unified },
        });
      },
      invalidBody: () => ok('multi_currency'),
    },
  ];
}
