import { lazyPart } from '@shell/ui';

// The dropdown's list: a chunk of its own, fetched when the bell opens (or its pointer-enter).
// Apart from ./parts, which loads the bell's working half that draws this: one module each way,
// no import cycle between them.
export const ReminderPanelPart = lazyPart('reminder-panel', () => import('../ReminderPanel/ReminderPanel').then((module) => module.ReminderPanel));
