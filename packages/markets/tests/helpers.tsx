import type { ReactElement } from 'react';
import { onTestFinished, vi } from 'vitest';
import { ShellHostProvider } from '@shell/ui';
import type { ShellAnalyticsEvent } from '@shell/ui';
import { mockServer, renderWithShell } from '@shell/test-utils';
import type { ShellTestOptions } from '@shell/test-utils';

/** Counts the requests MSW sees for a path during the current test (nothing is mocked). */
export function countRequests(path: string): { readonly count: number; readonly urls: URL[] } {
  const counter = { count: 0, urls: [] as URL[] };
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) {
      counter.count++;
      counter.urls.push(url);
    }
  };
  mockServer.events.on('request:start', listener);
  onTestFinished(() => {
    mockServer.events.removeListener('request:start', listener);
  });
  return counter;
}

/** Renders inside the shell providers plus a host that records navigation and analytics. */
export function renderInHost(ui: ReactElement, options: ShellTestOptions & { pathname?: string } = {}) {
  const navigate = vi.fn<(href: string) => void>();
  const analytics: ShellAnalyticsEvent[] = [];
  const result = renderWithShell(
    <ShellHostProvider pathname={options.pathname ?? '/'} navigate={navigate} onAnalytics={(event) => analytics.push(event)}>
      {ui}
    </ShellHostProvider>,
    options,
  );
  return { ...result, navigate, analytics };
}
