import { describe, expect, it } from 'vitest';
import { shellApi } from '../shellApi';
import { createMockBackend, FAULT_KINDS } from '@shell/mocks';
import { FAULT_LOG_REASON } from '@shell/test-utils';
import { ALL_CALL_IDS as CALL_IDS, ALL_CALLS as CALLS } from './allCalls.test-helper';
import type { AnyCallId as CallId } from './allCalls.test-helper';
import { HEADER_OWNED_CALLS } from './allCalls.test-helper';
import { SHARED_FAULT_CASES } from './sharedFaultCases.test-helper';

/**
 * The fault matrix (issue 8): every call of the catalogue × every fault kind has a unit test that
 * asserts its spec §8 fallback and its one `api.fallback` line. The rows live in the sharedFaults
 * matrix (@shell/markets and @shell/reminder check their own calls the same way); this check
 * fails when a call of CALLS has no row, or two, so a new endpoint cannot skip the matrix.
 */
const MATRICES = {
  'endpoints/sharedFaults.test.ts': SHARED_FAULT_CASES.map((row) => ({ call: row.call, source: row.source })),
} as const;

const ROWS = Object.entries(MATRICES).flatMap(([matrix, rows]) => rows.map((row) => ({ ...row, matrix })));

/**
 * The paths spec §7 shows (method and path) of the calls defined here (the market, "Pay with",
 * reminder and header paths are checked in their packages). Calls the spec only names ("not
 * shown") have paths we chose (`chosen: true` in CALLS); these must be in the catalogue exactly as
 * the spec writes them.
 */
const SPEC_SECTION_7_PATHS: ReadonlyArray<readonly ['GET' | 'POST', string]> = [
  ['GET', '/api/web/v1/site/currFiatMarketRates'],
  ['GET', '/apiw/v2/unified/account_mode'],
];

describe('fault matrix coverage', () => {
  it('has exactly one matrix row for every call of CALLS', () => {
    const rowsByCall = new Map<CallId, string[]>();
    for (const row of ROWS) rowsByCall.set(row.call, [...(rowsByCall.get(row.call) ?? []), row.matrix]);
    const missing = CALL_IDS.filter((call) => !rowsByCall.has(call));
    const duplicated = [...rowsByCall].filter(([, matrices]) => matrices.length > 1).map(([call, matrices]) => `${call} (${matrices.join(', ')})`);
    expect(missing, 'calls of CALLS without a fault-matrix row').toEqual([]);
    expect(duplicated, 'calls with more than one fault-matrix row').toEqual([]);
    expect(ROWS).toHaveLength(CALL_IDS.length);
  });

  it('names in each row the endpoint that logs the fallback', () => {
    // The `source` of the api.fallback line is the endpoint's name in the one API slice.
    const endpoints = Object.keys(shellApi.endpoints);
    expect(ROWS.filter((row) => !endpoints.includes(row.source)).map((row) => `${row.call}: ${row.source}`)).toEqual([]);
  });

  it('knows the log reason of every fault kind the matrices run', () => {
    expect(Object.keys(FAULT_LOG_REASON).sort()).toEqual([...FAULT_KINDS].sort());
  });

  it('routes every call in the mock backend, so each fault can be injected', () => {
    expect([...createMockBackend().routedCalls].sort()).toEqual([...CALL_IDS, ...HEADER_OWNED_CALLS].sort());
  });

  it.each(['/api/web/v1/usercenter/kyc_status', '/apiweb/v1/spot/cross_margin/info'])('%s, documented as a call the shell does not make, has no endpoint', (path) => {
    // The README's "Calls the shell does not make": an endpoint nothing sends must not come back unnoticed.
    expect(Object.values(CALLS).filter((info) => info.path === path)).toEqual([]);
  });

  it.each(SPEC_SECTION_7_PATHS)('spec §7 %s %s is a call of the catalogue', (method, path) => {
    expect(Object.values(CALLS).filter((info) => info.path === path && info.method === method)).toHaveLength(1);
  });
});
