// `@shell/api-client/widgets`: the primitives only parts drawn on demand use — the modal dialog,
// the toast and the clipboard (the QR code is `@shell/api-client/qr-code`). They are an entry apart from `@shell/api-client/ui`
// (links, disclosure, media queries, lazy parts: what the top bar itself renders) because a
// host's bundler places a module by its static importers: re-exported from `ui`, they would ride
// in every page's start-up chunk (issue 8).
export { Dialog } from '../ui/Dialog';
export type { DialogProps } from '../ui/Dialog';
export { Toast, useToast } from '../ui/Toast';
export { copyText } from '../ui/clipboard';
