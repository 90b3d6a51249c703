import { describe, expect, it } from 'vitest';
import * as C from './spec';

describe('spec §9 constants of the header', () => {
  it.each([
    ['TIER_DECIMALS', 2],
    ['REFERRAL_BADGE_USDT', 20],
    ['COPY_HOVER_TIMEOUT_MS', 500],
    ['MARQUEE_PX_PER_UNIT', 200],
    ['EXPRESS_BUY_HIDDEN_FIAT', 'CNY'],
  ] as const)('%s = %j', (name, value) => {
    expect(C[name]).toBe(value);
  });

  it('§4 enumerations', () => {
    expect(C.BADGE_LABELS).toEqual(['New', 'HOT', '0 Fees', 'Gate Fun']);
    expect(C.TAG_KIND).toEqual({ customImage: 1, greenBackground: 2, fire: 3, liveImage: 4, vip: 5 });
    expect(C.PLATFORM_TYPE).toEqual({ all: 1, web: 2, h5: 3 });
    expect(C.LINK_TYPE).toEqual({ internal: 1, external: 2 });
    expect(C.LAYOUT).toEqual({ vertical: 1, horizontal: 2 });
    expect(C.STATUS_ICON).toEqual({ warning: 0, success: 1, progress: 2, error: 99 });
    expect(C.MOBILE_SETTINGS_MODAL).toEqual(['language', 'rate', 'riseTime', 'riseColor']);
  });
});

describe('helpers', () => {
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

  it('marquee duration = width / 200 * 3', () => {
    expect(C.marqueeDurationSeconds(400)).toBe(6);
    expect(C.marqueeDurationSeconds(1000)).toBe(15);
  });

  it('express buy hidden for CNY', () => {
    expect(C.showsExpressBuy('CNY')).toBe(false);
    expect(C.showsExpressBuy('cny')).toBe(false);
    expect(C.showsExpressBuy('USD')).toBe(true);
    expect(C.showsExpressBuy(null)).toBe(true);
  });

  it('"do not switch to fiat": on sets USD, off clears the fiat', () => {
    expect(C.setDoNotSwitchFiat(true)).toEqual({ fiat: 'USD' });
    expect(C.setDoNotSwitchFiat(false)).toEqual({ fiat: null });
  });
});
