// @shell/reminder/data: the unread count and the notification (herald) calls, for a host that
// draws notifications itself. Apart from the root because the bell loads them with its own chunk:
// a bundler places code file by file, and what the root re-exported would come with every page's
// start-up code, for visitors too.
export { useUnreadSnapshot, useUnreadSync } from '../unread/useUnreadSync';
export type { UnreadSnapshot, UnreadSync } from '../unread/unreadSync';
export { useGetReminderRecordPagesInfiniteQuery, useGetReminderTabsQuery, useGetUnreadCountQuery, useMarkReminderReadMutation } from '../api/reminderApi';
export type { MarkReminderReadArg, ReminderRecordPagesArg, ReminderTabsArg } from '../api/reminderApi';
export type { ReminderMessage as ReminderMessageData, ReminderRecords } from '../schemas/records';
export type { ReminderTab } from '../schemas/tabs';
export type { ReminderReadResult } from '../schemas/read';
export type { ReminderUnreadCount } from '../schemas/unread';
