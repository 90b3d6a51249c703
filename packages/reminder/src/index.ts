// @shell/reminder: the notification bell (unread polling shared between tabs, the dropdown) and
// the `/reminder` page, and the red-dot events a host listens to or dispatches (spec §4). The
// dropdown's parts, the unread poller, the herald calls and the notification routing are internal:
// they load with the bell's own chunk.
export { ReminderBell } from './ReminderBell/ReminderBell';
// The page is a lazy part (same props, plus an optional `fallback`; `.preload()` fetches ahead):
// importing the bell does not download it.
export { ReminderPagePart as ReminderPage } from './internal/parts';
export type { ReminderPageProps } from './ReminderPage/ReminderPage';
// A host reads the unread count (`detail.total`) from the red-dot event and can force the dot.
export { REMINDER_FORCE_RED_DOT_EVENT, REMINDER_RED_DOT_EVENT } from './events';
export type { ReminderForceRedDotDetail, ReminderRedDotDetail } from './events';
