import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyValue, envelopeOf, expectPlainData, flagValue, hostileBody, listOf, parseOrUndefined, RUNS, shaped, textish } from '@shell/test-utils/hostile';
import { isCurrencyOptionList } from './currencyOption';
import { buyCryptoFiatListResponse, normalizeCurrencyOption } from './currencyOptionResponse';
import type { CurrencyOption } from './currencyOption';

/**
 * Hostile input into the "Pay with" fiat list's schema and normalizer (issue 8): the parse never
 * throws, what comes out is plain data of the cached shape, and normalizing twice equals once.
 */

const option = shaped(['fiat', 'bank_transfer', 'credit_card', 'p2p'], { fiat: textish, bank_transfer: flagValue, credit_card: flagValue, p2p: flagValue });

function expectOptions(out: CurrencyOption[]): void {
  expect(isCurrencyOptionList(out)).toBe(true);
  for (const item of out) {
    expect(item.fiat).not.toBe('');
    expect(item.fiat).toBe(item.fiat.trim().toUpperCase());
    expect([item.bank_transfer, item.credit_card, item.p2p].every((flag) => typeof flag === 'boolean')).toBe(true);
  }
}

describe('the buy-crypto fiat list (pay with) under hostile input', () => {
  it('fiat codes upper-case and non-empty, options boolean; parsing the output again gives it back', () => {
    let successes = 0;
    fc.assert(
      fc.property(hostileBody(envelopeOf(shaped(['list'], { list: listOf(option) }))), (input) => {
        const out = parseOrUndefined(buyCryptoFiatListResponse, input);
        if (out === undefined) return;
        successes++;
        expectPlainData(out);
        expectOptions(out);
        expect(parseOrUndefined(buyCryptoFiatListResponse, { code: 200, data: { list: out } })).toEqual(out);
      }),
      { numRuns: RUNS },
    );
    // The shaped bodies must reach the success path, or the property proves nothing.
    expect(successes).toBeGreaterThan(RUNS / 20);
  });

  it('currency option: twice = once', () => {
    fc.assert(
      fc.property(fc.oneof(shaped(['fiat', 'bank_transfer', 'credit_card', 'p2p'], { fiat: textish, p2p: flagValue }), anyValue), (raw) => {
        const once = normalizeCurrencyOption(raw);
        if (once === null) return;
        expectPlainData(once);
        expect(normalizeCurrencyOption(once)).toEqual(once);
      }),
      { numRuns: RUNS },
    );
  });
});
