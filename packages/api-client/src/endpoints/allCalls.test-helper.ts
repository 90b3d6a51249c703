import { CALLS } from './catalog';

/** Every call this package defines: the shared catalogue (tests only; features test their own). */
export const ALL_CALLS = { ...CALLS };
export type AnyCallId = keyof typeof ALL_CALLS;
export const ALL_CALL_IDS = Object.keys(ALL_CALLS) as AnyCallId[];
