import { MARKET_CALLS } from '../markets/calls';
import { CALLS } from './catalog';

/** Every call this package still defines, across the shared and market catalogues (tests only). */
export const ALL_CALLS = { ...CALLS, ...MARKET_CALLS };
export type AnyCallId = keyof typeof ALL_CALLS;
export const ALL_CALL_IDS = Object.keys(ALL_CALLS) as AnyCallId[];
