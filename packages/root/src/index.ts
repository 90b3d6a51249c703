// Public API of @shell/root: the whole client integration of the shell. `ShellRoot` makes (or
// takes) the store, loads the catalogs, syncs settings and <html>, and carries the host context;
// the parts below go anywhere under it. `@shell/root/next` binds ShellRoot to Next.js,
// `@shell/root/server` prepares a request on the server, `@shell/root/styles.css` is every
// package's CSS in cascade layers.
export { ShellRoot } from './ShellRoot';
export { loadShellMessages } from './server/messages';
export type { ShellRootProps } from './ShellRoot';
export { AnnouncementBar, Footer, Header, ReminderBell } from './parts';
export type { PreparedShell } from './server/types';
// What a host writes against: its link component's props, analytics events, the prefetch policy.
export type { ShellAnalyticsEvent, ShellErrorReport, ShellLinkComponentProps, ShellPrefetchPolicy } from '@shell/ui';
export type { ShellIconName, ShellIconProps, ShellIcons } from '@shell/ui/icons';
export type { HeaderProps, HeaderSlots, SearchAppSource } from '@shell/header';
