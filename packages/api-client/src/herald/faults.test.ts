import { describe, expect, it } from 'vitest';
import { createTestStore } from '@shell/test-utils';
import type { CallId } from '../endpoints/catalog';
import { CALLS } from '../endpoints/catalog';
import { FAULT_KINDS, FAULT_LOG_REASON } from '../mocks/faults';
import type { ShellStore } from '../store';
import { heraldApi } from './heraldApi';

interface Case {
  call: CallId;
  endpoint: string;
  run: (store: ShellStore) => Promise<{ data?: unknown }>;
  fallback: unknown;
}

/** Every reminder call with its spec §8 fallback. */
const CASES: Case[] = [
  { call: 'reminderTabs', endpoint: 'getReminderTabs', run: (s) => s.dispatch(heraldApi.endpoints.getReminderTabs.initiate({ lang: 'en' })), fallback: [] },
  {
    call: 'reminderRecords',
    endpoint: 'getReminderRecords',
    run: (s) => s.dispatch(heraldApi.endpoints.getReminderRecords.initiate({ code: 'trade', lang: 'en', page: 2, size: 20 })),
    fallback: { list: [], total: 0, unread_num: 0, page: 1, size: 10 },
  },
  {
    call: 'reminderRead',
    endpoint: 'markReminderRead',
    run: (s) => s.dispatch(heraldApi.endpoints.markReminderRead.initiate({ msg_type: 'trade' })),
    fallback: { success: false, code: 99999 },
  },
  {
    call: 'reminderUnread',
    endpoint: 'getUnreadCount',
    run: (s) => s.dispatch(heraldApi.endpoints.getUnreadCount.initiate()),
    fallback: { total: 0, byType: {} },
  },
];

const EXPECTED_REASON = FAULT_LOG_REASON;

describe('reminder calls under every fault', () => {
  it('covers every call the catalogue gives the reminder package', () => {
    const owned = Object.values(CALLS)
      .filter((call) => call.owner === 'reminder')
      .map((call) => call.id);
    expect(CASES.map((c) => c.call).sort()).toEqual([...owned].sort());
  });

  const table = CASES.flatMap((c) => FAULT_KINDS.map((kind) => ({ ...c, kind })));

  it.each(table)('$call × $kind → §8 fallback and one api.fallback line', async ({ call, endpoint, run, fallback, kind }) => {
    // Only the timeout fault needs the preset's short timeout; the others must not trip it on a busy machine.
    const { store, logger } = createTestStore({ user: 'user', faults: [{ call, kind }] });
    const result = await run(store);
    expect(result.data).toEqual(fallback);
    const lines = logger.entries.filter((entry) => entry.event === 'api.fallback');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ source: endpoint, reason: EXPECTED_REASON[kind] });
  });

  it.each(CASES)('$call gives a visitor its fallback, logged as a refused business code', async ({ endpoint, run, fallback }) => {
    const { store, logger } = createTestStore({ user: 'visitor' });
    const result = await run(store);
    expect(result.data).toEqual(fallback);
    expect(logger.entries).toEqual([expect.objectContaining({ event: 'api.fallback', source: endpoint, reason: 'business-code' })]);
  });
});
