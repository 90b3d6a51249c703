import { describe, expect, it } from 'vitest';
import { normalizeSpotRow, normalizeSpotRows, readStFlag } from './spot';
import { toSeconds } from '@shell/api-client/core';

const GOOD = ['ETH_USDT', 'Ethereum', '3120.5', '-1.25', '98765432', 10, 1, 'layer1,defi', '3160', 1758585600000, 5, 'false', 'https://x/eth.png'];

describe('normalizeSpotRow (spec §3 positional rows)', () => {
  it('maps every position to its typed field', () => {
    expect(normalizeSpotRow(GOOD)).toEqual({
      pair: 'ETH_USDT',
      curr_a: 'ETH',
      curr_b: 'USDT',
      name: 'ETH/USDT',
      full_name: 'Ethereum',
      rate: 3120.5,
      p_rate: 3160,
      rate_percent: -1.25,
      vol_b: 98765432,
      multiple: 10,
      enable_credit: true,
      symbol: 'layer1,defi',
      categories: ['layer1', 'defi'],
      trend: 'down',
      opening_time: 1758585600,
      cross_multiple: 5,
      isST: false,
      icon: 'https://x/eth.png',
      link: '/trade/ETH_USDT',
    });
  });

  it('reads trend up for zero and positive change', () => {
    expect(normalizeSpotRow(['A_USDT', '', '1', '0'])?.trend).toBe('up');
    expect(normalizeSpotRow(['A_USDT', '', '1', '0.01'])?.trend).toBe('up');
    expect(normalizeSpotRow(['A_USDT', '', '1', '-0.01'])?.trend).toBe('down');
  });

  it('defaults the optional positions of a short row', () => {
    const market = normalizeSpotRow(['a_usdt', 'A', 2, 3]);
    expect(market).toMatchObject({ pair: 'A_USDT', p_rate: 0, vol_b: 0, opening_time: 0, isST: false, icon: '', categories: [] });
  });

  it.each([
    ['not an array', { pair: 'BTC_USDT' }],
    ['no pair', [null, 'x', '1', '1']],
    ['pair without quote', ['BTCUSDT', 'x', '1', '1']],
    ['price not numeric', ['BTC_USDT', 'x', 'abc', '1']],
    ['percent missing', ['BTC_USDT', 'x', '1']],
  ])('returns null for a bad row: %s', (_label, row) => {
    expect(normalizeSpotRow(row)).toBeNull();
  });

  // Issue 21 M2: a name that is not a plausible market symbol never reaches a route.
  it.each(['.._USDT', 'BTC_..', '._.', '../_USDT', 'BTC_USDT/..', 'BTC_USDT?x=1', 'BTC_USDT#x', '%2E%2E_USDT'])('drops the row of pair %j', (pair) => {
    expect(normalizeSpotRow([pair, 'x', 1, 1])).toBeNull();
  });

  it('drops a pair with a ticker longer than 32 characters, keeps one of 32', () => {
    expect(normalizeSpotRow([`${'A'.repeat(33)}_USDT`, 'x', 1, 1])).toBeNull();
    expect(normalizeSpotRow([`BTC_${'B'.repeat(33)}`, 'x', 1, 1])).toBeNull();
    expect(normalizeSpotRow([`${'A'.repeat(32)}_USDT`, 'x', 1, 1])?.link).toBe(`/trade/${'A'.repeat(32)}_USDT`);
  });

  it('keeps tickers with dots next to letters or digits, with a plain /trade link', () => {
    expect(normalizeSpotRow(['1000.SATS_USDT', 'x', 1, 1])?.link).toBe('/trade/1000.SATS_USDT');
  });

  it('drops bad rows, keeps the rest and counts what it dropped', () => {
    const result = normalizeSpotRows([GOOD, 'junk', ['BTC_USDT', 'Bitcoin', '64000', '2'], [], null]);
    expect(result.items.map((m) => m.pair)).toEqual(['ETH_USDT', 'BTC_USDT']);
    expect(result.dropped).toBe(3);
    expect(result.samples).toHaveLength(3);
  });
});

describe('readStFlag', () => {
  it.each([
    ['false', false],
    [false, false],
    ['0', false],
    [0, false],
    ['', false],
    [undefined, false],
    ['true', true],
    [true, true],
    ['1', true],
    ['ST', true],
  ])('%j → %s', (value, expected) => {
    expect(readStFlag(value)).toBe(expected);
  });
});

describe('toSeconds', () => {
  it.each([
    [1758585600, 1758585600],
    [1758585600123, 1758585600],
    ['1758585600000', 1758585600],
    [0, 0],
    [-5, 0],
    ['soon', 0],
  ])('%j → %i', (value, expected) => {
    expect(toSeconds(value)).toBe(expected);
  });
});
