// `@shell/api-client/qr-code`: the QR code (the header's download panel, the footer). An entry of
// its own, apart from the other widgets, so the footer — which draws one but no dialog — does not
// bring the dialog and toast along (see `@shell/api-client/widgets`).
export { QR_DRAW_MARGIN, QrCode } from '../ui/QrCode';
export type { QrCodeProps } from '../ui/QrCode';
