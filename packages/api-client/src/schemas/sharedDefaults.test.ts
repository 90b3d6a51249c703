import { describe, expect, it } from 'vitest';
import { commonDataData } from './commonData';
import { EMPTY_COMMON_DATA, UNIFIED_ACCOUNT_DEFAULTS, VISITOR_USER_INFO } from './sharedDefaults';
import { unifiedAccountModeData } from './unifiedAccount';
import { userInfoData } from './userInfo';

// The fallbacks are written out (sharedDefaults.ts imports no zod, so they load with the page while
// the schemas load with the first response). They must stay what the schemas make of an empty answer.
describe('the shared fallbacks are the schemas’ own defaults', () => {
  it('EMPTY_COMMON_DATA is common data parsed from the two required fields, empty', () => {
    expect(EMPTY_COMMON_DATA).toEqual(commonDataData.parse({ lang_list: {}, fiat_list: [] }));
  });

  it('VISITOR_USER_INFO is what a visitor answer parses to', () => {
    expect(userInfoData.parse({ isLogin: false })).toBe(VISITOR_USER_INFO);
    expect(Object.isFrozen(VISITOR_USER_INFO)).toBe(true);
  });

  it('UNIFIED_ACCOUNT_DEFAULTS is an empty unified-account answer', () => {
    expect(unifiedAccountModeData.parse({})).toEqual(UNIFIED_ACCOUNT_DEFAULTS);
  });
});
