import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ShellProvider } from '@shell/api-client';
import { ShellHostProvider } from '@shell/ui';
import { createTestStore } from '@shell/test-utils';
import type { SiteKey } from '@shell/site-config';
import { useLanguageSwitch } from './useLanguageSwitch';
import { useShowsExpressBuy } from './useShowsExpressBuy';
import { recordCookieWrites, restoreCookies } from './testing.test-helper';

afterEach(restoreCookies);

function setup(site: SiteKey) {
  const { store, logger } = createTestStore({ site });
  const navigate = vi.fn();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ShellProvider store={store}>
      <ShellHostProvider pathname="/price" search="" navigate={navigate}>
        {children}
      </ShellHostProvider>
    </ShellProvider>
  );
  const hook = renderHook(() => ({ switcher: useLanguageSwitch(), expressBuy: useShowsExpressBuy() }), { wrapper });
  return { store, logger, navigate, hook };
}

describe('useLanguageSwitch', () => {
  it('switches the session and navigates to /{lang} + the current path', async () => {
    recordCookieWrites();
    const { hook, navigate, store } = setup('main');
    // The mock lang_list: the nine catalogs and seven languages without one (main serves them all).
    await waitFor(() => expect(hook.result.current.switcher.choices).toHaveLength(16));
    let result;
    act(() => void (result = hook.result.current.switcher.switchTo('ja')));
    expect(result).toEqual({ switched: true });
    expect(navigate).toHaveBeenCalledWith('/ja/price', { replace: undefined });
    expect(store.getState().shellSession.lang).toBe('ja');
  });

  it('issue 22 item 14: a lang_list language without a shell catalog switches like any other (§2 "/{lang} plus the current path")', async () => {
    recordCookieWrites();
    const { hook, navigate, store } = setup('main');
    await waitFor(() => expect(hook.result.current.switcher.choices.map((c) => c.lang)).toContain('ko'));
    act(() => void hook.result.current.switcher.switchTo('ko'));
    expect(navigate).toHaveBeenCalledWith('/ko/price', { replace: undefined });
    expect(store.getState().shellSession.lang).toBe('ko');
  });

  it('is blocked for Turkish outside Turkey (the header modal asks first), and logs why', async () => {
    const { hook, navigate, logger, store } = setup('main');
    await waitFor(() => expect(hook.result.current.switcher.choices.length).toBeGreaterThan(0));
    expect(hook.result.current.switcher.switchTo('tr')).toEqual({ switched: false, reason: 'turkish-site-choice' });
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().shellSession.lang).toBe('en');
    expect(logger.entries).toContainEqual(expect.objectContaining({ event: 'prefs.language-switch', reason: 'turkish-site-choice' }));
  });

  it('switches to Turkish on the Turkey site', async () => {
    recordCookieWrites();
    const { hook, navigate } = setup('tr');
    await waitFor(() => expect(hook.result.current.switcher.choices.map((c) => c.lang)).toEqual(['en', 'tr']));
    act(() => void hook.result.current.switcher.switchTo('tr'));
    expect(navigate).toHaveBeenCalledWith('/tr/price', { replace: undefined });
  });

  it('is unavailable on the US, and refuses languages the site does not offer or the current one', async () => {
    const us = setup('us');
    expect(us.hook.result.current.switcher.available).toBe(false);
    expect(us.hook.result.current.switcher.switchTo('en')).toEqual({ switched: false, reason: 'hidden' });
    const jp = setup('jp');
    await waitFor(() => expect(jp.hook.result.current.switcher.choices.length).toBe(2));
    expect(jp.hook.result.current.switcher.switchTo('de')).toEqual({ switched: false, reason: 'not-offered' });
    expect(jp.hook.result.current.switcher.switchTo('ru')).toEqual({ switched: false, reason: 'not-offered' });
    expect(jp.hook.result.current.switcher.switchTo('en')).toEqual({ switched: false, reason: 'current' });
  });
});

describe('useShowsExpressBuy', () => {
  it('hides express buy for CNY only (spec §9)', () => {
    recordCookieWrites();
    const { hook, store } = setup('main');
    expect(hook.result.current.expressBuy).toBe(true);
    act(() => void store.dispatch({ type: 'shellSession/fiatChanged', payload: { fiat: 'CNY', currencyRateOpen: true } }));
    expect(hook.result.current.expressBuy).toBe(false);
    act(() => void store.dispatch({ type: 'shellSession/fiatChanged', payload: { fiat: 'EUR' } }));
    expect(hook.result.current.expressBuy).toBe(true);
  });
});
