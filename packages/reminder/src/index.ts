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
// `ReminderPanel` takes the bell's shared poller (`sync`): the type is here, the hooks and the
// notification calls are in `@shell/reminder/data` (they load with the bell's own chunk).
export type { UnreadSnapshot, UnreadSync } from './unread/unreadSync';
export { loadReminderMessages } from './messages/load';
