import { useMemo } from 'react';
import { encode } from 'uqr';
import { APP_QR_SIZE } from '@shell/site-config';

export interface QrCodeProps {
  /** The text to encode (e.g. the app-download URL). */
  value: string;
  /** Rendered width and height in px (default 137, spec §1). */
  size?: number;
  /** Accessible name, e.g. "Scan to download the app". */
  label: string;
  className?: string;
}

/** One SVG path of the dark modules: a few hundred bytes of markup, crisp at any size. */
export function qrPath(value: string): { path: string; modules: number } {
  const { data, size } = encode(value, { ecc: 'M', border: 1 });
  let path = '';
  for (let y = 0; y < size; y += 1) {
    const row = data[y] ?? [];
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      let run = 1;
      while (x + run < size && row[x + run]) run += 1;
      path += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  }
  return { path, modules: size };
}

/** A real, scannable QR code, rendered server-side as SVG (no canvas, no effect). */
export function QrCode({ value, size = APP_QR_SIZE, label, className }: QrCodeProps) {
  const { path, modules } = useMemo(() => qrPath(value), [value]);
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
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
