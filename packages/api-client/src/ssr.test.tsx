// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { THEME_BOOT_SCRIPT } from '@shell/site-config';
import { createMemoryLogger, shellDocumentAttributes } from './core';
import { createShellStore, ShellProvider, shellDataApi, useShellPolicyContext, useUserInfo } from './index';
import { useGetCommonDataQuery } from './endpoints/sharedData';

function Shell() {
  const { data } = useGetCommonDataQuery();
  const user = useUserInfo();
  const ctx = useShellPolicyContext();
  return (
    <p>
      {data?.curr_fiat ?? 'loading'} {user.isLogin ? 'user' : 'visitor'} {ctx.site}
    </p>
  );
}

describe('server rendering', () => {
  it('runs without window, document or storage', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('creates a store (server timeout, no storage, no listeners)', () => {
    const store = createShellStore({ config: { baseUrl: 'http://shell.test', logger: createMemoryLogger() } });
    expect(store.shellConfig.timeoutMs).toBe(3000);
    expect(store.shellConfig.storage).toBeNull();
    expect(store.getState().shellSession.site).toBe('main');
  });

  it('renders a component using the shared endpoints with renderToString', () => {
    const logger = createMemoryLogger();
    const store = createShellStore({ config: { baseUrl: 'http://shell.test', logger, getCookies: () => '' }, session: { site: 'jp', lang: 'ja' } });
    const html = renderToString(
      <ShellProvider store={store}>
        <Shell />
      </ShellProvider>,
    );
    expect(html).toContain('loading');
    expect(html).toContain('visitor');
    expect(html).toContain('jp');
    expect(logger.entries).toEqual([]);
  });

  it('puts lang, dir, theme and rise colour into the server HTML, with the boot script first in <head>', () => {
    const store = createShellStore({
      config: { baseUrl: 'http://shell.test', logger: createMemoryLogger(), getCookies: () => '' },
      session: { site: 'ae', lang: 'ar', theme: 'dark', riseColor: 'risered', hasRiseColorCookie: true },
    });
    const session = store.getState().shellSession;
    const html = renderToString(
      <html {...shellDocumentAttributes(session)}>
        <head>
          <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        </head>
        <body>
          <ShellProvider store={store}>
            <Shell />
          </ShellProvider>
        </body>
      </html>,
    );
    expect(html).toMatch(/^<html lang="ar" dir="rtl" data-theme="dark" data-rise="risered">/);
    expect(html).toContain(`<head><script>${THEME_BOOT_SCRIPT}</script>`);
  });

  it('renders data fetched on the server before rendering (the SSR data flow)', async () => {
    const store = createShellStore({
      config: { baseUrl: 'http://shell.test', logger: createMemoryLogger(), getCookies: () => '' },
    });
    // The mock backend answers on the server through MSW's node interceptor.
    await store.dispatch(shellDataApi.endpoints.getCommonData.initiate());
    const html = renderToString(
      <ShellProvider store={store}>
        <Shell />
      </ShellProvider>,
    );
    expect(html).not.toContain('loading');
    // React separates adjacent text nodes with comments in server HTML.
    expect(html.replaceAll('<!-- -->', '')).toBe('<p>USD visitor main</p>');
  });
});
