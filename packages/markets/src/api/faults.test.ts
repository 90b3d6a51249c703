import { describe, expect, it } from 'vitest';
import { createTestStore, FAULT_LOG_REASON } from '@shell/test-utils';
import { FAULT_KINDS } from '@shell/mocks';
import { marketsMockFeature } from '../mocks';
import { MARKET_FAULT_CASES as CASES } from './faultCases.test-helper';

const EXPECTED_REASON = FAULT_LOG_REASON;

describe('market calls under every fault', () => {
  it('covers every call the catalogue gives the markets package', () => {
    const owned = Object.values(marketsMockFeature.calls).map((call) => call.id);
    expect(CASES.map((c) => c.call).sort()).toEqual([...owned].sort());
  });

  const table = CASES.flatMap((c) => FAULT_KINDS.map((kind) => ({ ...c, kind })));

  it.each(table)('$call × $kind → §8 fallback and one api.fallback line', async ({ call, endpoint, run, fallback, kind }) => {
    // Only the timeout fault needs the preset's short timeout; the others must not trip it on a busy machine.
    const { store, logger } = createTestStore({ faults: [{ call, kind }] });
    const result = await run(store);
    expect(result.data).toEqual(fallback);
    const lines = logger.entries.filter((entry) => entry.event === 'api.fallback');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ source: endpoint, reason: EXPECTED_REASON[kind], level: 'warn' });
  });

  it.each(CASES)('$call answers real data without any log line', async ({ run, runWithData, fallback }) => {
    const { store, logger } = createTestStore();
    const result = await (runWithData ?? run)(store);
    expect(result.data).not.toEqual(fallback);
    expect(logger.entries).toEqual([]);
  });
});
