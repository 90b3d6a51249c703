import { describe, expect, it } from 'vitest';
import * as C from './spec';

describe('spec §9 constants of the market lists', () => {
  it.each([
    ['SEARCH_DEBOUNCE_MS', 1000],
    ['ALPHA_PAGE_SIZE', 100],
    ['ALPHA_ROW_HEIGHT', 49],
    ['ALPHA_SKELETON_ROWS', 8],
    ['ADDRESS_SHORTEN_THRESHOLD', 8],
    ['MARKET_LIST_HEIGHT', 530],
    ['MARKET_ROW_HEIGHT', 58],
    ['MARKET_LIST_OVERSCAN', 9],
    ['VIEW_ALL_SCROLL_THRESHOLD', 450],
    ['SCROLL_DEBOUNCE_MS', 200],
    ['MARKET_SKELETON_ROWS', 10],
    ['PRE_MARKET_PAGE_SIZE', 100],
    ['FUTURES_REFRESH_MS', 600000],
    ['DELIVERY_DEDUPE_MS', 30000],
    ['IMAGE_QUALITY', 75],
  ] as const)('%s = %j', (name, value) => {
    expect(C[name]).toBe(value);
  });
});

describe('shortenAddress', () => {
  it.each([
    ['0x1234567890abcdef', '0x12...cdef'],
    ['12345678', '12345678'],
    ['123456789', '1234...6789'],
    ['', ''],
  ])('shortenAddress(%j) → %j', (input, out) => {
    expect(C.shortenAddress(input)).toBe(out);
  });
});
