import { EMPTY_COMPLIANCE, NO_COUNTRY_LIMITS } from '@shell/site-config';
import { VISITOR_USER_INFO } from '../schemas/userInfo';
import type { UserInfo } from '../schemas/userInfo';
import { EMPTY_COMMON_DATA } from '../schemas/commonData';
import { UNIFIED_ACCOUNT_DEFAULTS } from '../schemas/unifiedAccount';
import { buildPolicyContext } from './buildPolicyContext';

const MAIN_ACCOUNT: UserInfo = { ...VISITOR_USER_INFO, isLogin: true, uid: '1', tier_level: 3, kyc_status: 2, safe_level: 1, white_list_show: true };

describe('buildPolicyContext', () => {
  it('is a visitor with empty compliance and no limits when nothing is known yet', () => {
    expect(buildPolicyContext({ site: 'main' })).toEqual({
      site: 'main',
      user: { kind: 'visitor', hasSwitchTagCookie: false },
      compliance: EMPTY_COMPLIANCE,
      limits: NO_COUNTRY_LIMITS,
    });
  });

  it('maps a main account', () => {
    expect(buildPolicyContext({ site: 'jp', userInfo: MAIN_ACCOUNT }).user).toEqual({
      kind: 'user',
      tierLevel: 3,
      isTrial: false,
      kycStatus: 2,
      safeLevel: 1,
      whiteListShow: true,
      unifiedActive: false,
      openContracts: { usdt: false, btc: false },
      hasSwitchTagCookie: false,
    });
  });

  it('§6 "trial card badge if trial" and §4 "with open contracts": from is_vip_trial and futures_*_open; no safe_level, no safeLevel', () => {
    const { safe_level: _unknown, ...withoutSafeLevel } = MAIN_ACCOUNT;
    const user = buildPolicyContext({ site: 'main', userInfo: { ...withoutSafeLevel, is_vip_trial: true, futures_usdt_open: false, futures_btc_open: true } }).user;
    expect(user).toMatchObject({ isTrial: true, openContracts: { usdt: false, btc: true } });
    expect('safeLevel' in user).toBe(false);
  });

  it('maps a sub-account', () => {
    expect(buildPolicyContext({ site: 'main', userInfo: { ...MAIN_ACCOUNT, is_sub_account: true } }).user.kind).toBe('sub');
  });

  it('reads unifiedActive from first_open === false', () => {
    const unified = { ...UNIFIED_ACCOUNT_DEFAULTS, first_open: false };
    expect(buildPolicyContext({ site: 'main', userInfo: MAIN_ACCOUNT, unifiedAccountMode: unified }).user.unifiedActive).toBe(true);
    expect(buildPolicyContext({ site: 'main', userInfo: MAIN_ACCOUNT, unifiedAccountMode: UNIFIED_ACCOUNT_DEFAULTS }).user.unifiedActive).toBe(false);
  });

  it('detects the switch-tag cookie', () => {
    expect(buildPolicyContext({ site: 'main', userInfo: MAIN_ACCOUNT, cookies: 'a=1; switch_tag=abc' }).user.hasSwitchTagCookie).toBe(true);
    expect(buildPolicyContext({ site: 'main', cookies: 'switch_tag=' }).user.hasSwitchTagCookie).toBe(true);
    expect(buildPolicyContext({ site: 'main', cookies: 'xswitch_tag=1' }).user.hasSwitchTagCookie).toBe(false);
  });

  it('passes compliance, country limits and env through', () => {
    const compliance = { ...EMPTY_COMPLIANCE, menu: ['deposit'] };
    const commonData = { ...EMPTY_COMMON_DATA, countryLimits: { ...NO_COUNTRY_LIMITS, uk: true } };
    const ctx = buildPolicyContext({ site: 'uk', compliance, commonData, env: { newMenuFlag: true } });
    expect(ctx).toMatchObject({ compliance, limits: { uk: true }, env: { newMenuFlag: true } });
  });
});
