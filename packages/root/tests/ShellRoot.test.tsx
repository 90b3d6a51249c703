import { StrictMode, forwardRef } from 'react';
import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider, useSelector } from 'react-redux';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createShellStore, hostSessionChanged, useApplySettings, useShellIntl, useShellStore } from '@shell/api-client';
import type { ShellStore } from '@shell/api-client';
import { createMemoryLogger } from '@shell/api-client/core';
import type { ShellMessages } from '@shell/api-client/core';
import { prefetchHeaderData } from '@shell/header';
import { ShellLink } from '@shell/ui';
import type { ShellLinkComponentProps } from '@shell/ui';
import { countRequests, createTestStore, hydrateServerHtml, mockBackend, TEST_BASE_URL } from '@shell/test-utils';
import { AnnouncementBar, Footer, Header, loadShellMessages, ReminderBell, ShellRoot } from '@shell/root';
import type { PreparedShell } from '@shell/root';
import { prepareShell } from '@shell/root/server';
import { createShellMessageLoader } from '../src/catalogs';

const html = document.documentElement;

afterEach(() => {
  for (const name of ['data-theme', 'data-rise', 'lang', 'dir']) html.removeAttribute(name);
  vi.unstubAllEnvs();
});

/** Captures the store ShellRoot made, through the shell's public hook. */
function StoreProbe({ onStore }: { onStore: (store: ShellStore) => void }) {
  onStore(useShellStore());
  return null;
}

function SignIn() {
  const intl = useShellIntl();
  return <p data-testid="login-text">{intl.formatMessage({ id: 'header.auth.login', defaultMessage: 'Log In' })}</p>;
}

/** A PreparedShell as prepareShell builds it: a request's store after the header's preload. */
async function prepareByHand(options: { site: 'main' | 'tr' | 'us'; user: 'visitor' | 'user' }): Promise<PreparedShell> {
  const { store } = createTestStore({ site: options.site, user: options.user });
  await prefetchHeaderData(store, { pathname: '/' });
  const state = store.getState();
  const messages = await createShellMessageLoader(createMemoryLogger())(state.shellSession.lang);
  return {
    version: 1,
    site: state.shellSession.site,
    lang: state.shellSession.lang,
    session: state.shellSession,
    api: state.shellApi,
    messages,
    htmlAttributes: { lang: state.shellSession.lang, dir: 'ltr', 'data-theme': state.shellSession.theme, 'data-rise': state.shellSession.riseColor },
  };
}

describe('ShellRoot (client-only host)', () => {
  it('renders the host’s page at once and the parts for the site once the catalogs of the URL language are in', async () => {
    const logger = createMemoryLogger();
    render(
      <ShellRoot site="tr" lang="zh" apiBaseUrl={TEST_BASE_URL} logger={logger}>
        <AnnouncementBar />
        <Header />
        <main>host page</main>
        <SignIn />
        <Footer />
      </ShellRoot>,
    );
    // The host's page is never held back; the shell's parts show nothing in English first: no
    // header or footer until the Chinese catalogs are in.
    expect(screen.getByText('host page')).toBeInTheDocument();
    expect(document.querySelector('header')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    // Generous: the first load of a language's chunks is slow on a busy machine.
    await waitFor(() => expect(document.querySelector('header[data-site="tr"]')).not.toBeNull(), { timeout: 5000 });
    expect(screen.getByTestId('login-text')).toHaveTextContent('登录');
    expect(screen.getAllByRole('link', { name: '登录' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(html).toHaveAttribute('lang', 'zh');
    expect(logger.entries.filter((entry) => entry.event.startsWith('root.'))).toEqual([]);
  });

  it('reads the settings and the login hint from the page’s cookies, as a server would', async () => {
    document.cookie = 'sign=abc; path=/';
    document.cookie = 'theme_mode=2; path=/';
    try {
      let store: ShellStore | undefined;
      render(
        <ShellRoot site="main" apiBaseUrl={TEST_BASE_URL} logger={createMemoryLogger()}>
          <StoreProbe onStore={(value) => (store = value)} />
        </ShellRoot>,
      );
      expect(store!.getState().shellSession).toMatchObject({ site: 'main', lang: 'en', theme: 'dark', loginHint: true });
    } finally {
      document.cookie = 'sign=; max-age=0; path=/';
      document.cookie = 'theme_mode=; max-age=0; path=/';
    }
  });

  it('switches the texts to a new language in one render once its catalogs are in', async () => {
    let store: ShellStore | undefined;
    render(
      <ShellRoot site="main" lang="en" apiBaseUrl={TEST_BASE_URL} logger={createMemoryLogger()}>
        <StoreProbe onStore={(value) => (store = value)} />
        <SignIn />
      </ShellRoot>,
    );
    expect(await screen.findByTestId('login-text')).toHaveTextContent('Log In');
    act(() => void store!.dispatch(hostSessionChanged({ lang: 'zh' })));
    await waitFor(() => expect(screen.getByTestId('login-text')).toHaveTextContent('登录'), { timeout: 5000 });
    expect(html).toHaveAttribute('lang', 'zh');
  });

  it('never shows a language the session has left: en → zh → en quickly stays English', async () => {
    let store: ShellStore | undefined;
    const shown: string[] = [];
    function Recorder() {
      const intl = useShellIntl();
      shown.push(intl.formatMessage({ id: 'header.auth.login', defaultMessage: 'Log In' }));
      return null;
    }
    render(
      <ShellRoot site="main" lang="en" apiBaseUrl={TEST_BASE_URL} logger={createMemoryLogger()}>
        <StoreProbe onStore={(value) => (store = value)} />
        <Recorder />
        <SignIn />
      </ShellRoot>,
    );
    await waitFor(() => expect(document.querySelector('[data-testid="login-text"]')).toHaveTextContent('Log In'));
    // zh starts loading; the session is back to en before its catalogs are in.
    act(() => {
      store!.dispatch(hostSessionChanged({ lang: 'zh' }));
      store!.dispatch(hostSessionChanged({ lang: 'en' }));
    });
    // Long enough for the zh catalogs to have arrived (they load in a few ms here).
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(store!.getState().shellSession.lang).toBe('en');
    expect(screen.getByTestId('login-text')).toHaveTextContent('Log In');
    expect(shown).not.toContain('登录');
  });

  it('syncs <html> and the settings of other tabs on a page without a header', async () => {
    let store: ShellStore | undefined;
    render(
      <ShellRoot site="main" lang="ar" apiBaseUrl={TEST_BASE_URL} logger={createMemoryLogger()}>
        <StoreProbe onStore={(value) => (store = value)} />
        <main>page</main>
      </ShellRoot>,
    );
    await screen.findByText('page');
    expect(html).toHaveAttribute('dir', 'rtl');
    expect(html).toHaveAttribute('data-theme', 'light');
    act(() => void store!.dispatch(hostSessionChanged({ theme: 'dark' })));
    expect(html).toHaveAttribute('data-theme', 'dark');
    // Another tab of the site changes the rise colour: this page follows, header or not.
    const otherTab = new BroadcastChannel('shell-settings');
    otherTab.postMessage({ site: 'main', change: { riseColor: 'risered' } });
    otherTab.close();
    await waitFor(() => expect(store!.getState().shellSession.riseColor).toBe('risered'));
    expect(html).toHaveAttribute('data-rise', 'risered');
  });

  it('gives the host link component prefetch={false} by default and true for a configured path', async () => {
    const HostLink = forwardRef<HTMLAnchorElement, ShellLinkComponentProps>(function HostLink({ prefetch, ...props }, ref) {
      return <a ref={ref} data-prefetch={String(prefetch)} {...props} />;
    });
    render(
      <ShellRoot site="main" apiBaseUrl={TEST_BASE_URL} logger={createMemoryLogger()} link={HostLink} prefetch={['/markets']}>
        <ShellLink href="/markets">Markets</ShellLink>
        <ShellLink href="/trade/BTC_USDT">Spot</ShellLink>
      </ShellRoot>,
    );
    expect(await screen.findByRole('link', { name: 'Markets' })).toHaveAttribute('data-prefetch', 'true');
    expect(screen.getByRole('link', { name: 'Spot' })).toHaveAttribute('data-prefetch', 'false');
  });

  it('keeps a host Redux store of its own readable inside the shell', async () => {
    const host = createSlice({ name: 'host', initialState: { owner: 'the host' }, reducers: {} });
    const hostStore = configureStore({ reducer: { host: host.reducer } });
    function HostReader() {
      return <p data-testid="host">{useSelector((state: { host: { owner: string } }) => state.host.owner)}</p>;
    }
    render(
      <Provider store={hostStore}>
        <ShellRoot site="main" apiBaseUrl={TEST_BASE_URL} logger={createMemoryLogger()}>
          <Header />
          <HostReader />
        </ShellRoot>
      </Provider>,
    );
    expect(await screen.findByTestId('host')).toHaveTextContent('the host');
  });
});

describe('ShellRoot with bad input', () => {
  it('shows the main site for an unknown site, with one warning (StrictMode too)', async () => {
    const logger = createMemoryLogger();
    render(
      <StrictMode>
        <ShellRoot site="atlantis" apiBaseUrl={TEST_BASE_URL} logger={logger}>
          <Header />
        </ShellRoot>
      </StrictMode>,
    );
    await waitFor(() => expect(document.querySelector('header[data-site="main"]')).not.toBeNull());
    expect(logger.entries.filter((entry) => entry.event === 'root.unknown-site')).toEqual([
      { level: 'warn', event: 'root.unknown-site', source: 'ShellRoot', reason: 'unknown-site', detail: 'atlantis' },
    ]);
  });

  it('throws an error naming the prop in development when neither prepared, site nor store is given', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ShellRoot apiBaseUrl={TEST_BASE_URL} />)).toThrow(/ShellRoot: pass `site`/);
  });

  it('falls back to the main site with an error log in production (never a blank shell)', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const logger = createMemoryLogger();
    render(
      <ShellRoot apiBaseUrl={TEST_BASE_URL} logger={logger}>
        <Header />
      </ShellRoot>,
    );
    await waitFor(() => expect(document.querySelector('header[data-site="main"]')).not.toBeNull());
    expect(logger.entries.filter((entry) => entry.event === 'root.missing-site').map((entry) => entry.level)).toEqual(['error']);
  });

  it('warns about a prepared shell of another version and starts empty on its site', async () => {
    // Prepared for a signed-in user; the backend now answers for a visitor: a page that used the
    // prepared data would show the user.
    const prepared = { ...(await prepareByHand({ site: 'tr', user: 'user' })), version: 2 } as unknown as PreparedShell;
    mockBackend.reset({ user: 'visitor', site: 'tr' });
    const logger = createMemoryLogger();
    render(
      <ShellRoot prepared={prepared} apiBaseUrl={TEST_BASE_URL} logger={logger}>
        <Header />
      </ShellRoot>,
    );
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Log In' }).length).toBeGreaterThan(0));
    expect(document.querySelector('header[data-site="tr"]')).not.toHaveAttribute('data-logged-in');
    expect(logger.entries.filter((entry) => entry.event === 'root.prepared-version')).toEqual([
      { level: 'warn', event: 'root.prepared-version', source: 'ShellRoot', reason: 'unsupported', detail: { version: 2, expected: 1 } },
    ]);
  });
});

describe('ShellRoot with a prepared session that is not prepareShell’s', () => {
  function warnings(logger: ReturnType<typeof createMemoryLogger>) {
    return logger.entries.filter((entry) => entry.event === 'root.prepared-session');
  }

  it('an unknown site in prepared.session: the page’s own session on prepared.site, one warning, no throw', async () => {
    const prepared = await prepareByHand({ site: 'tr', user: 'visitor' });
    const logger = createMemoryLogger();
    let store: ShellStore | undefined;
    render(
      <StrictMode>
        <ShellRoot prepared={{ ...prepared, session: { site: 'xx' } as unknown as PreparedShell['session'] }} apiBaseUrl={TEST_BASE_URL} logger={logger}>
          <StoreProbe onStore={(value) => (store = value)} />
          <Header />
        </ShellRoot>
      </StrictMode>,
    );
    await waitFor(() => expect(document.querySelector('header[data-site="tr"]')).not.toBeNull());
    expect(store!.getState().shellSession).toMatchObject({ site: 'tr', lang: 'en', theme: 'light' });
    expect(warnings(logger)).toEqual([
      { level: 'warn', event: 'root.prepared-session', source: 'ShellRoot', reason: 'invalid-session', detail: { used: { site: 'tr', lang: 'en' } } },
    ]);
  });

  it('a language that is not one of the shell’s (../evil) is never kept: the URL’s language, one warning', async () => {
    const prepared = await prepareByHand({ site: 'main', user: 'visitor' });
    const logger = createMemoryLogger();
    let store: ShellStore | undefined;
    render(
      <ShellRoot prepared={{ ...prepared, session: { ...prepared.session, lang: '../evil' as never } }} apiBaseUrl={TEST_BASE_URL} logger={logger}>
        <StoreProbe onStore={(value) => (store = value)} />
        <SignIn />
      </ShellRoot>,
    );
    expect(await screen.findByTestId('login-text')).toHaveTextContent('Log In');
    expect(store!.getState().shellSession.lang).toBe('en');
    expect(html).toHaveAttribute('lang', 'en');
    expect(warnings(logger)).toHaveLength(1);
  });

  it('a valid session is rebuilt with the site’s constraints and logs nothing', async () => {
    const prepared = await prepareByHand({ site: 'us', user: 'visitor' });
    const logger = createMemoryLogger();
    let store: ShellStore | undefined;
    render(
      <ShellRoot prepared={{ ...prepared, session: { ...prepared.session, theme: 'dark', riseColor: 'risered' } }} apiBaseUrl={TEST_BASE_URL} logger={logger}>
        <StoreProbe onStore={(value) => (store = value)} />
      </ShellRoot>,
    );
    // The US site forces green-up: a session saying otherwise is corrected, not refused.
    await waitFor(() => expect(store!.getState().shellSession).toMatchObject({ site: 'us', theme: 'dark', riseColor: 'risegreen' }));
    expect(warnings(logger)).toEqual([]);
  });
});

describe('ShellRoot with a prepared shell (server rendered)', () => {
  function Page({ prepared, children }: { prepared: PreparedShell; children?: ReactNode }) {
    return (
      <ShellRoot prepared={prepared} apiBaseUrl={TEST_BASE_URL} logger={createMemoryLogger()}>
        <Header />
        {children}
        <Footer />
      </ShellRoot>
    );
  }

  it('server-renders the signed-in header and footer, and hydrates without a mismatch or a second fetch', async () => {
    const prepared = await prepareByHand({ site: 'main', user: 'user' });
    // renderToString renders what is loaded: the footer's and the bell's chunks first.
    await Promise.all([Footer.preload(), ReminderBell.preload()]);
    const serverHtml = renderToString(<Page prepared={prepared} />);
    expect(serverHtml).toContain('data-logged-in');
    expect(serverHtml).toContain('<footer');
    mockBackend.reset({ user: 'user', site: 'main' });
    const userInfoCalls = countRequests('/apiw/v2/account/user_info');
    const hydrated = await hydrateServerHtml(serverHtml, <Page prepared={prepared} />);
    try {
      expect(hydrated.errors).toEqual([]);
      expect(hydrated.container.querySelector('header[data-logged-in]')).not.toBeNull();
      expect(userInfoCalls.count).toBe(0);
    } finally {
      hydrated.cleanup();
    }
  });

  it('makes a store per mount, never shared: two roots of two requests keep their own users', async () => {
    // One after the other: the test backend answers for one user at a time.
    const visitor = await prepareByHand({ site: 'main', user: 'visitor' });
    const user = await prepareByHand({ site: 'main', user: 'user' });
    const visitorHtml = renderToString(<Page prepared={visitor} />);
    const userHtml = renderToString(<Page prepared={user} />);
    expect(visitorHtml).not.toContain('data-logged-in');
    expect(userHtml).toContain('data-logged-in');
  });

  it('renders with the host store it is given and the host messages, loading nothing for the first language', async () => {
    const store = createShellStore({ config: { baseUrl: TEST_BASE_URL, logger: createMemoryLogger() }, session: { site: 'main', lang: 'en' }, listen: false });
    const messages: ShellMessages = { 'header.auth.login': 'Sign in here' };
    render(
      <ShellRoot store={store} messages={messages}>
        <SignIn />
      </ShellRoot>,
    );
    // Synchronously: the host's catalogs are used as they are.
    expect(screen.getByTestId('login-text')).toHaveTextContent('Sign in here');
  });

  it('a client-rendered host that awaits loadShellMessages gets the header in its first render, above the page', async () => {
    const logger = createMemoryLogger();
    const store = createShellStore({ config: { baseUrl: TEST_BASE_URL, logger }, session: { site: 'main', lang: 'de' }, listen: false });
    const messages = await loadShellMessages('de', logger);
    // Every package's catalog, merged: the header's, the footer's, the reminder's.
    expect(Object.keys(messages).some((id) => id.startsWith('header.'))).toBe(true);
    expect(Object.keys(messages).some((id) => id.startsWith('footer.'))).toBe(true);
    const { container } = render(
      <ShellRoot store={store} messages={messages}>
        <Header />
        <main>page</main>
      </ShellRoot>,
    );
    // No await: in the first commit the header is there, before the page's content (nothing
    // appears above the page later and pushes it down).
    const header = container.querySelector('header.shell-header');
    expect(header).not.toBeNull();
    expect(header!.compareDocumentPosition(container.querySelector('main')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(logger.entries).toEqual([]);
  });

  it('without catalogs the page renders at once and the header only once they are in', async () => {
    const store = createShellStore({ config: { baseUrl: TEST_BASE_URL, logger: createMemoryLogger() }, session: { site: 'main', lang: 'de' }, listen: false });
    const { container } = render(
      <ShellRoot store={store}>
        <Header />
        <main>page</main>
      </ShellRoot>,
    );
    expect(container.querySelector('main')).not.toBeNull();
    expect(container.querySelector('header.shell-header')).toBeNull();
    await waitFor(() => expect(container.querySelector('header.shell-header')).not.toBeNull());
  });
});

describe('ShellRoot searchApp', () => {
  it('gives the header the configured search micro-app; without one the search entry is a plain link', async () => {
    const { MOCK_SEARCH_APP } = await import('@shell/mocks');
    const configured = render(
      <ShellRoot site="main" apiBaseUrl={TEST_BASE_URL} searchApp={MOCK_SEARCH_APP}>
        <Header />
      </ShellRoot>,
    );
    expect(await screen.findByRole('button', { name: 'Search' })).toBeInTheDocument();
    configured.unmount();
    render(
      <ShellRoot site="main" apiBaseUrl={TEST_BASE_URL}>
        <Header />
      </ShellRoot>,
    );
    expect(await screen.findByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
  });
});

describe('ShellRoot when the server had no catalogs', () => {
  /** A Chinese page whose server preload brought no catalogs. */
  async function chinesePrepared(messages: PreparedShell['messages']): Promise<PreparedShell> {
    const prepared = await prepareByHand({ site: 'main', user: 'visitor' });
    return { ...prepared, lang: 'zh', session: { ...prepared.session, lang: 'zh' }, messages, htmlAttributes: { ...prepared.htmlAttributes, lang: 'zh' } };
  }

  it('loads the language’s catalogs when prepared.messages is empty ({}), and shows Chinese', async () => {
    render(
      <ShellRoot prepared={await chinesePrepared({})} apiBaseUrl={TEST_BASE_URL} logger={createMemoryLogger()}>
        <SignIn />
      </ShellRoot>,
    );
    await waitFor(() => expect(screen.getByTestId('login-text')).toHaveTextContent('登录'), { timeout: 5000 });
  });

  it('loads them when prepared.messages is absent', async () => {
    render(
      <ShellRoot prepared={await chinesePrepared(undefined)} apiBaseUrl={TEST_BASE_URL} logger={createMemoryLogger()}>
        <SignIn />
      </ShellRoot>,
    );
    await waitFor(() => expect(screen.getByTestId('login-text')).toHaveTextContent('登录'), { timeout: 5000 });
  });
});

describe('prepareShell without catalogs, then ShellRoot', () => {
  it('catalog deadline: prepared has no messages, and the page then shows the language (Japanese)', async () => {
    // The deadline's timer fires before the catalogs' chunks can load (they take at least a few
    // ticks): a fake setTimeout, advanced as soon as prepareShell has set its deadlines.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let prepared: PreparedShell;
    try {
      const run = prepareShell({ site: 'main', baseUrl: TEST_BASE_URL, pathname: '/ja/', timeoutMs: 5, logger: createMemoryLogger() });
      vi.advanceTimersByTime(5);
      prepared = await run;
    } finally {
      vi.useRealTimers();
    }
    expect(prepared.lang).toBe('ja');
    expect(prepared).not.toHaveProperty('messages');
    render(
      <ShellRoot prepared={prepared} apiBaseUrl={TEST_BASE_URL} logger={createMemoryLogger()}>
        <SignIn />
      </ShellRoot>,
    );
    await waitFor(() => expect(screen.getByTestId('login-text')).toHaveTextContent('ログイン'), { timeout: 5000 });
  });

  it('catch path (a logger that throws): prepared has no messages or data, and the page shows the language (German)', async () => {
    const throwing = { log: () => { throw new Error('logger down'); } };
    // The unknown site makes prepareShell log, the logger throws: the catch path.
    const prepared = await prepareShell({ site: 'atlantis', baseUrl: TEST_BASE_URL, pathname: '/de/', logger: throwing });
    expect(prepared).toMatchObject({ version: 1, site: 'main', lang: 'de', api: { queries: {} } });
    expect(prepared).not.toHaveProperty('messages');
    render(
      <ShellRoot prepared={prepared} apiBaseUrl={TEST_BASE_URL} logger={createMemoryLogger()}>
        <SignIn />
      </ShellRoot>,
    );
    await waitFor(() => expect(screen.getByTestId('login-text')).toHaveTextContent('Anmelden'), { timeout: 5000 });
  });
});

describe('ShellRoot wiring of cookieDomain and icons', () => {
  /** Records what the page writes to `document.cookie` (jsdom drops a Domain it is not on). */
  function recordCookieWrites(): string[] {
    const writes: string[] = [];
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => '', set: (value: string) => void writes.push(value) });
    return writes;
  }
  afterEach(() => Reflect.deleteProperty(document, 'cookie'));

  function ThemeButton() {
    const apply = useApplySettings();
    return <button onClick={() => apply({ theme: 'dark' })}>dark</button>;
  }

  it('writes the settings cookies for the cookieDomain the page is on, host-only without one', async () => {
    const withDomain = recordCookieWrites();
    const first = render(
      <ShellRoot site="main" cookieDomain="localhost" apiBaseUrl={TEST_BASE_URL} logger={createMemoryLogger()}>
        <ThemeButton />
      </ShellRoot>,
    );
    act(() => screen.getByRole('button', { name: 'dark' }).click());
    expect(withDomain.some((write) => write.startsWith('theme_mode=2;') && write.includes('Domain=localhost'))).toBe(true);
    first.unmount();

    const hostOnly = recordCookieWrites();
    render(
      <ShellRoot site="main" apiBaseUrl={TEST_BASE_URL} logger={createMemoryLogger()}>
        <ThemeButton />
      </ShellRoot>,
    );
    act(() => screen.getByRole('button', { name: 'dark' }).click());
    const theme = hostOnly.filter((write) => write.startsWith('theme_mode=2;'));
    expect(theme.length).toBeGreaterThan(0);
    expect(theme.some((write) => write.includes('Domain='))).toBe(false);
  });

  it('draws the host’s icon in place of the shell’s, by name', async () => {
    const icons = { search: ({ size }: { size?: number }) => <svg data-testid="host-search-icon" width={size} aria-hidden="true" /> };
    render(
      <ShellRoot site="main" icons={icons} apiBaseUrl={TEST_BASE_URL} logger={createMemoryLogger()}>
        <Header />
      </ShellRoot>,
    );
    const search = await screen.findByRole('link', { name: 'Search' }, { timeout: 5000 });
    expect(search.querySelector('[data-testid="host-search-icon"]')).not.toBeNull();
  });

  it('replaces an icon by name in every package that draws it', async () => {
    // The header and the footer each define a `globe` (the language entries): one override reaches both.
    const icons = { globe: () => <svg data-testid="host-globe-icon" aria-hidden="true" /> };
    const { container } = render(
      <ShellRoot site="main" icons={icons} apiBaseUrl={TEST_BASE_URL} logger={createMemoryLogger()}>
        <Header />
        <Footer />
      </ShellRoot>,
    );
    await waitFor(() => {
      // Both parts render once the catalogs are in; until then there is nothing to look into.
      const header = container.querySelector('header [data-entry="language"]');
      const footer = container.querySelector('footer .shell-footer-lang__button');
      expect(header, 'the header language entry').toBeInstanceOf(HTMLElement);
      expect(footer, 'the footer language button').toBeInstanceOf(HTMLElement);
      expect(header!.querySelector('[data-testid="host-globe-icon"]')).not.toBeNull();
      expect(footer!.querySelector('[data-testid="host-globe-icon"]')).not.toBeNull();
    }, { timeout: 5000 });
    expect(container.querySelectorAll('svg.shell-icon')).not.toHaveLength(0);
  });
});
