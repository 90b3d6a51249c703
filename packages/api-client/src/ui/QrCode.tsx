import { useEffect, useState } from 'react';
import { APP_QR_SIZE } from '@shell/site-config';
import type * as QrEncoder from './qrEncode';

export interface QrCodeProps {
  /** The text to encode (e.g. the app-download URL). */
  value: string;
  /** Rendered width and height in px (default 137, spec §1). */
  size?: number;
  /** Accessible name, e.g. "Scan to download the app". */
  label: string;
  className?: string;
}

type QrSymbol = { path: string; modules: number };

// The encoder (uqr, ~4 KB gzip) is its own chunk: nothing on the page needs it before a QR code
// is mounted, and a QR code is never content a crawler or the first paint needs.
let encoder: Promise<typeof QrEncoder> | undefined;
const loadEncoder = () => (encoder ??= import('./qrEncode').catch((error: unknown) => ((encoder = undefined), Promise.reject(error))));

/**
 * A real, scannable QR code as SVG. The server and the first client render draw the same empty
 * frame of the final size (so hydration matches and nothing moves); the code is drawn once the
 * encoder chunk is in. Until then, and if the chunk cannot load, the image keeps its name.
 */
export function QrCode({ value, size = APP_QR_SIZE, label, className }: QrCodeProps) {
  const [symbol, setSymbol] = useState<{ value: string; symbol: QrSymbol } | null>(null);
  useEffect(() => {
    let live = true;
    loadEncoder().then(
      ({ qrPath }) => live && setSymbol({ value, symbol: qrPath(value) }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [value]);
  const drawn = symbol?.value === value ? symbol.symbol : null;
  const modules = drawn?.modules ?? 1;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-qr-value={value}
      data-qr-ready={drawn ? '' : undefined}
    >
      <rect width={modules} height={modules} fill="#fff" />
      {drawn ? <path d={drawn.path} fill="#000" /> : null}
    </svg>
  );
}
