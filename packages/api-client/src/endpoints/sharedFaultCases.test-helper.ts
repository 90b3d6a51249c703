// Test-only (never exported from the package): the fault-matrix rows of the shared calls, used
// by sharedFaults.test.ts and the coverage check faultCoverage.test.ts.
import type { ShellStore } from '../store';
import type { AnyCallId } from './allCalls.test-helper';
import { UNKNOWN_COMPLIANCE } from '@shell/site-config';
import { EMPTY_COMMON_DATA } from '../schemas/commonData';
import { VISITOR_USER_INFO } from '../schemas/userInfo';
import { UNIFIED_ACCOUNT_DEFAULTS } from '../schemas/unifiedAccount';
import { shellDataApi } from './sharedData';
import { runQuery } from '@shell/test-utils';

/** Runs one call on a fresh store and resolves with its data. */
type Run = (store: ShellStore) => Promise<unknown>;

const query =
  (run: (store: ShellStore) => Parameters<typeof runQuery>[0]): Run =>
  (store) =>
    runQuery(run(store));

export interface SharedFaultCase {
  call: AnyCallId;
  source: string;
  run: Run;
  fallback: unknown;
}

/** Every shared call, with its spec §8 fallback. */
export const SHARED_FAULT_CASES: readonly SharedFaultCase[] = [
  { call: 'commonData', source: 'getCommonData', run: query((s) => s.dispatch(shellDataApi.endpoints.getCommonData.initiate())), fallback: EMPTY_COMMON_DATA },
  { call: 'userInfo', source: 'getUserInfo', run: query((s) => s.dispatch(shellDataApi.endpoints.getUserInfo.initiate())), fallback: VISITOR_USER_INFO },
  { call: 'complianceCheck', source: 'getComplianceCheck', run: query((s) => s.dispatch(shellDataApi.endpoints.getComplianceCheck.initiate())), fallback: UNKNOWN_COMPLIANCE },
  { call: 'currFiatMarketRates', source: 'getCurrFiatMarketRates', run: query((s) => s.dispatch(shellDataApi.endpoints.getCurrFiatMarketRates.initiate())), fallback: {} },
  { call: 'unifiedAccountMode', source: 'getUnifiedAccountMode', run: query((s) => s.dispatch(shellDataApi.endpoints.getUnifiedAccountMode.initiate())), fallback: UNIFIED_ACCOUNT_DEFAULTS },
];
