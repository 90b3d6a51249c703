import type { ReactNode } from 'react';

/**
 * A bare Next.js page with a root layout of its own (no shell): the yardstick for the client
 * JavaScript the shell adds to a page (tooling/size/next-host-js.mjs compares `/` with it).
 */
export default function BaselineLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
