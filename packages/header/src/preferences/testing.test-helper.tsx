import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { Mock } from 'vitest';
import { ShellHostProvider } from '@shell/ui';
import { renderWithShell } from '@shell/test-utils';
import type { ShellRenderResult, ShellTestOptions } from '@shell/test-utils';
import type { ShellAnalyticsEvent } from '@shell/ui';

export type PrefsRenderResult = ShellRenderResult & {
  navigate: Mock<(href: string, options?: { replace?: boolean }) => void>;
  onAnalytics: Mock<(event: ShellAnalyticsEvent) => void>;
};

export interface PrefsRenderOptions extends ShellTestOptions {
  pathname?: string;
  search?: string;
}

/** renderWithShell plus a host with a fixed location and a recording `navigate`. */
export function renderPrefs(ui: ReactElement, { pathname = '/trade/BTC_USDT', search = '', ...options }: PrefsRenderOptions = {}): PrefsRenderResult {
  const navigate = vi.fn<(href: string, options?: { replace?: boolean }) => void>();
  const onAnalytics = vi.fn<(event: ShellAnalyticsEvent) => void>();
  const result = renderWithShell(
    <ShellHostProvider pathname={pathname} search={search} navigate={navigate} onAnalytics={onAnalytics}>
      {ui}
    </ShellHostProvider>,
    options,
  );
  return { ...result, navigate, onAnalytics };
}

/** Records `document.cookie` writes (with their attributes); reads give an empty jar. */
export function recordCookieWrites(): string[] {
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => '',
    set: (value: string) => void writes.push(value),
  });
  return writes;
}

export function restoreCookies(): void {
  Reflect.deleteProperty(document, 'cookie');
}
