// `@shell/ui`: the shared, headless-first UI primitives of the shell packages (header, markets,
// reminder, footer) that the top bar itself renders — the host app's link/navigation/analytics
// contract, the one safe link, dropdown behaviour (WAI-ARIA), media queries and lazy parts. The
// dialog, toast and clipboard are `@shell/ui/widgets`, the QR code `@shell/ui/qr-code`: a host's
// bundler places a module by its static importers, so what is re-exported here is start-up code.
export {
  ShellHostProvider,
  ShellLink,
  useImageSrc,
  useSafeNavigate,
  useShellAnalytics,
  useShellHost,
} from './host';
export type {
  ResolvedShellHost,
  ShellNavigate,
  ShellNavigateOptions,
  ShellAnalyticsEvent,
  ShellErrorReport,
  ShellHostLogEntry,
  ShellHostLogger,
  ShellHostOptions,
  ShellLinkComponentProps,
  ShellLinkProps,
  ShellPrefetchPolicy,
} from './host';
export { moveFocus, useDisclosure } from './disclosure';
export type { Disclosure, DisclosureOptions, DisclosureReason } from './disclosure';
export { useIsMobile } from './media';
export { lazyPart, preloadOn } from './lazyPart';
export type { LazyPart } from './lazyPart';
