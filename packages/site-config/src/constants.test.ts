import { describe, expect, it } from 'vitest';
import * as C from './constants';

describe('spec §9 constants', () => {
  it.each([
    ['REMINDER_PAGE_SIZE_DROPDOWN', 20],
    ['REMINDER_PAGE_SIZE_DEFAULT', 10],
    ['UNREAD_BADGE_MAX', 99],
    ['SEARCH_DEBOUNCE_MS', 1000],
    ['ALPHA_ROW_HEIGHT', 49],
    ['ALPHA_SKELETON_ROWS', 8],
    ['ADDRESS_SHORTEN_THRESHOLD', 8],
    ['UNREAD_POLL_MS', 300000],
    ['UNREAD_POLL_INITIAL_DELAY_MS', 60000],
    ['COPY_HOVER_TIMEOUT_MS', 500],
    ['MARKET_LIST_HEIGHT', 530],
    ['MARKET_ROW_HEIGHT', 58],
    ['MARKET_ROW_DRAWN_HEIGHT', 48],
    ['MARKET_LIST_OVERSCAN', 9],
    ['VIEW_ALL_SCROLL_THRESHOLD', 450],
    ['SCROLL_DEBOUNCE_MS', 200],
    ['MARKET_SKELETON_ROWS', 10],
    ['TIER_DECIMALS', 2],
    ['DROPDOWN_WIDTH', 1520],
    ['COOKIE_NOTICE_REPROMPT_DAYS', 90],
    ['NAV_SCROLL_STEP', 180],
    ['NAV_ARROW_RECHECK_MS', 100],
    ['FUTURES_REFRESH_MS', 600000],
    ['DELIVERY_DEDUPE_MS', 30000],
    ['MENU_RETRIES', 3],
    ['MENU_RETRY_DELAY_MS', 1000],
    ['REFERRAL_BADGE_USDT', 20],
    ['DEFAULT_FIAT', 'USD'],
    ['DEFAULT_BUY_CRYPTO', 'USDT'],
    ['DEFAULT_CACHE_TIME', 60],
    ['PRE_MARKET_PAGE_SIZE', 100],
    ['ALPHA_PAGE_SIZE', 100],
    ['BUILD_NUMBER', '20250923'],
    ['IMAGE_QUALITY', 75],
    ['APP_QR_SIZE', 137],
    ['CURR_FIAT_COOKIE_MAX_AGE', 31536000],
    ['MARQUEE_PX_PER_UNIT', 200],
    ['CURRENCY_COUNT', 2700],
    ['DISMISSED_NOTICE_STORAGE_KEY', 'global-notice'],
  ] as const)('%s = %j', (name, value) => {
    expect(C[name]).toBe(value);
  });

  it('structured constants', () => {
    expect(C.MESSAGE_TITLE_LINES).toEqual({ collapsed: 1, expanded: 3 });
    expect(C.MESSAGE_CONTENT_LINES).toEqual({ collapsed: 2, expanded: 7 });
    expect(C.BREAKPOINTS).toEqual({ mobileMax: 767.9, tablet: 768, desktop: 992, wideMax: 1439, wide: 1440, halfScreen: 414 });
    expect(C.REQUEST_TIMEOUT_MS).toEqual({ browser: 4000, server: 3000 });
    expect(C.BADGE_LABELS).toEqual(['New', 'HOT', '0 Fees', 'Gate Fun']);
    expect(C.TAG_KIND).toEqual({ customImage: 1, greenBackground: 2, fire: 3, liveImage: 4, vip: 5 });
    expect(C.PLATFORM_TYPE).toEqual({ all: 1, web: 2, h5: 3 });
    expect(C.LINK_TYPE).toEqual({ internal: 1, external: 2 });
    expect(C.LAYOUT).toEqual({ vertical: 1, horizontal: 2 });
    expect(C.SWITCH).toEqual({ close: '0', open: '1' });
    expect(C.STATUS_ICON).toEqual({ warning: 0, success: 1, progress: 2, error: 99 });
    expect(Object.values(C.CACHE_NAMES)).toEqual([
      'menu_web_trade_v2',
      'all_market_v2',
      'apiFutureContracts_v2',
      'options_data',
      'preMarket_v2',
      'pilot_market_data',
      'alpha_market_data_v2',
      'buy_crypto_fiat_setting_v2',
    ]);
  });
});

describe('helpers', () => {
  it('cacheKey: main plain, other sub sites append their id', () => {
    expect(C.cacheKey(C.CACHE_NAMES.allMarket, 'main')).toBe('all_market_v2');
    expect(C.cacheKey(C.CACHE_NAMES.allMarket, 'us')).toBe('all_market_v2_232');
    expect(C.cacheKey('options_data', 'tr')).toBe('options_data_177');
    expect(C.cacheKey('options_data', 'testnet')).toBe('options_data_99');
  });

  it.each([
    ['0x1234567890abcdef', '0x12...cdef'],
    ['12345678', '12345678'],
    ['123456789', '1234...6789'],
    ['', ''],
  ])('shortenAddress(%j) → %j', (input, out) => {
    expect(C.shortenAddress(input)).toBe(out);
  });

  it.each([
    [5, '5.00'],
    [12.345, '12.35'],
    ['7.1', '7.10'],
    [undefined, '0.00'],
    ['abc', '0.00'],
    [null, '0.00'],
  ] as const)('formatTierProgress(%j) → %s', (input, out) => {
    expect(C.formatTierProgress(input)).toBe(out);
  });

  it('unread badge caps at 99+', () => {
    expect(C.formatUnreadBadge(0)).toBe('');
    expect(C.formatUnreadBadge(5)).toBe('5');
    expect(C.formatUnreadBadge(99)).toBe('99');
    expect(C.formatUnreadBadge(100)).toBe('99+');
  });

  it('marquee duration = width / 200 * 3', () => {
    expect(C.marqueeDurationSeconds(400)).toBe(6);
    expect(C.marqueeDurationSeconds(1000)).toBe(15);
  });

  it('copyright years run from the start year to now', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(C.copyrightYears('main', now)).toEqual({ from: 2013, to: 2026 });
    expect(C.copyrightYears('tr', now)).toEqual({ from: 2022, to: 2026 });
    expect(C.copyrightYears('us', new Date('2020-01-01T00:00:00Z'))).toEqual({ from: 2024, to: 2024 });
  });

  it('cookie notice re-prompts after 90 days', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const day = 86_400_000;
    expect(C.cookieNoticeDue(undefined, now)).toBe(true);
    expect(C.cookieNoticeDue(now.getTime() - 89 * day, now)).toBe(false);
    expect(C.cookieNoticeDue(now.getTime() - 91 * day, now)).toBe(true);
  });

  it('express buy hidden for CNY', () => {
    expect(C.showsExpressBuy('CNY')).toBe(false);
    expect(C.showsExpressBuy('cny')).toBe(false);
    expect(C.showsExpressBuy('USD')).toBe(true);
    expect(C.showsExpressBuy(null)).toBe(true);
  });
});
