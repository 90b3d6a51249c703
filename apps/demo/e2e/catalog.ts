// Every call the demo's mock backend answers, from the package sources (the demo's tests never
// need a package build, and the lists are never retyped here).
import { CALLS } from '../../../packages/api-client/src/endpoints/catalog';
import { MARKET_CALLS } from '../../../packages/markets/src/api/calls';
import { PAY_WITH_CALLS } from '../../../packages/markets/src/pay-with/calls';
import { REMINDER_CALLS } from '../../../packages/reminder/src/api/calls';
import { HEADER_CALLS } from '../../../packages/header/src/data/calls';

export const ALL_CALLS = { ...CALLS, ...HEADER_CALLS, ...MARKET_CALLS, ...PAY_WITH_CALLS, ...REMINDER_CALLS };
export type AnyCallId = keyof typeof ALL_CALLS;
export const ALL_CALL_IDS = Object.keys(ALL_CALLS) as AnyCallId[];
