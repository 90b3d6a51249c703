// @shell/reminder/notifications: the pure helpers behind a notification row, for a host that
// draws notifications itself. Apart from the root so the bell's start-up code does not carry them
// (a bundler places code file by file: what the root re-exports comes with the bell).
export { resolveNotificationTarget } from '../routing/resolveNotificationTarget';
export type { NotificationClickData, NotificationLike, NotificationTarget, NotificationTargetOptions } from '../routing/resolveNotificationTarget';
export { formatSendTime } from '../time/formatSendTime';
export type { SendTimeOptions } from '../time/formatSendTime';
