import * as z from 'zod/mini';
import { DEFAULT_FIAT } from '@shell/site-config';
import { envelope, flag, isRecord, readText } from '@shell/api-client/core';
import { isListOf } from './shape';
import type { ShapeOf } from './shape';

/** Spec §3 "Currency option (pay with)". */
export interface CurrencyOption {
  fiat: string;
  bank_transfer: boolean;
  credit_card: boolean;
  p2p: boolean;
}

/** The option the "Pay with" chooser starts from when nothing is chosen (spec §3: USD, all true). */
export const DEFAULT_CURRENCY_OPTION: CurrencyOption = Object.freeze({
  fiat: DEFAULT_FIAT,
  bank_transfer: true,
  credit_card: true,
  p2p: true,
});

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

const currencyOptionShape: ShapeOf<CurrencyOption> = { fiat: 'string', bank_transfer: 'boolean', credit_card: 'boolean', p2p: 'boolean' };

/** What the persistent cache hands back must be a list of options (localStorage is shared with the whole origin). */
export const isCurrencyOptionList = isListOf(currencyOptionShape);
