import { describe, expect, it } from 'vitest';
import * as C from './constants';

describe('spec §9 constants', () => {
  it.each([
    ['MARKET_ROW_DRAWN_HEIGHT', 48],
    ['DROPDOWN_WIDTH', 1520],
    ['MENU_RETRIES', 3],
    ['MENU_RETRY_DELAY_MS', 1000],
    ['DEFAULT_FIAT', 'USD'],
    ['DEFAULT_BUY_CRYPTO', 'USDT'],
    ['BUILD_NUMBER', '20250923'],
    ['CURR_FIAT_COOKIE_MAX_AGE', 31536000],
    ['CURRENCY_COUNT', 2700],
    ['DISMISSED_NOTICE_STORAGE_KEY', 'global-notice'],
  ] as const)('%s = %j', (name, value) => {
    expect(C[name]).toBe(value);
  });

  it('structured constants', () => {
    expect(C.MESSAGE_TITLE_LINES).toEqual({ collapsed: 1, expanded: 3 });
    expect(C.MESSAGE_CONTENT_LINES).toEqual({ collapsed: 2, expanded: 7 });
    expect(C.REQUEST_TIMEOUT_MS).toEqual({ browser: 4000, server: 3000 });
    expect(C.SWITCH).toEqual({ close: '0', open: '1' });
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
});
