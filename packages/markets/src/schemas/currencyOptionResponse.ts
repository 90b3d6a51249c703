import * as z from 'zod/mini';
import { isRecord, readText } from '@shell/api-client/core';
import { envelope, flag } from '@shell/api-client/schemas';
import type { CurrencyOption } from './currencyOption';

// The "Pay with" list's schema and row normalizer, apart from its types and default: the chooser
// is start-up code, but this module loads with its first request (a `SchemaSource`), so zod is not
// part of the page's initial JS.

const optionObject = z.object({ bank_transfer: flag(true), credit_card: flag(true), p2p: flag(true) });

/** One option; null when the row is unusable (not an object, or no fiat code). */
export function normalizeCurrencyOption(raw: unknown): CurrencyOption | null {
  if (!isRecord(raw)) return null;
  const fiat = readText(raw.fiat)?.trim().toUpperCase();
  if (!fiat) return null;
  return { fiat, ...optionObject.parse(raw) };
}

/** `data.list` must be an array; unusable rows are dropped, the rest kept. */
export const buyCryptoFiatListData = z.pipe(
  z.object({ list: z.array(z.unknown()) }),
  z.transform(({ list }) => list.map(normalizeCurrencyOption).filter((option): option is CurrencyOption => option !== null)),
);

/** GET /api/web/v1/site/buyCryptoFiatList: `{ code, data: { list: [{ fiat, bank_transfer, credit_card, p2p }] } }`. */
export const buyCryptoFiatListResponse = envelope(buyCryptoFiatListData);

