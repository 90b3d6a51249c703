import { REMINDER_CALLS } from '../herald/calls';
import { CALLS } from './catalog';

/** Every call this package still defines, across the shared and reminder catalogues (tests only). */
export const ALL_CALLS = { ...CALLS, ...REMINDER_CALLS };
export type AnyCallId = keyof typeof ALL_CALLS;
export const ALL_CALL_IDS = Object.keys(ALL_CALLS) as AnyCallId[];
