// Public API of @shell/root/next: ShellRoot bound to the Next.js App Router (next/link for
// internal links, usePathname for the current path, the router for navigation) and the parts,
// so a Next.js host imports this entry, `@shell/root/server` and `@shell/root/styles.css`.
export { ShellRoot } from './NextShellRoot';
export { AnnouncementBar, Footer, Header, ReminderBell } from '../parts';
export type { ShellRootProps } from '../ShellRoot';
export type { PreparedShell } from '../server/types';
export type { ShellAnalyticsEvent, ShellErrorReport, ShellLinkComponentProps, ShellPrefetchPolicy } from '@shell/ui';
export type { ShellIconName, ShellIconProps, ShellIcons } from '@shell/ui/icons';
export type { HeaderProps, HeaderSlots, SearchAppSource } from '@shell/header';
