// `@shell/reminder/messages`: the package's catalog loader (ids `reminder.*`), without the bell or
// the store, so a host's message loader (on the server too) imports it without the reminder's
// components. The descriptors stay internal.
export { loadReminderMessages } from './load';
