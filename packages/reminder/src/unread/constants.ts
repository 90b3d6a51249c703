/**
 * A mount, focus or visibility trigger is served without a request when any tab of the site
 * fetched the count less than this long ago (switching quickly between open tabs, or the
 * `visibilitychange` + `focus` pair a tab switch fires, cost one request, not one per event).
 */
export const UNREAD_TRIGGER_FRESH_MS = 5000;

/** Prefix of the cross-tab channel; the site and the user id complete the name. */
export const UNREAD_CHANNEL_PREFIX = 'shell-reminder-unread';
