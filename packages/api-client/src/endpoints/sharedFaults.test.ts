import { createTestStore, FAULT_LOG_REASON } from '@shell/test-utils';
import { ALL_CALL_IDS } from './allCalls.test-helper';
import { FAULT_KINDS } from '@shell/mocks';
import { SHARED_FAULT_CASES as CASES } from './sharedFaultCases.test-helper';

const EXPECTED_REASON = FAULT_LOG_REASON;

const MATRIX = CASES.flatMap((entry) => FAULT_KINDS.map((kind) => ({ ...entry, kind, label: `${entry.call} × ${kind}` })));

describe('spec §8 fallbacks of the shared calls', () => {
  it.each(MATRIX)('$label → fallback and one api.fallback line', async ({ call, kind, run, fallback, source }) => {
    // A logged-in user, so user-only calls would succeed without the fault.
    const { store, logger } = createTestStore({ user: 'user', faults: [{ call, kind }], config: { sleep: async () => {} } });
    await expect(run(store)).resolves.toEqual(fallback);
    const lines = logger.entries.filter((entry) => entry.event === 'api.fallback');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ source, reason: EXPECTED_REASON[kind], level: 'warn' });
  });

  it('covers every shared call', () => {
    // The announcement calls' rows are @shell/header's (it defines their endpoints).
    expect(CASES.map((entry) => entry.call).sort()).toEqual([...ALL_CALL_IDS].sort());
  });
});

