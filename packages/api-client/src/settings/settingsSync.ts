import { useEffect, useRef } from 'react';
import { languageSwitchHref, loginRoute, PREFERS_DARK_QUERY, splitLangPrefix, THEME_ATTRIBUTE, withLang } from '@shell/site-config';
import type { LangCode } from '@shell/site-config';
import { useShellStore } from '../react/hooks';
import { syncDocumentAttributes } from '../session/documentAttributes';
import type { ShellStore } from '../store';
import { useShellHost } from '@shell/ui';
import { dispatchSettings, effectiveChange } from './applySettings';
import { openSettingsChannel, readLogoutMessage, readSettingsMessage } from './channel';
import { endClientSession } from '../session/endClientSession';
import { shellDataApi } from '../endpoints/sharedData';
import { readThemePreference, storeThemePreference, subscribeThemePreference, themeForPreference } from './themePreference';

/** Shows the preference's theme in the session when it differs (no cookies: the system decides). */
function followPreference(store: ShellStore): void {
  const theme = themeForPreference(readThemePreference(store));
  const state = store.getState();
  if (state.shellSession.theme !== theme) dispatchSettings(store.dispatch, { theme }, state.shellSession.fiat);
}

/**
 * On mount the session takes the theme the page already shows: the server and the boot script put
 * it on `<html data-theme>` before first paint (for the `system` preference, from
 * `prefers-color-scheme`). Without that attribute (a host that renders no boot script, tests) the
 * session's own theme stands: the host chose it.
 */
function adoptShownTheme(store: ShellStore): void {
  if (typeof document === 'undefined') return;
  const shown = document.documentElement.getAttribute(THEME_ATTRIBUTE);
  if (shown !== 'dark' && shown !== 'light') return;
  const state = store.getState();
  if (state.shellSession.theme !== shown) dispatchSettings(store.dispatch, { theme: shown }, state.shellSession.fiat);
}

/**
 * Keeps this tab in step, mounted once by the shell (`ShellRoot` of `@shell/root` does, header or not):
 *
 * - **other tabs** of the same site: theme (and theme preference), rise colour, reference time,
 *   fiat and float rate apply at once, re-checked against this tab's site rules. A language change
 *   applies in place at once (the session's language: `ShellRoot` loads its catalogs and the text
 *   changes without a reload); the URL, which carries the language (spec §2), follows with one
 *   `replace` navigation through the host's checked `navigate` — only while this tab is visible,
 *   else when it next becomes visible — so a change in one tab never reloads every background tab.
 *   Cookies are shared already, so nothing is rewritten. A logout in another tab (`broadcastLogout`)
 *   ends this tab's client session (`endClientSession`) and sends a page that showed the user to
 *   login with the language prefix;
 * - **the system theme**: while the preference is `system`, a change of `prefers-color-scheme`
 *   changes the theme (and on mount the session takes what the server / boot script showed on
 *   `<html>`, see `adoptShownTheme`);
 * - **`<html>`**: `lang`, `dir`, `data-theme` and `data-rise` follow the session, on mount (after
 *   the session took the theme the page shows) and after every change, writing only what differs.
 */
export function useSettingsSync(): void {
  const store = useShellStore();
  const { navigate, pathname, search } = useShellHost();
  // The channel listener lives as long as the store; it reads the location of the latest render.
  const location = useRef({ navigate, pathname, search });
  useEffect(() => {
    location.current = { navigate, pathname, search };
  }, [navigate, pathname, search]);

  useEffect(() => {
    const channel = openSettingsChannel();
    if (!channel) return;
    // The language whose URL this tab still has to show (the text shows it already).
    let pendingLang: LangCode | null = null;
    const followLanguageUrl = () => {
      if (pendingLang === null || document.visibilityState === 'hidden') return;
      const lang = pendingLang;
      pendingLang = null;
      const here = location.current;
      if (splitLangPrefix(here.pathname).lang === lang) return;
      const target = languageSwitchHref(lang, `${here.pathname}${here.search === '' ? '' : `?${here.search}`}`);
      here.navigate(target, { replace: true, source: 'settingsSync' });
    };
    document.addEventListener('visibilitychange', followLanguageUrl);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const logout = readLogoutMessage(event.data);
      if (logout !== null) {
        if (logout.site !== store.getState().shellSession.site) return;
        // Another tab logged out: this one ends its client session too, and a page that showed
        // the user goes to login (a visitor's page stays where it is).
        const state = store.getState();
        const showedUser = shellDataApi.endpoints.getUserInfo.select()(state).data?.isLogin === true || state.shellSession.loginHint;
        endClientSession(store);
        if (showedUser) location.current.navigate(withLang(loginRoute(), state.shellSession.lang), { replace: true, source: 'settingsSync.logout' });
        return;
      }
      // Only the valid part of a message of a known site (any script of the origin can post here).
      const message = readSettingsMessage(event.data);
      if (message === null) return;
      const state = store.getState();
      if (message.site !== state.shellSession.site) return;
      if (message.themePreference !== undefined) storeThemePreference(store, message.themePreference);
      const { lang, ...rest } = message.change;
      dispatchSettings(store.dispatch, effectiveChange(state, rest), state.shellSession.fiat);
      if (message.themePreference !== undefined) followPreference(store);
      if (lang !== undefined && lang !== state.shellSession.lang) {
        dispatchSettings(store.dispatch, { lang }, store.getState().shellSession.fiat);
        pendingLang = lang;
        followLanguageUrl();
      }
    };
    return () => {
      channel.close();
      document.removeEventListener('visibilitychange', followLanguageUrl);
    };
  }, [store]);

  useEffect(() => {
    adoptShownTheme(store);
    const unsubscribe = subscribeThemePreference(store, () => followPreference(store));
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return unsubscribe;
    const query = window.matchMedia(PREFERS_DARK_QUERY);
    const onChange = () => followPreference(store);
    query.addEventListener?.('change', onChange);
    return () => {
      unsubscribe();
      query.removeEventListener?.('change', onChange);
    };
  }, [store]);

  // After the effect above: the session has adopted the theme the page shows before <html> is
  // written from it. The one writer of <html lang dir data-theme data-rise> in the browser.
  useEffect(() => (typeof document === 'undefined' ? undefined : syncDocumentAttributes(store)), [store]);
}
