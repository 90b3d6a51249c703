import { useCallback, useMemo } from 'react';
import type { FiatListItem } from '../schemas/commonData';
import type { FiatRates } from '../schemas/fiatRates';
import { useGetCommonDataQuery, useGetCurrFiatMarketRatesQuery } from '../endpoints/sharedData';
import { useShellSelector } from '../react/hooks';

/** How shell prices are shown: in the quote currency, or converted into the chosen fiat. */
export interface FiatDisplay {
  /** The fiat prices are converted into, or null when prices stay in their quote currency. */
  fiat: string | null;
  /** The fiat's symbol from common data's `fiat_list` (e.g. `$`, `€`), or '' when unknown. */
  symbol: string;
  /** USDT amount → the chosen fiat; null when there is no fiat or no usable rate for it. */
  convert: (usdtValue: number) => number | null;
}

/** Pure conversion: `value` USDT in `fiat`, or null when the rate is missing. */
export function convertUsdt(value: number, fiat: string, rates: FiatRates): number | null {
  const rate = rates[fiat.toUpperCase()];
  return rate !== undefined && Number.isFinite(value) ? value * rate : null;
}

export function fiatSymbol(fiat: string | null, list: readonly FiatListItem[]): string {
  if (!fiat) return '';
  return list.find((item) => item.fiat.toUpperCase() === fiat.toUpperCase())?.symbol ?? '';
}

/**
 * The display fiat of the session: prices convert when the currency-rate flag is open and a fiat
 * is chosen (spec §3/§4), with `curr_fiat_market_rates`. The rates are only requested then.
 */
export function useFiatDisplay(): FiatDisplay {
  const { fiat, currencyRateOpen } = useShellSelector((state) => state.shellSession);
  const active = currencyRateOpen && fiat !== null ? fiat : null;
  const { data: rates } = useGetCurrFiatMarketRatesQuery(undefined, { skip: active === null });
  const { data: common } = useGetCommonDataQuery(undefined, { skip: active === null });
  const convert = useCallback((value: number) => (active && rates ? convertUsdt(value, active, rates) : null), [active, rates]);
  return useMemo(() => ({ fiat: active, symbol: fiatSymbol(active, common?.fiat_list ?? []), convert }), [active, common, convert]);
}
