// Test-only (never exported from the package): the fault-matrix rows of the reminder calls, used
// by faults.test.ts, csrf.test.ts and the coverage check faultCoverage.test.ts.
import type { ReminderCallId as CallId } from './calls';
import type { ShellStore } from '@shell/api-client';
import { reminderApi } from './reminderApi';

export interface ReminderFaultCase {
  call: CallId;
  endpoint: string;
  run: (store: ShellStore) => Promise<{ data?: unknown }>;
  fallback: unknown;
}

/** Every reminder call with its spec §8 fallback. */
export const REMINDER_FAULT_CASES: readonly ReminderFaultCase[] = [
  { call: 'reminderTabs', endpoint: 'getReminderTabs', run: (s) => s.dispatch(reminderApi.endpoints.getReminderTabs.initiate({ lang: 'en' })), fallback: [] },
  {
    call: 'reminderRecords',
    endpoint: 'getReminderRecords',
    run: (s) => s.dispatch(reminderApi.endpoints.getReminderRecords.initiate({ code: 'trade', lang: 'en', page: 2, size: 20 })),
    fallback: { list: [], total: 0, unread_num: 0, page: 1, size: 10 },
  },
  {
    call: 'reminderRead',
    endpoint: 'markReminderRead',
    run: (s) => s.dispatch(reminderApi.endpoints.markReminderRead.initiate({ msg_type: 'trade' })),
    fallback: { success: false, code: 99999 },
  },
  {
    call: 'reminderUnread',
    endpoint: 'getUnreadCount',
    run: (s) => s.dispatch(reminderApi.endpoints.getUnreadCount.initiate()),
    fallback: { total: 0, byType: {} },
  },
];
