// `@shell/ui/qr-code`: the QR code (the header's download panel, the footer). An entry of its own,
// apart from the other widgets, so the footer — which draws one but no dialog — does not bring the
// dialog and toast along (see `@shell/ui/widgets`).
export { QrCode } from '../QrCode';
export type { QrCodeProps } from '../QrCode';
