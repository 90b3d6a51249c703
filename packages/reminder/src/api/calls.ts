import { defineCalls } from '@shell/api-client/core';

/** The notification (herald) calls of spec §7. */
export const REMINDER_CALLS = defineCalls({
  reminderTabs: { method: 'GET', path: '/apiw/v2/herald/renew/tab' },
  reminderRecords: { method: 'GET', path: '/apiw/v2/herald/renew/record' },
  reminderRead: { method: 'POST', path: '/apiw/v2/herald/msg/read' },
  reminderUnread: { method: 'GET', path: '/apiw/v2/herald/msg/unread/num' },
});

export type ReminderCallId = keyof typeof REMINDER_CALLS;
