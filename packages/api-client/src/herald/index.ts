// Reminder (herald) endpoints, injected into the one shell API slice when this entry is imported.
export {
  heraldApi,
  nextReminderPage,
  useGetReminderRecordPagesInfiniteQuery,
  useGetReminderRecordsQuery,
  useGetReminderTabsQuery,
  useGetUnreadCountQuery,
  useLazyGetReminderRecordsQuery,
  useLazyGetReminderTabsQuery,
  useLazyGetUnreadCountQuery,
  useMarkReminderReadMutation,
} from './heraldApi';
export type { MarkReminderReadArg, ReminderRecordPagesArg, ReminderRecordsArg, ReminderTabsArg } from './heraldApi';
export { emptyReminderRecords, hasMoreReminderRecords } from '../schemas/herald/records';
export type { ReminderMessage, ReminderRecords } from '../schemas/herald/records';
export type { ReminderTab } from '../schemas/herald/tabs';
export { READ_FAILURE_CODE, readFailure } from '../schemas/herald/read';
export type { ReminderReadResult } from '../schemas/herald/read';
export { noUnread, sumUnread } from '../schemas/herald/unread';
export type { ReminderUnreadCount } from '../schemas/herald/unread';
export { REMINDER_CALLS } from './calls';
export type { ReminderCallId } from './calls';
