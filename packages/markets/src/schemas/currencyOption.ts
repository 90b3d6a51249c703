import { DEFAULT_FIAT } from '@shell/site-config';
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

const currencyOptionShape: ShapeOf<CurrencyOption> = { fiat: 'string', bank_transfer: 'boolean', credit_card: 'boolean', p2p: 'boolean' };

/** What the persistent cache hands back must be a list of options (localStorage is shared with the whole origin). */
export const isCurrencyOptionList = isListOf(currencyOptionShape);
