import * as z from 'zod/mini';
import type { CountryLimits } from '@shell/site-config';
import { CURRENCY_COUNT, DEFAULT_FIAT } from '@shell/site-config';
import { normalizeFiatRates } from './fiatRates';
import type { CommonData, FiatListItem } from './sharedTypes';
import { envelope, flag, isRecord, optNum, optStr, readFlag, readText } from './primitives';

/**
 * The server's flag name for each country limit. `isUKLimit` and `isItalyLimit` are named by the
 * spec; the others are our choice (README).
 */
export const COUNTRY_LIMIT_FIELDS: Readonly<Record<keyof CountryLimits, string>> = Object.freeze({
  uk: 'isUKLimit',
  italy: 'isItalyLimit',
  brazil: 'isBrazilLimit',
  nl: 'isNLLimit',
  hk: 'isHKLimit',
  ltw: 'isLTWLimit',
  uzbekistan: 'isUzbekistanLimit',
  withdrawOnly: 'isWithdrawOnly',
  blockedCountry: 'isBlockedCountry',
  complianceTips: 'showComplianceTips',
});

function readCountryLimits(raw: Record<string, unknown>): CountryLimits {
  const limits = {} as CountryLimits;
  for (const key of Object.keys(COUNTRY_LIMIT_FIELDS) as (keyof CountryLimits)[]) {
    limits[key] = readFlag(raw[COUNTRY_LIMIT_FIELDS[key]]) ?? false;
  }
  return limits;
}

function readLangList(raw: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [code, name] of Object.entries(raw)) if (typeof name === 'string' && name) out[code] = name;
  return out;
}

function readFiatList(raw: readonly unknown[]): FiatListItem[] {
  const out: FiatListItem[] = [];
  for (const item of raw) {
    if (!isRecord(item)) continue;
    const fiat = readText(item.fiat)?.trim().toUpperCase();
    if (fiat) out.push({ fiat, symbol: readText(item.symbol) ?? '' });
  }
  return out;
}

/** `lang_list` (object) and `fiat_list` (array) are required: without them the chooser is broken. */
export const commonDataData = z.pipe(
  z.looseObject({
    lang_list: z.custom<Record<string, unknown>>(isRecord, 'expected lang_list object'),
    fiat_list: z.array(z.unknown()),
    sub_website_id: optNum(0),
    lang_prefix: optStr(),
    curr_fiat: optStr(DEFAULT_FIAT),
    currency_count: optNum(CURRENCY_COUNT),
    defaultBuyCryptoFiat: optStr(DEFAULT_FIAT),
    defaultP2PFiat: optStr(DEFAULT_FIAT),
    curr_fiat_market_rates: z.optional(z.unknown()),
    is_copper: flag(false),
    is_phone: flag(false),
    is_service_host: flag(false),
    mockAuthorizeHost: optStr(),
    userLandingPageCountry: optStr(),
    kyc_toast: flag(false),
    limitCountryUserStatus: optNum(0),
  }),
  z.transform((raw): CommonData => {
    const countryLimits = readCountryLimits(raw);
    return {
      sub_website_id: raw.sub_website_id,
      lang_list: readLangList(raw.lang_list),
      lang_prefix: raw.lang_prefix,
      fiat_list: readFiatList(raw.fiat_list),
      curr_fiat: raw.curr_fiat || DEFAULT_FIAT,
      currency_count: raw.currency_count,
      defaultBuyCryptoFiat: raw.defaultBuyCryptoFiat || DEFAULT_FIAT,
      defaultP2PFiat: raw.defaultP2PFiat || DEFAULT_FIAT,
      curr_fiat_market_rates: isRecord(raw.curr_fiat_market_rates) ? normalizeFiatRates(raw.curr_fiat_market_rates) : {},
      isUKLimit: countryLimits.uk,
      isItalyLimit: countryLimits.italy,
      is_copper: raw.is_copper,
      is_phone: raw.is_phone,
      is_service_host: raw.is_service_host,
      mockAuthorizeHost: raw.mockAuthorizeHost,
      userLandingPageCountry: raw.userLandingPageCountry,
      countryLimits,
      kyc_toast: raw.kyc_toast,
      limitCountryUserStatus: raw.limitCountryUserStatus,
    };
  }),
);

export { EMPTY_COMMON_DATA } from './sharedDefaults';
export type { CommonData, FiatListItem } from './sharedTypes';

/** GET common data: `{ code, data: { sub_website_id, lang_list, fiat_list, curr_fiat, … } }`. */
export const commonDataResponse = envelope(commonDataData);
