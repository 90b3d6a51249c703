// Shared, headless-first UI primitives of the shell packages (header, markets, reminder, footer):
// the host app's link/navigation/analytics contract, the one safe link, dropdown and dialog
// behaviour (WAI-ARIA), media queries and lazy parts. The dialog, toast and clipboard are
// `@shell/api-client/widgets`, the QR code `@shell/api-client/qr-code`.
export {
  DEFAULT_EXTERNAL_HOSTS,
  DEFAULT_STATIC_HOST,
  ShellHostProvider,
  ShellLink,
  useSafeHref,
  useSafeNavigate,
  useShellAnalytics,
  useShellHost,
} from './host';
export type { ResolvedShellHost, ShellAnalyticsEvent, ShellErrorReport, ShellHostOptions, ShellLinkComponentProps, ShellLinkProps } from './host';
export { firstFocusable, menuItems, moveFocus, useDisclosure } from './disclosure';
export type { Disclosure, DisclosureOptions, DisclosureReason } from './disclosure';
export { MEDIA, useIsMobile, useMediaQuery, usePrefersReducedMotion } from './media';
export { lazyPart, preloadOn } from './lazyPart';
export type { LazyPart } from './lazyPart';
