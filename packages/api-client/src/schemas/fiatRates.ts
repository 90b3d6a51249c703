import * as z from 'zod/mini';
import { envelope, isRecord, readNumber } from './primitives';

/** Fiat code → how many units of that fiat one USDT buys (`{ USD: 1, EUR: 0.92, … }`). */
export type FiatRates = Record<string, number>;

/** Keeps the positive numeric rates (numeric strings coerced); drops the rest. */
export function normalizeFiatRates(raw: Record<string, unknown>): FiatRates {
  const rates: FiatRates = {};
  for (const [fiat, value] of Object.entries(raw)) {
    const rate = readNumber(value);
    if (rate !== undefined && rate > 0) rates[fiat.toUpperCase()] = rate;
  }
  return rates;
}

export const fiatRatesData = z.pipe(z.custom<Record<string, unknown>>(isRecord, 'expected a rate map'), z.transform(normalizeFiatRates));

/** GET /api/web/v1/site/currFiatMarketRates: `{ code, data: { USD: "1", EUR: "0.9213", … } }`. */
export const fiatRatesResponse = envelope(fiatRatesData);
