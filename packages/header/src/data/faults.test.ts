import { describe, expect, it } from 'vitest';
import { shellApi } from '@shell/api-client';
import { CALLS } from '@shell/api-client/core';
import type { CallInfo } from '@shell/api-client/core';
import { createMockBackend, FAULT_KINDS } from '@shell/mocks';
import type { FaultKind } from '@shell/mocks';
import { createTestStore, FAULT_LOG_REASON } from '@shell/test-utils';
import { headerMockFeature } from '../mocks';
import { HEADER_FAULT_CASES as CASES } from '../test/faultCases.test-helper';
import { HEADER_CALLS } from './calls';

/** Faults in the body of an answer: a page request (`GET /logout`) never reads it. */
const BODY_FAULTS: readonly FaultKind[] = ['malformed-json', 'schema-invalid', 'empty'];

const MATRIX = CASES.flatMap((entry) =>
  FAULT_KINDS.filter((kind) => !(entry.pageRequest && BODY_FAULTS.includes(kind))).map((kind) => ({ ...entry, kind, label: `${entry.call} × ${kind}` })),
);

describe('spec §8 fallbacks of the header calls', () => {
  it.each(MATRIX)('$label → fallback and one api.fallback line', async ({ call, kind, run, fallback, source }) => {
    // A logged-in user, so the calls would succeed without the fault; remote-menu retries do not pause.
    const { store, logger } = createTestStore({ user: 'user', faults: [{ call, kind }], config: { sleep: async () => {} } });
    await expect(run(store)).resolves.toEqual(fallback);
    const lines = logger.entries.filter((entry) => entry.event === 'api.fallback');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ source, reason: FAULT_LOG_REASON[kind], level: 'warn' });
  });

  it.each(CASES.filter((entry) => entry.pageRequest).flatMap((entry) => BODY_FAULTS.map((kind) => ({ ...entry, kind, label: `${entry.call} × ${kind}` }))))(
    '$label: a page request (issue 22 item 6: GET /logout does not expect JSON) succeeds whatever its body',
    async ({ call, kind, run }) => {
      const { store, logger } = createTestStore({ user: 'user', faults: [{ call, kind }] });
      await expect(run(store)).resolves.toEqual({ success: true });
      expect(logger.entries).toEqual([]);
    },
  );

  it.each(CASES)('$call answers real data without a fallback line', async ({ run, fallback }) => {
    const { store, logger } = createTestStore({ user: 'user', config: { sleep: async () => {} } });
    await expect(run(store)).resolves.not.toEqual(fallback);
    // The mock menu keeps a few invalid items on purpose (their `menu.item-invalid` lines are the menu's tests').
    expect(logger.entries.filter((entry) => entry.event !== 'menu.item-invalid')).toEqual([]);
  });
});

/**
 * The paths spec §7 shows (method and path) for the header's calls. Calls the spec only names
 * ("not shown") have paths we chose (`chosen: true`); these must be in the catalogue exactly as
 * the spec writes them.
 */
const SPEC_SECTION_7_PATHS: ReadonlyArray<readonly ['GET' | 'POST', string]> = [
  ['GET', '/logout'],
  ['POST', '/api/web/v1/usercenter/logout'],
  ['GET', '/api/web/v1/usercenter/get_header_tag'],
];

describe('fault matrix coverage of the header calls', () => {
  it('has exactly one matrix row for every call of HEADER_CALLS', () => {
    expect(CASES.map((entry) => entry.call).sort()).toEqual(Object.keys(HEADER_CALLS).sort());
  });

  it('names in each row the endpoint that logs the fallback', () => {
    const endpoints = Object.keys(shellApi.endpoints);
    expect(CASES.filter((row) => !endpoints.includes(row.source)).map((row) => `${row.call}: ${row.source}`)).toEqual([]);
  });

  it('routes every call in the mock backend, so each fault can be injected', () => {
    const backend = createMockBackend({ features: [headerMockFeature] });
    expect(backend.callsByFeature.find((feature) => feature.name === 'header')?.calls.slice().sort()).toEqual(Object.keys(HEADER_CALLS).sort());
  });

  it('shares no id and no path with the shared calls', () => {
    // Widened to CallInfo: the literal types already differ, the check is about the values.
    const shared: CallInfo[] = Object.values(CALLS);
    for (const info of Object.values(HEADER_CALLS) as CallInfo[]) {
      expect(shared.filter((other) => other.id === info.id || (other.path === info.path && other.method === info.method)), info.id).toEqual([]);
    }
  });

  it.each(['/api/web/v1/usercenter/logoutAll', '/api/web/v1/site/headerMenuListV2'])('%s, documented as a call the header does not make, has no endpoint', (path) => {
    // README, "Calls the header does not make": an endpoint nothing sends must not come back unnoticed.
    expect(Object.values(HEADER_CALLS).filter((info) => info.path === path)).toEqual([]);
  });

  it.each(SPEC_SECTION_7_PATHS)('spec §7 %s %s is a call of the catalogue', (method, path) => {
    expect(Object.values(HEADER_CALLS).filter((info) => info.path === path && info.method === method)).toHaveLength(1);
  });
});
