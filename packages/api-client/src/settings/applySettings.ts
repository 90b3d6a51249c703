import { useCallback } from 'react';
import { useShellStore } from '../react/hooks';
import { constrainSettings, settingsCookieWrites, themePreferenceCookieWrites } from '@shell/site-config';
import type { ShellSettings, ThemePreference } from '@shell/site-config';
import { writeShellCookies } from '../browserCookies';
import type { ShellDispatch, ShellRootState } from '../store';
import {
  fiatChanged,
  floatRateChanged,
  languageChanged,
  referenceTimeChanged,
  riseColorChanged,
  themeChanged,
} from '../session/sessionSlice';
import { broadcastSettings } from './channel';
import type { SettingsChange } from './channel';
import { readThemePreference, storeThemePreference, themeForPreference } from './themePreference';

/**
 * What a control asks for: settings, and/or a theme preference. `themePreference: 'system'`
 * follows `prefers-color-scheme` until the user picks again; `theme: 'dark'` is the same as
 * `themePreference: 'dark'`.
 */
export type SettingsRequest = SettingsChange & { themePreference?: ThemePreference };

function currentSettings(state: ShellRootState): ShellSettings {
  const session = state.shellSession;
  return {
    theme: session.theme,
    riseColor: session.riseColor,
    referenceTime: session.referenceTime,
    fiat: session.fiat,
    currencyRateOpen: session.currencyRateOpen,
    floatRate: session.floatRate,
    lang: session.lang,
  };
}

/** `change` after the site's rules (US: green-up, 24h only, …), for the keys it names. */
function constrainedChange(state: ShellRootState, change: SettingsChange): SettingsChange {
  const next = constrainSettings({ ...currentSettings(state), ...change }, state.shellSession.site);
  const out: SettingsChange = {};
  for (const key of Object.keys(change) as (keyof ShellSettings)[]) {
    if (change[key] !== undefined) (out as Record<string, unknown>)[key] = next[key];
  }
  return out;
}

/** The part of `change` that differs from the session, after the site's rules (US: green-up, 24h, …). */
export function effectiveChange(state: ShellRootState, change: SettingsChange): SettingsChange {
  const current = currentSettings(state);
  const constrained = constrainedChange(state, change);
  const out: SettingsChange = {};
  for (const key of Object.keys(constrained) as (keyof ShellSettings)[]) {
    if (constrained[key] !== current[key]) (out as Record<string, unknown>)[key] = constrained[key];
  }
  return out;
}

/** Dispatches the session actions for a change (no cookies, no broadcast). */
export function dispatchSettings(dispatch: ShellDispatch, change: SettingsChange, currentFiat: string | null): void {
  if (change.theme !== undefined) dispatch(themeChanged(change.theme));
  if (change.riseColor !== undefined) dispatch(riseColorChanged(change.riseColor));
  if (change.referenceTime !== undefined) dispatch(referenceTimeChanged(change.referenceTime));
  if (change.fiat !== undefined || change.currencyRateOpen !== undefined) {
    dispatch(fiatChanged({ fiat: change.fiat === undefined ? currentFiat : change.fiat, currencyRateOpen: change.currencyRateOpen }));
  }
  if (change.floatRate !== undefined) dispatch(floatRateChanged(change.floatRate));
  if (change.lang !== undefined) dispatch(languageChanged(change.lang));
}

/**
 * Applies a settings change the way the whole shell expects: the site's rules first
 * (`constrainSettings`), then the session state, the cookies (`Path=/; SameSite=Lax`, `Secure`
 * on https, the configured parent domain: `writeShellCookies`) and a message to the other open tabs of the site (`useSettingsSync` applies it there).
 *
 * - Cookies are written for every setting asked, with the value the site allows (a repeated
 *   fiat pick renews its one-year cookie; a red-up request on the US writes green-up).
 * - A theme is an explicit preference; `themePreference: 'system'` deletes the theme cookie and
 *   shows what `prefers-color-scheme` says.
 * - `lang` updates the session (and the rise colour when no rise cookie exists, spec §4) and the
 *   `lang` cookie; the navigation to the language's URL is the caller's (a language link).
 *
 * Returns the session change that was actually applied.
 */
export function useApplySettings(): (request: SettingsRequest) => SettingsChange {
  const store = useShellStore();
  return useCallback(
    (request: SettingsRequest) => {
      const { themePreference: asked, ...settings } = request;
      const preference: ThemePreference | undefined = asked ?? settings.theme;
      const change: SettingsChange = preference === undefined ? settings : { ...settings, theme: themeForPreference(preference) };
      const state = store.getState();
      const applied = effectiveChange(state, change);
      if (Object.keys(applied).length > 0) dispatchSettings(store.dispatch, applied, state.shellSession.fiat);

      const { theme: _theme, ...rest } = constrainedChange(state, change);
      writeShellCookies(store, [...(preference === undefined ? [] : themePreferenceCookieWrites(preference)), ...settingsCookieWrites(rest)]);

      const preferenceChanged = preference !== undefined && preference !== readThemePreference(store);
      if (preference !== undefined) storeThemePreference(store, preference);
      if (Object.keys(applied).length > 0 || preferenceChanged) {
        broadcastSettings({ site: state.shellSession.site, change: applied, ...(preferenceChanged ? { themePreference: preference } : {}) });
      }
      return applied;
    },
    [store],
  );
}
