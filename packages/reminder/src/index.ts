// @shell/reminder: the notification bell, unread polling shared between tabs, the reminder
// dropdown and page, and notification routing.
export { ReminderBell } from './ReminderBell/ReminderBell';
// The dropdown, the message renderer and the page are lazy parts (same props, plus an optional
// `fallback`; `.preload()` fetches ahead): importing the bell does not download them.
export { ReminderPagePart as ReminderPage, ReminderPanelPart as ReminderPanel, ReminderMessagePart as ReminderMessage, preloadReminderParts } from './internal/parts';
export type { ReminderPageProps } from './ReminderPage/ReminderPage';
export type { ReminderPanelProps } from './ReminderPanel/ReminderPanel';
export type { ReminderMessageProps } from './ReminderMessage/ReminderMessage';
// Notification routing and send-time formatting: `@shell/reminder/notifications`.
export { REMINDER_FORCE_RED_DOT_EVENT, REMINDER_RED_DOT_EVENT } from './events';
export type { ReminderForceRedDotDetail, ReminderRedDotDetail } from './events';
export { useUnreadSnapshot, useUnreadSync } from './unread/useUnreadSync';
export type { UnreadSnapshot, UnreadSync } from './unread/unreadSync';
export { loadReminderMessages } from './messages/load';
// The notification calls (spec §7, herald), injected into the one shell API slice with this
// package: for a host that draws notifications itself. Each resolves with data or its §8 fallback.
export { useGetReminderRecordPagesInfiniteQuery, useGetReminderTabsQuery, useGetUnreadCountQuery, useMarkReminderReadMutation } from './api/reminderApi';
export type { MarkReminderReadArg, ReminderRecordPagesArg, ReminderTabsArg } from './api/reminderApi';
export type { ReminderMessage as ReminderMessageData, ReminderRecords } from './schemas/records';
export type { ReminderTab } from './schemas/tabs';
export type { ReminderReadResult } from './schemas/read';
export type { ReminderUnreadCount } from './schemas/unread';
