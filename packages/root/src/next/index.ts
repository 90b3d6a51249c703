// Public API of @shell/root/next: ShellRoot bound to the Next.js App Router (next/link for
// internal links, usePathname for the current path, the router for navigation). The parts are
// the same under either ShellRoot: a Next.js host imports them from `@shell/root` (one module,
// one chunk, whichever entry a page names).
export { ShellRoot } from './NextShellRoot';
export type { ShellRootProps } from '../ShellRoot';
export type { PreparedShell } from '../server/types';
export type { ShellAnalyticsEvent, ShellErrorReport, ShellLinkComponentProps, ShellPrefetchPolicy } from '@shell/ui';
export type { ShellIconName, ShellIconProps, ShellIcons } from '@shell/ui/icons';
export type { HeaderProps, HeaderSlots, SearchAppSource } from '@shell/header';
