import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { COOKIE_NAMES, parseCookieString, readSettings, THEME_ATTRIBUTE, THEME_BOOT_SCRIPT } from '@shell/site-config';
import { createShellStore, ShellProvider, useSettingsSync } from '@shell/api-client';
import { createMemoryLogger, shellDocumentAttributes } from '@shell/api-client/core';
import { TEST_BASE_URL } from '@shell/test-utils';
import { SettingsPanel } from './SettingsPanel';
import { ThemeToggle } from './ThemeToggle';
import { recordCookieWrites, renderPrefs, restoreCookies } from './testing.test-helper';

const html = document.documentElement;
const originalMatchMedia = window.matchMedia;

afterEach(() => {
  restoreCookies();
  window.matchMedia = originalMatchMedia;
  for (const name of ['data-theme', 'data-rise', 'lang', 'dir']) html.removeAttribute(name);
});

describe('ThemeToggle', () => {
  it('toggles dark "2" / light "0" and sets the skin-changed cookie to 1', async () => {
    const writes = recordCookieWrites();
    const { user, store } = renderPrefs(<ThemeToggle className="extra" />);
    const toDark = screen.getByRole('button', { name: 'Switch to dark theme' });
    expect(toDark).toHaveClass('shell-prefs-theme-toggle', 'extra');
    await user.click(toDark);
    expect(store.getState().shellSession.theme).toBe('dark');
    expect(writes).toEqual(['theme_mode=2; Max-Age=31536000; Path=/; SameSite=Lax', 'skin_changed=1; Max-Age=31536000; Path=/; SameSite=Lax']);
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(store.getState().shellSession.theme).toBe('light');
    expect(writes[2]).toBe('theme_mode=0; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});

/** Everything set on <html>'s theme attribute from now on. */
function watchThemeAttribute(): string[] {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) if (record.attributeName === THEME_ATTRIBUTE) seen.push(html.getAttribute(THEME_ATTRIBUTE) ?? '');
  });
  observer.observe(html, { attributes: true });
  return seen;
}

function SyncedShell() {
  useSettingsSync();
  return (
    <>
      <ThemeToggle />
      <SettingsPanel variant="popover" />
    </>
  );
}

/**
 * The page life of a reload: the server renders with the request's cookies, the inline boot
 * script runs before first paint, then React hydrates the server HTML.
 */
async function reload(cookieHeader: string) {
  const cookies = parseCookieString(cookieHeader);
  const storeFor = () =>
    createShellStore({
      config: { baseUrl: TEST_BASE_URL, logger: createMemoryLogger(), storage: null, getCookies: () => cookieHeader },
      session: { site: 'main', ...readSettings(cookies, 'main', 'en') },
      listen: false,
    });
  const serverStore = storeFor();
  const serverHtml = renderToString(
    <ShellProvider store={serverStore}>
      <SyncedShell />
    </ShellProvider>,
  );
  const serverAttributes = shellDocumentAttributes(serverStore.getState().shellSession);
  // The browser parses the server's <html> attributes, then runs the boot script in <head>.
  for (const [name, value] of Object.entries(serverAttributes)) html.setAttribute(name, value);
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => cookieHeader, set: () => {} });
  const seen = watchThemeAttribute();
  new Function(THEME_BOOT_SCRIPT)();
  const firstPaint = html.getAttribute(THEME_ATTRIBUTE);

  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.appendChild(container);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  const clientStore = storeFor();
  await act(async () => {
    hydrateRoot(
      container,
      <ShellProvider store={clientStore}>
        <SyncedShell />
      </ShellProvider>,
      { onRecoverableError: (error) => void errors.push(error) },
    );
  });
  consoleError.mockRestore();
  return { serverHtml, serverAttributes, firstPaint, seen, errors, clientStore, container };
}

describe('theme without a flash (server render + boot script + hydration)', () => {
  it('a dark, red-up visitor gets dark red-up HTML, the same first paint, and a clean hydration', async () => {
    const page = await reload(`${COOKIE_NAMES.theme}=2; ${COOKIE_NAMES.riseColor}=risered`);
    // The <html> attributes a host's CSS selects on (documented in site-config's README).
    expect(page.serverAttributes).toMatchObject({ 'data-theme': 'dark', 'data-rise': 'risered' });
    expect(page.serverHtml).toContain('aria-label="Switch to light theme"');
    expect(page.firstPaint).toBe('dark');
    expect(html.getAttribute('data-rise')).toBe('risered');
    expect(page.errors).toEqual([]);
    // Nothing ever painted light.
    expect(page.seen.every((value) => value === 'dark')).toBe(true);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    page.container.remove();
  });

  it('"system" on a dark device: light server HTML, dark before first paint, hydrates without a mismatch and never paints light', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-color-scheme: dark)',
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    const page = await reload('');
    expect(page.serverAttributes['data-theme']).toBe('light');
    expect(page.firstPaint).toBe('dark');
    expect(page.errors).toEqual([]);
    expect(page.seen.every((value) => value === 'dark')).toBe(true);
    // After hydration the session shows what the device says.
    expect(page.clientStore.getState().shellSession.theme).toBe('dark');
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    page.container.remove();
  });
});
