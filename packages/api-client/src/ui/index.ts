// Shared, headless-first UI primitives of the shell packages (header, markets, reminder, footer):
// the host app's link/navigation/analytics contract, the one safe link, dropdown and dialog
// behaviour (WAI-ARIA), media queries, toast, clipboard and the QR code.
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
export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { Toast, useToast } from './Toast';
export { MEDIA, useIsMobile, useMediaQuery, usePrefersReducedMotion } from './media';
export { copyText } from './clipboard';
export { QR_DRAW_MARGIN, QrCode } from './QrCode';
export type { QrCodeProps } from './QrCode';
export { lazyPart, preloadOn } from './lazyPart';
export type { LazyPart } from './lazyPart';
