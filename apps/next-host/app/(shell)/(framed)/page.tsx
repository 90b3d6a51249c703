import type { Metadata } from 'next';
import { HostCounter } from '../../../host/HostStore';

export const metadata: Metadata = { title: 'Home' };

export default function HomePage() {
  return (
    <main className="host-main" id="main">
      <h1>Host home</h1>
      <p>A page of the host app, framed by the shell.</p>
      <HostCounter />
    </main>
  );
}
