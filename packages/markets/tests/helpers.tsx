import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { ShellHostProvider } from '@shell/ui';
import type { ShellAnalyticsEvent } from '@shell/ui';
import { renderWithShell } from '@shell/test-utils';
import type { ShellRenderResult, ShellTestOptions } from '@shell/test-utils';

export type HostRenderResult = ShellRenderResult & { navigate: ReturnType<typeof vi.fn<(href: string) => void>>; analytics: ShellAnalyticsEvent[] };

/** Renders inside the shell providers plus a host that records navigation and analytics. */
export function renderInHost(ui: ReactElement, options: ShellTestOptions & { pathname?: string } = {}): HostRenderResult {
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
