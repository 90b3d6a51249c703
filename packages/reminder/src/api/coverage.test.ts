import { describe, expect, it } from 'vitest';
import { shellApi } from '@shell/api-client';
import { createMockBackend } from '@shell/mocks';
import { reminderMockFeature } from '../mocks';
import { REMINDER_CALLS } from './calls';
import { REMINDER_FAULT_CASES } from './faultCases.test-helper';

/**
 * The reminder's share of the fault-matrix coverage check (@shell/api-client checks the shared
 * calls the same way): one matrix row per call, naming the endpoint that logs the fallback; every
 * call routed by the mock feature, so each fault can be injected; spec §7's four herald paths.
 */
const SPEC_SECTION_7_PATHS: ReadonlyArray<readonly ['GET' | 'POST', string]> = [
  ['GET', '/apiw/v2/herald/renew/tab'],
  ['GET', '/apiw/v2/herald/renew/record'],
  ['POST', '/apiw/v2/herald/msg/read'],
  ['GET', '/apiw/v2/herald/msg/unread/num'],
];

describe('reminder fault-matrix coverage', () => {
  it('has exactly one matrix row for every call of REMINDER_CALLS', () => {
    const calls = REMINDER_FAULT_CASES.map((row) => row.call);
    expect(new Set(calls).size).toBe(calls.length);
    expect([...calls].sort()).toEqual(Object.keys(REMINDER_CALLS).sort());
  });

  it('names in each row the endpoint that logs the fallback', () => {
    const endpoints = Object.keys(shellApi.endpoints);
    expect(REMINDER_FAULT_CASES.filter((row) => !endpoints.includes(row.endpoint)).map((row) => `${row.call}: ${row.endpoint}`)).toEqual([]);
  });

  it('routes every call in the mock feature, and the feature lists the same catalogue', () => {
    expect(reminderMockFeature.calls).toBe(REMINDER_CALLS);
    const routed = [...createMockBackend({ features: [reminderMockFeature] }).routedCalls];
    expect(Object.keys(REMINDER_CALLS).filter((call) => !routed.includes(call))).toEqual([]);
  });

  it.each(SPEC_SECTION_7_PATHS)('spec §7 %s %s is a call of the catalogue', (method, path) => {
    expect(Object.values(REMINDER_CALLS).filter((info) => info.path === path && info.method === method)).toHaveLength(1);
  });
});
