// `@shell/reminder/messages`: the package's message descriptors (ids `reminder.*`) and its catalog
// loader, without the bell or the store, so a host's message loader (on the server too) imports
// them without the reminder's components.
export { reminderMessages } from './messages';
export { loadReminderMessages } from './load';
