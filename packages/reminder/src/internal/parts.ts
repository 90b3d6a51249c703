import { lazyPart } from '@shell/ui';
import { ReminderPanelPart } from './panelPart';

// The bell's working half, the dropdown's list, the message renderer and the /reminder page are chunks of their own: a
// page needs only the bell and its count until someone opens it. `preload()` fetches ahead (the
// bell calls it on pointer-enter and focus); once loaded a part renders synchronously, on the
// server too — a server that renders the reminder page awaits `preloadReminderParts()` first.

// The bell's poller, calls and dropdown trigger: fetched when a signed-in page mounts the bell.
export const ReminderBellMenuPart = lazyPart('reminder-bell', () => import('../ReminderBell/ReminderBellMenu').then((module) => module.ReminderBellMenu));

export { ReminderPanelPart };

export const ReminderMessagePart = lazyPart('reminder-message', () => import('../ReminderMessage/ReminderMessage').then((module) => module.ReminderMessage));

export const ReminderPagePart = lazyPart('reminder-page', () => import('../ReminderPage/ReminderPage').then((module) => module.ReminderPage));

/** Loads every lazy part of the package (tests, servers, or a host that prefers it at idle). */
export async function preloadReminderParts(): Promise<void> {
  await Promise.all([ReminderBellMenuPart.preload(), ReminderPanelPart.preload(), ReminderMessagePart.preload(), ReminderPagePart.preload()]);
}
