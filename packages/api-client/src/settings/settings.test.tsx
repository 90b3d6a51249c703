import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { COOKIE_NAMES, THEME_ATTRIBUTE } from '@shell/site-config';

/** The rise-colour attribute of <html> (site-config's README documents it for host CSS). */
const RISE_ATTRIBUTE = 'data-rise';
import type { LangCode, SiteKey } from '@shell/site-config';
import { createTestStore } from '@shell/test-utils';
import { shellDataApi } from '../endpoints/sharedData';
import { ShellProvider } from '../react/ShellProvider';
import type { ShellStore } from '../store';
import { languageChanged } from '../session/sessionSlice';
import { ShellHostProvider } from '@shell/ui';
import { useApplySettings } from './applySettings';
import { useFiatDisplay } from './fiatConversion';
import { useSettingsSync } from './settingsSync';
import { useThemePreference } from './themePreference';

/** Records every `document.cookie = …` write (attributes included) and serves the jar for reads. */
function recordCookies(initial = '') {
  const writes: string[] = [];
  const jar = new Map<string, string>();
  for (const part of initial.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name) jar.set(name, value ?? '');
  }
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    set: (raw: string) => {
      writes.push(raw);
      const [pair = '', ...attributes] = raw.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  });
  return writes;
}

/** A `window.matchMedia` whose dark-scheme answer a test can flip. */
function stubColorScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const state = { dark };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && state.dark;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      state.dark = next;
      for (const listener of listeners) listener();
    },
  };
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
  window.matchMedia = originalMatchMedia;
  document.documentElement.removeAttribute(THEME_ATTRIBUTE);
  document.documentElement.removeAttribute(RISE_ATTRIBUTE);
});

function wrapperFor(store: ShellStore, navigate?: (href: string) => void, pathname = '/trade/BTC_USDT') {
  return function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <ShellProvider store={store}>
        <ShellHostProvider pathname={pathname} search="" navigate={navigate}>
          {children}
        </ShellHostProvider>
      </ShellProvider>
    );
  };
}

function setup(site: SiteKey = 'main', lang: LangCode = 'en', cookies = '') {
  const { store } = createTestStore({ site, lang, config: { getCookies: () => cookies } });
  const hook = renderHook(
    () => ({ apply: useApplySettings(), preference: useThemePreference(), sync: useSettingsSync() }),
    { wrapper: wrapperFor(store) },
  );
  return { store, hook, apply: (...args: Parameters<ReturnType<typeof useApplySettings>>) => act(() => void hook.result.current.apply(...args)) };
}

describe('useApplySettings', () => {
  it('picking a fiat opens the currency rate, sets the fiat and writes curr_fiat for 31536000 s', () => {
    const writes = recordCookies();
    const { store, apply } = setup();
    apply({ fiat: 'EUR', currencyRateOpen: true });
    expect(store.getState().shellSession).toMatchObject({ fiat: 'EUR', currencyRateOpen: true });
    expect(writes).toContain('curr_fiat=EUR; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(writes).toContain(`${COOKIE_NAMES.currencyRateOpen}=1; Max-Age=31536000; Path=/; SameSite=Lax`);
  });

  it('"do not switch to fiat" off clears the fiat and deletes the cookie', () => {
    const writes = recordCookies();
    const { store, apply } = setup();
    apply({ fiat: 'EUR', currencyRateOpen: true });
    apply({ fiat: null });
    expect(store.getState().shellSession.fiat).toBeNull();
    expect(writes.at(-1)).toBe('curr_fiat=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it.each([
    ['us', { riseColor: 'risered' as const }, { riseColor: 'risegreen' }, `${COOKIE_NAMES.riseColor}=risegreen`],
    ['us', { referenceTime: 'utc8' as const }, { referenceTime: '24h' }, `${COOKIE_NAMES.referenceTime}=24h`],
    ['jp', { referenceTime: 'utc8' as const }, { referenceTime: '24h' }, `${COOKIE_NAMES.referenceTime}=24h`],
    ['ae', { referenceTime: 'utc0' as const }, { referenceTime: 'utc0' }, `${COOKIE_NAMES.referenceTime}=utc0`],
    ['main', { riseColor: 'risered' as const }, { riseColor: 'risered' }, `${COOKIE_NAMES.riseColor}=risered`],
  ] as const)('on %s, %j is applied as %j and the cookie holds the allowed value', (site, request, session, cookie) => {
    const writes = recordCookies();
    const { store, apply } = setup(site);
    apply(request);
    expect(store.getState().shellSession).toMatchObject(session);
    expect(writes.some((w) => w.startsWith(`${cookie};`))).toBe(true);
  });

  it('a language change without a rise-colour cookie follows the language (Chinese red-up) and writes the lang cookie', () => {
    const writes = recordCookies();
    const { store, apply } = setup('main', 'en');
    apply({ lang: 'zh' });
    expect(store.getState().shellSession).toMatchObject({ lang: 'zh', riseColor: 'risered' });
    expect(writes).toContain(`${COOKIE_NAMES.lang}=zh; Max-Age=31536000; Path=/; SameSite=Lax`);
    apply({ riseColor: 'risegreen' });
    apply({ lang: 'zh-tw' });
    expect(store.getState().shellSession.riseColor).toBe('risegreen');
  });

  it('the theme toggle is an explicit preference: dark "2" plus the skin-changed cookie', () => {
    const writes = recordCookies();
    const { store, hook, apply } = setup();
    expect(hook.result.current.preference).toBe('system');
    apply({ theme: 'dark' });
    expect(store.getState().shellSession.theme).toBe('dark');
    expect(hook.result.current.preference).toBe('dark');
    expect(writes).toEqual([
      `${COOKIE_NAMES.theme}=2; Max-Age=31536000; Path=/; SameSite=Lax`,
      `${COOKIE_NAMES.skinChanged}=1; Max-Age=31536000; Path=/; SameSite=Lax`,
    ]);
  });
});

describe('the "system" theme', () => {
  it('starts from the theme cookie: a choice is explicit, none is system', () => {
    expect(setup('main', 'en', `${COOKIE_NAMES.theme}=0`).hook.result.current.preference).toBe('light');
    expect(setup('main', 'en', '').hook.result.current.preference).toBe('system');
  });

  it('follows prefers-color-scheme until the user picks a theme, and again after choosing system', () => {
    const scheme = stubColorScheme(true);
    const writes = recordCookies();
    // The boot script showed the system's dark theme before first paint.
    document.documentElement.setAttribute(THEME_ATTRIBUTE, 'dark');
    const { store, apply } = setup();
    // On mount the session takes what the boot script showed.
    expect(store.getState().shellSession.theme).toBe('dark');
    act(() => scheme.set(false));
    expect(store.getState().shellSession.theme).toBe('light');
    apply({ theme: 'dark' });
    act(() => scheme.set(false));
    expect(store.getState().shellSession.theme).toBe('dark');
    apply({ themePreference: 'system' });
    expect(store.getState().shellSession.theme).toBe('light');
    expect(writes.slice(-2)).toEqual([
      `${COOKIE_NAMES.theme}=; Max-Age=0; Path=/; SameSite=Lax`,
      `${COOKIE_NAMES.skinChanged}=1; Max-Age=31536000; Path=/; SameSite=Lax`,
    ]);
  });
});

it('keeps the session theme the host chose when the page shows none (no boot script)', () => {
  stubColorScheme(true);
  recordCookies();
  document.documentElement.removeAttribute(THEME_ATTRIBUTE);
  const { store } = setup();
  expect(store.getState().shellSession.theme).toBe('light');
});

describe('<html> attributes', () => {
  it('are left to the server on the first render, then follow every change', () => {
    recordCookies();
    const html = document.documentElement;
    html.setAttribute(THEME_ATTRIBUTE, 'light');
    html.setAttribute(RISE_ATTRIBUTE, 'risegreen');
    const { apply } = setup();
    expect([html.getAttribute(THEME_ATTRIBUTE), html.getAttribute(RISE_ATTRIBUTE)]).toEqual(['light', 'risegreen']);
    apply({ theme: 'dark', riseColor: 'risered' });
    expect([html.getAttribute(THEME_ATTRIBUTE), html.getAttribute(RISE_ATTRIBUTE)]).toEqual(['dark', 'risered']);
  });
});

describe('<html> lang and dir', () => {
  it('follow the session under useSettingsSync alone (a host composing the providers itself)', () => {
    recordCookies();
    const html = document.documentElement;
    try {
      const { store } = setup('main', 'ar');
      expect([html.getAttribute('lang'), html.getAttribute('dir')]).toEqual(['ar', 'rtl']);
      act(() => void store.dispatch(languageChanged('zh')));
      expect([html.getAttribute('lang'), html.getAttribute('dir')]).toEqual(['zh', 'ltr']);
    } finally {
      html.removeAttribute('lang');
      html.removeAttribute('dir');
    }
  });
});

describe('cross-tab sync (BroadcastChannel)', () => {
  function tab(site: SiteKey, navigate = vi.fn()) {
    const { store } = createTestStore({ site, lang: 'en' });
    let apply: ReturnType<typeof useApplySettings> = () => ({});
    function Tab() {
      useSettingsSync();
      apply = useApplySettings();
      return null;
    }
    const view = render(<Tab />, { wrapper: wrapperFor(store, navigate, '/price/bitcoin') });
    return { store, navigate, view, apply: (request: Parameters<typeof apply>[0]) => act(() => void apply(request)) };
  }

  it('theme, fiat, rise colour and reference time changed in one tab show in the other tabs of the site', async () => {
    recordCookies();
    const a = tab('main');
    const b = tab('main');
    const otherSite = tab('us');
    a.apply({ theme: 'dark', fiat: 'JPY', currencyRateOpen: true, riseColor: 'risered', referenceTime: 'utc8' });
    await waitFor(() =>
      expect(b.store.getState().shellSession).toMatchObject({ theme: 'dark', fiat: 'JPY', currencyRateOpen: true, riseColor: 'risered', referenceTime: 'utc8' }),
    );
    expect(otherSite.store.getState().shellSession).toMatchObject({ theme: 'light', fiat: null, riseColor: 'risegreen' });
  });

  it('a language change moves a visible other tab to the same page in that language (one replace, checked)', async () => {
    recordCookies();
    const a = tab('main');
    const b = tab('main');
    a.apply({ lang: 'ja' });
    await waitFor(() => expect(b.navigate).toHaveBeenCalledWith('/ja/price/bitcoin', { replace: true }));
    expect(b.store.getState().shellSession.lang).toBe('ja');
    expect(b.navigate).toHaveBeenCalledTimes(1);
    expect(a.navigate).not.toHaveBeenCalled();
  });

  describe('a language change never reloads a background tab (issue 21 L4)', () => {
    function setVisibility(state: DocumentVisibilityState) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
    afterEach(() => setVisibility('visible'));

    it('a hidden tab updates its language in place and changes its URL only when it becomes visible', async () => {
      recordCookies();
      const a = tab('main');
      const b = tab('main');
      setVisibility('hidden');
      a.apply({ lang: 'ja' });
      await waitFor(() => expect(b.store.getState().shellSession.lang).toBe('ja'));
      a.apply({ lang: 'zh' });
      await waitFor(() => expect(b.store.getState().shellSession.lang).toBe('zh'));
      expect(b.navigate).not.toHaveBeenCalled();
      setVisibility('visible');
      // Once, to the latest language.
      expect(b.navigate.mock.calls).toEqual([['/zh/price/bitcoin', { replace: true }]]);
      setVisibility('hidden');
      setVisibility('visible');
      expect(b.navigate).toHaveBeenCalledTimes(1);
    });

    it('a hidden tab whose language went back to its URL’s language does not navigate at all', async () => {
      recordCookies();
      const a = tab('main');
      const b = tab('main');
      setVisibility('hidden');
      a.apply({ lang: 'ja' });
      await waitFor(() => expect(b.store.getState().shellSession.lang).toBe('ja'));
      a.apply({ lang: 'en' });
      await waitFor(() => expect(b.store.getState().shellSession.lang).toBe('en'));
      setVisibility('visible');
      expect(b.navigate).not.toHaveBeenCalled();
    });
  });

  it('a logout in another tab ends this tab’s client session and sends a page that showed the user to login (issue 21 M3)', async () => {
    recordCookies('pver=1; sign=2; theme_mode=2');
    const { store } = createTestStore({ site: 'main', lang: 'zh', user: 'user' });
    await store.dispatch(shellDataApi.endpoints.getUserInfo.initiate());
    const uid = shellDataApi.endpoints.getUserInfo.select()(store.getState()).data?.uid ?? '';
    expect(uid).not.toBe('');
    window.localStorage.setItem(`shell.markets.viewed.main.${uid}`, '[]');
    const navigate = vi.fn();
    function Tab() {
      useSettingsSync();
      return null;
    }
    render(<Tab />, { wrapper: wrapperFor(store, navigate, '/zh/price/bitcoin') });
    const visitorTab = tab('main');
    const sender = new BroadcastChannel('shell-settings');
    sender.postMessage({ kind: 'logout', site: 'us' });
    sender.postMessage({ kind: 'logout', site: 'main' });
    sender.close();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/zh/login', { replace: true }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(shellDataApi.endpoints.getUserInfo.select()(store.getState()).data?.isLogin).toBe(false);
    expect(document.cookie).not.toMatch(/pver|sign/);
    expect(document.cookie).toMatch(/theme_mode=2/);
    expect(window.localStorage.getItem(`shell.markets.viewed.main.${uid}`)).toBeNull();
    // A visitor's page is left where it is.
    expect(visitorTab.navigate).not.toHaveBeenCalled();
  });

  it('ignores messages that are not settings', async () => {
    const b = tab('main');
    const channel = new BroadcastChannel('shell-settings');
    channel.postMessage({ site: 'main', change: null });
    channel.postMessage('garbage');
    channel.postMessage({ site: 'main', change: { theme: 'dark' } });
    channel.close();
    await waitFor(() => expect(b.store.getState().shellSession.theme).toBe('dark'));
  });
});

describe('useFiatDisplay', () => {
  it('converts USDT with curr_fiat_market_rates only while the currency rate is open', async () => {
    recordCookies();
    const { store } = createTestStore();
    const { result } = renderHook(() => ({ display: useFiatDisplay(), apply: useApplySettings() }), { wrapper: wrapperFor(store) });
    expect(result.current.display.fiat).toBeNull();
    expect(result.current.display.convert(10)).toBeNull();
    act(() => void result.current.apply({ fiat: 'EUR', currencyRateOpen: true }));
    await waitFor(() => expect(result.current.display.convert(100)).not.toBeNull());
    expect(result.current.display.symbol).toBe('€');
    expect(result.current.display.convert(100)).toBeGreaterThan(85);
    expect(result.current.display.convert(100)).toBeLessThan(100);
  });
});
