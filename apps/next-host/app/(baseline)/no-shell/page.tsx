import type { Metadata } from 'next';
import { HostCounter, HostStoreProvider } from '../../../host/HostStore';

// The host's home page without the shell: the same content and the host's own store, under the
// bare root layout of this group. The yardstick of the server cost of the shell
// (tooling/perf/next-host.mjs compares `/` with it). Rendered per request, as `/` is (its layout
// reads the request): a prerendered page would measure Next.js serving a file.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Host home without the shell' };

export default function NoShellPage() {
  return (
    <HostStoreProvider>
      <main className="host-main" id="main">
        <h1>Host home</h1>
        <p>A page of the host app, without the shell.</p>
        <HostCounter />
      </main>
    </HostStoreProvider>
  );
}
