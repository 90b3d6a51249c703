// `@shell/ui/widgets`: the primitives only parts drawn on demand use — the modal dialog, the toast
// and the clipboard (the QR code is `@shell/ui/qr-code`). They are an entry apart from `@shell/ui`
// (links, disclosure, media queries, lazy parts: what the top bar itself renders) because a host's
// bundler places a module by its static importers: re-exported from `@shell/ui`, they would ride in
// every page's start-up chunk.
export { Dialog } from '../Dialog';
export type { DialogProps } from '../Dialog';
export { Toast, useToast } from '../Toast';
export { copyText } from '../clipboard';
