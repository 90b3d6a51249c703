import { lazyPart } from '@shell/ui';
import { ReminderPanelPart } from './panelPart';

// The bell's working half, the dropdown's list and the /reminder page are chunks of their own: a
// page needs only the bell and its count until someone opens it. `preload()` fetches ahead (the
// bell calls it on pointer-enter and focus); once loaded a part renders synchronously, on the
// server too — a server that renders the reminder page awaits `ReminderPage.preload()` first.

// The bell's poller, calls and dropdown trigger: fetched when a signed-in page mounts the bell.
export const ReminderBellMenuPart = lazyPart('reminder-bell', () => import('../ReminderBell/ReminderBellMenu').then((module) => module.ReminderBellMenu));

export { ReminderPanelPart };

export const ReminderPagePart = lazyPart('reminder-page', () => import('../ReminderPage/ReminderPage').then((module) => module.ReminderPage));

/** Loads every lazy part of the package (the package's tests: rendering without fallbacks). */
export async function preloadReminderParts(): Promise<void> {
  await Promise.all([ReminderBellMenuPart.preload(), ReminderPanelPart.preload(), ReminderPagePart.preload()]);
}
