import { useEffect, useRef, useState } from 'react';
import type * as QrEncoder from './qrEncode';

/** Spec §9: the app-download QR code is 137 px square. */
const APP_QR_SIZE = 137;

export interface QrCodeProps {
  /** The text to encode (e.g. the app-download URL). */
  value: string;
  /** Rendered width and height in px (default 137, spec §1). */
  size?: number;
  /** Accessible name, e.g. "Scan to download the app". */
  label: string;
  /** Extra class on the `<svg>`. */
  className?: string;
}

type QrSymbol = { path: string; modules: number };

// The encoder (uqr, ~4 KB gzip) is its own chunk: nothing on the page needs it before a QR code
// is mounted, and a QR code is never content a crawler or the first paint needs.
let encoder: Promise<typeof QrEncoder> | undefined;
const loadEncoder = () => (encoder ??= import('./qrEncode').catch((error: unknown) => ((encoder = undefined), Promise.reject(error))));

/** How far outside the viewport a QR code starts being drawn, so it is ready when scrolled to. */
export const QR_DRAW_MARGIN = '300px';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * True once the element has come within {@link QR_DRAW_MARGIN} of the viewport. An element in a
 * hidden panel is never near. (Where `IntersectionObserver` does not exist, callers draw at once.)
 */
function useNearViewport(ref: { current: Element | null }): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (near || !node || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: QR_DRAW_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/**
 * A real, scannable QR code as SVG. The server and the first client render draw the same empty
 * frame of the final size (so hydration matches and nothing moves); the encoder chunk is fetched
 * and the code drawn once the frame comes near the viewport — a footer's code when the page is
 * scrolled towards it, a panel's when the panel opens — so a page never spends its start-up
 * encoding a code nobody sees. Until then, and if the chunk cannot load, the image keeps its name.
 */
export function QrCode({ value, size = APP_QR_SIZE, label, className }: QrCodeProps) {
  const frame = useRef<SVGSVGElement>(null);
  const near = useNearViewport(frame);
  const [symbol, setSymbol] = useState<{ value: string; symbol: QrSymbol } | null>(null);
  useEffect(() => {
    if (!near && canObserve()) return;
    let live = true;
    loadEncoder().then(
      ({ qrPath }) => live && setSymbol({ value, symbol: qrPath(value) }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [near, value]);
  const drawn = symbol?.value === value ? symbol.symbol : null;
  const modules = drawn?.modules ?? 1;
  return (
    <svg
      ref={frame}
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
