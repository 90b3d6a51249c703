// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { createShellStore, ShellProvider } from '@shell/api-client';
import { createMemoryLogger } from '@shell/api-client/core';
import { ShellHostProvider } from '@shell/ui';
import { TEST_BASE_URL } from '@shell/test-utils';
import { AnnouncementBar, LanguageRegionModal, SettingsPanel, ThemeToggle } from './index';
import { FiatListPart as FiatList, LanguageListPart as LanguageList, preloadPreferenceParts, UpgradePlansPart as UpgradePlans } from './parts';

// The panels are lazy parts: a server that renders them loads them first, then they render synchronously.
beforeAll(() => preloadPreferenceParts());

describe('server rendering (no window, no document)', () => {
  it('renders every panel to a string without touching browser globals', () => {
    expect(typeof window).toBe('undefined');
    const logger = createMemoryLogger();
    const store = createShellStore({
      config: { baseUrl: TEST_BASE_URL, logger, storage: null, getCookies: () => 'theme_mode=2' },
      session: { site: 'main', lang: 'ar', theme: 'dark' },
      listen: false,
    });
    const html = renderToString(
      <ShellProvider store={store}>
        <ShellHostProvider pathname="/" search="">
          <AnnouncementBar />
          <ThemeToggle />
          <SettingsPanel variant="popover" />
          <SettingsPanel variant="modal" />
          <LanguageList />
          <FiatList />
          <UpgradePlans />
          <LanguageRegionModal open onClose={() => {}} />
        </ShellHostProvider>
      </ShellProvider>,
    );
    // The announcement holds its place; the dialog is client-only; the theme preference came from the cookie.
    expect(html).toContain('shell-prefs-announcement--pending');
    expect(html).not.toContain('role="dialog"');
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="dark"/);
    expect(html).toContain('aria-label="Switch to light theme"');
  });
});
