import { useCallback, useEffect } from 'react';
import { constrainSettings, isSecureProtocol, serializeCookie, settingsCookieWrites } from '@shell/site-config';
import type { ShellSettings, SiteKey } from '@shell/site-config';
import { useStore } from 'react-redux';
import type { ShellDispatch, ShellRootState, ShellStore } from '../store';
import {
  fiatChanged,
  floatRateChanged,
  languageChanged,
  referenceTimeChanged,
  riseColorChanged,
  themeChanged,
} from '../session/sessionSlice';

/** A settings change as the user makes it; `lang` is included for the rise-colour rule only. */
export type SettingsChange = Partial<ShellSettings>;

/** Name of the BroadcastChannel that carries settings changes between tabs of one origin. */
export const SETTINGS_CHANNEL = 'shell-settings';

interface SettingsMessage {
  site: SiteKey;
  change: SettingsChange;
}

/** The part of `change` that differs from the session, after the site's rules (US: green-up, 24h, …). */
export function effectiveChange(state: ShellRootState, change: SettingsChange): SettingsChange {
  const session = state.shellSession;
  const current: ShellSettings = {
    theme: session.theme,
    riseColor: session.riseColor,
    referenceTime: session.referenceTime,
    fiat: session.fiat,
    currencyRateOpen: session.currencyRateOpen,
    floatRate: session.floatRate,
    lang: session.lang,
  };
  const next = constrainSettings({ ...current, ...change }, session.site);
  const out: SettingsChange = {};
  for (const key of Object.keys(change) as (keyof ShellSettings)[]) {
    if (next[key] !== current[key]) (out as Record<string, unknown>)[key] = next[key];
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

function writeCookies(change: SettingsChange): void {
  if (typeof document === 'undefined') return;
  const secure = isSecureProtocol(window.location.protocol);
  for (const write of settingsCookieWrites(change)) document.cookie = serializeCookie(write, { secure });
}

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SETTINGS_CHANNEL);
}

/**
 * Applies a settings change the way the whole shell expects: the site's rules first
 * (`constrainSettings`), then the session state, the cookies (`Path=/; SameSite=Lax`, `Secure`
 * on https) and a message to the other open tabs of the site (`useSettingsSync` applies it there).
 * Returns the change that was actually applied.
 */
export function useApplySettings(): (change: SettingsChange) => SettingsChange {
  const store = useStore() as ShellStore;
  return useCallback(
    (change: SettingsChange) => {
      const state = store.getState();
      const applied = effectiveChange(state, change);
      if (Object.keys(applied).length > 0) dispatchSettings(store.dispatch, applied, state.shellSession.fiat);
      // Cookies are written for everything asked (a repeated fiat pick renews its one-year cookie).
      writeCookies({ ...change, ...applied, lang: undefined });
      if (Object.keys(applied).length > 0) {
        const channel = openChannel();
        channel?.postMessage({ site: state.shellSession.site, change: applied } satisfies SettingsMessage);
        channel?.close();
      }
      return applied;
    },
    [store],
  );
}

function isSettingsMessage(data: unknown): data is SettingsMessage {
  return typeof data === 'object' && data !== null && typeof (data as SettingsMessage).site === 'string' && typeof (data as SettingsMessage).change === 'object';
}

/**
 * Keeps this tab's theme, fiat, rise colour, reference time and float rate in step with the other
 * tabs of the same site. Mount once (the header does). Messages are re-checked against this
 * tab's site rules before they are applied; cookies are shared already, so nothing is rewritten.
 */
export function useSettingsSync(): void {
  const store = useStore() as ShellStore;
  useEffect(() => {
    const channel = openChannel();
    if (!channel) return;
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (!isSettingsMessage(event.data)) return;
      const state = store.getState();
      if (event.data.site !== state.shellSession.site) return;
      const { lang: _ignored, ...rest } = event.data.change;
      dispatchSettings(store.dispatch, effectiveChange(state, rest), state.shellSession.fiat);
    };
    return () => channel.close();
  }, [store]);
}
