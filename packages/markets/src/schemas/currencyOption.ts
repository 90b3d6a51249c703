import { isListOf } from './shape';
import type { ShapeOf } from './shape';

/** Spec §3 "Currency option (pay with)". */
export interface CurrencyOption {
  fiat: string;
  bank_transfer: boolean;
  credit_card: boolean;
  p2p: boolean;
}

const currencyOptionShape: ShapeOf<CurrencyOption> = { fiat: 'string', bank_transfer: 'boolean', credit_card: 'boolean', p2p: 'boolean' };

/** What the persistent cache hands back must be a list of options (localStorage is shared with the whole origin). */
export const isCurrencyOptionList = isListOf(currencyOptionShape);
