import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHELL_LOCALES } from '@shell/site-config';
import { isComplianceInfo } from '../cache/cachedShapes';
import { COUNTRY_LIMIT_FIELDS, commonDataResponse } from './commonData';
import type { CommonData } from './commonData';
import { complianceResponse } from './compliance';
import { fiatRatesResponse, normalizeFiatRates } from './fiatRates';
import { readFlag, readNumber, readText } from './primitives';
import { unifiedAccountModeResponse } from './unifiedAccount';
import type { UnifiedAccountMode } from './unifiedAccount';
import { userInfoResponse, VISITOR_USER_INFO } from './userInfo';
import type { UserInfo } from './userInfo';
import {
  anyValue,
  checkSchema,
  envelopeOf,
  flagValue,
  ok,
  textish,
  expectPlainData,
  listOf,
  RUNS,
  shaped,
} from '@shell/test-utils/hostile';

/**
 * Hostile input into every shared-call schema and normalizer (issue 8): arbitrary JSON, arbitrary
 * JS values and shaped-but-wrong bodies built from the real field names. Properties:
 * - `safeParse` / the normalizer never throws;
 * - what comes out is plain data satisfying the output type's invariants (hrefs passed `safeHref`,
 *   lists are lists, numbers finite, enumerations in range);
 * - normalizing twice equals once: the output, put back in the body's shape, parses to itself
 *   (or, where the output is not the input's shape, parsing it again is stable).
 */

const numberish = fc.oneof(fc.integer(), fc.double(), fc.integer().map(String), fc.constantFrom<unknown>('1.5', ' 7 ', '', 'abc', '1e3'));

describe('shared-call schemas never throw, keep their invariants and are idempotent', () => {
  it('common data: languages named, fiat codes upper-case, rates positive, limits boolean', () => {
    const fiatItem = shaped(['fiat', 'symbol'], { fiat: textish, symbol: textish });
    const data = shaped(
      ['lang_list', 'fiat_list', 'sub_website_id', 'lang_prefix', 'curr_fiat', 'currency_count', 'defaultBuyCryptoFiat', 'defaultP2PFiat',
        'curr_fiat_market_rates', 'is_copper', 'is_phone', 'is_service_host', 'mockAuthorizeHost', 'userLandingPageCountry', 'kyc_toast',
        'limitCountryUserStatus', ...Object.values(COUNTRY_LIMIT_FIELDS)],
      {
        lang_list: fc.dictionary(fc.oneof(fc.constantFrom(...SHELL_LOCALES), fc.string({ maxLength: 4 })), anyValue, { maxKeys: 5 }),
        fiat_list: listOf(fiatItem),
        curr_fiat_market_rates: fc.dictionary(fc.string({ maxLength: 4 }), numberish, { maxKeys: 4 }),
        sub_website_id: numberish,
        currency_count: numberish,
        isUKLimit: flagValue,
        isItalyLimit: flagValue,
        is_copper: flagValue,
      },
    );
    checkSchema<CommonData>({
      schema: commonDataResponse,
      body: envelopeOf(data),
      check: (out) => {
        for (const name of Object.values(out.lang_list)) expect(name).not.toBe('');
        for (const item of out.fiat_list) expect(item.fiat).toBe(item.fiat.trim().toUpperCase());
        for (const item of out.fiat_list) expect(item.fiat).not.toBe('');
        expect(out.curr_fiat).not.toBe('');
        for (const rate of Object.values(out.curr_fiat_market_rates)) expect(rate).toBeGreaterThan(0);
        for (const flag of Object.values(out.countryLimits)) expect(typeof flag).toBe('boolean');
        expect(out.isUKLimit).toBe(out.countryLimits.uk);
      },
      // The output carries `countryLimits` instead of the server's limit flags: not its own input shape.
      rewrap: ok,
      notOwnShape: true,
    });
  });

  it('compliance: menu and business are lists of strings, limits are booleans', () => {
    checkSchema({
      schema: complianceResponse,
      body: envelopeOf(
        shaped(['menu', 'business', 'limit'], {
          menu: fc.array(fc.oneof(textish, anyValue), { maxLength: 5 }),
          business: fc.oneof(fc.array(textish, { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 6 }), flagValue, { maxKeys: 4 })),
          limit: shaped(['au_redirect', 'is_sanction_country'], { au_redirect: flagValue, is_sanction_country: flagValue }),
        }),
      ),
      check: (out) => {
        expect(out.menu.every((key) => typeof key === 'string')).toBe(true);
        expect(out.business.every((key) => typeof key === 'string')).toBe(true);
        expect(typeof out.limit.au_redirect).toBe('boolean');
        expect(typeof out.limit.is_sanction_country).toBe('boolean');
        expect(isComplianceInfo(out)).toBe(true);
      },
      rewrap: ok,
    });
  });

  it('fiat rates: upper-case codes, positive finite rates', () => {
    checkSchema({
      schema: fiatRatesResponse,
      body: envelopeOf(fc.dictionary(fc.oneof(fc.constantFrom('USD', 'eur', 'Try', '__proto__', 'constructor'), fc.string({ maxLength: 5 })), numberish, { maxKeys: 6 })),
      check: (out) => {
        for (const [fiat, rate] of Object.entries(out)) {
          expect(fiat).toBe(fiat.toUpperCase());
          expect(rate).toBeGreaterThan(0);
        }
      },
      rewrap: ok,
    });
  });

  it('unified account mode: a known mode and boolean switches', () => {
    checkSchema<UnifiedAccountMode>({
      schema: unifiedAccountModeResponse,
      body: envelopeOf(
        shaped(['mode', 'support_unified', 'first_open', 'auto_borrow', 'auto_repay', 'settings'], {
          mode: fc.constantFrom<unknown>('classic', 'single_currency', 'multi_currency', 'portfolio', 1),
          first_open: flagValue,
          settings: shaped(['options', 'usdt_futures', 'spot_hedge', 'use_funding'], { options: flagValue, spot_hedge: flagValue }),
        }),
      ),
      check: (out) => {
        expect(['classic', 'single_currency', 'multi_currency']).toContain(out.mode);
        const flags = [out.support_unified, out.first_open, out.auto_borrow, out.auto_repay, ...Object.values(out.settings)];
        expect(flags.every((flag) => typeof flag === 'boolean')).toBe(true);
      },
      rewrap: ok,
    });
  });

  it('user info: a visitor is exactly the visitor record; a logged-in user has a uid and finite numbers', () => {
    const fields = Object.keys(VISITOR_USER_INFO).concat('tier_all_trade_jpy');
    checkSchema<UserInfo>({
      schema: userInfoResponse,
      body: envelopeOf(
        shaped(fields, {
          isLogin: fc.constantFrom<unknown>(true, 1, '1', 'true', false, 0, 'yes'),
          uid: textish,
          tier_level: numberish,
          tier_next_progress: numberish,
          tier_all_trade_jpy: numberish,
        }),
      ),
      check: (out) => {
        if (!out.isLogin) {
          expect(out).toEqual(VISITOR_USER_INFO);
          return;
        }
        expect(typeof out.uid).toBe('string');
        expect(Object.keys(out).every((key) => fields.includes(key))).toBe(true);
      },
      rewrap: ok,
    });
  });

});

// ---------------------------------------------------------------------------------------------
// Normalizers outside zod

describe('normalizers never throw, keep their invariants and are idempotent', () => {
  it('fiat rates: twice = once', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(numberish, anyValue), { maxKeys: 6 }), (raw) => {
        const once = normalizeFiatRates(raw);
        expectPlainData(once);
        expect(normalizeFiatRates(once)).toEqual(once);
      }),
      { numRuns: RUNS },
    );
  });

  it('field readers: a number is finite, a text is a string, a flag is a boolean — or undefined; readers are idempotent', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const n = readNumber(value);
        if (n !== undefined) {
          expect(Number.isFinite(n)).toBe(true);
          expect(readNumber(n)).toBe(n);
        }
        const t = readText(value);
        if (t !== undefined) expect(readText(t)).toBe(t);
        const f = readFlag(value);
        if (f !== undefined) expect(readFlag(f)).toBe(f);
      }),
      { numRuns: RUNS * 3 },
    );
  });
});
