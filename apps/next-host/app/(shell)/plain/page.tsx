import type { Metadata } from 'next';
import { HostCounter } from '../../../host/HostStore';

export const metadata: Metadata = { title: 'Plain page' };

/**
 * A page with no shell header or footer: the shell's root still keeps `<html>` lang, dir and theme
 * in sync with the settings, and the host's store still works.
 */
export default function PlainPage() {
  return (
    <main className="host-main" id="main">
      <h1>Plain host page</h1>
      <p>No shell header here.</p>
      <HostCounter />
    </main>
  );
}
