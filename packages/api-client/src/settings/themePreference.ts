import { useCallback, useSyncExternalStore } from 'react';
import { useShellStore } from '../react/hooks';
import { COOKIE_NAMES, PREFERS_DARK_QUERY, readCookie, resolveTheme, themePreferenceFromCookie } from '@shell/site-config';
import type { ThemeName, ThemePreference } from '@shell/site-config';
import type { ShellStore } from '../store';

interface PreferenceEntry {
  value: ThemePreference;
  listeners: Set<() => void>;
}

/**
 * The theme preference per store. It is not in the session state on purpose: the session holds
 * the theme to show (`dark` / `light`), which every package reads; whether that came from the
 * user's choice or from the system only matters to the theme controls. It starts from the theme
 * cookie (`config.getCookies`: the request's cookies on the server, `document.cookie` in the
 * browser), so server render and hydration agree.
 */
const entries = new WeakMap<ShellStore, PreferenceEntry>();

function entryOf(store: ShellStore): PreferenceEntry {
  let entry = entries.get(store);
  if (!entry) {
    let cookie: string | undefined;
    try {
      cookie = readCookie(store.shellConfig.getCookies(), COOKIE_NAMES.theme);
    } catch {
      cookie = undefined;
    }
    entry = { value: themePreferenceFromCookie(cookie), listeners: new Set() };
    entries.set(store, entry);
  }
  return entry;
}

/** The current theme preference of a store. */
export function readThemePreference(store: ShellStore): ThemePreference {
  return entryOf(store).value;
}

/** Records a new preference (no cookies, no session): `useApplySettings` and the sync call this. */
export function storeThemePreference(store: ShellStore, value: ThemePreference): void {
  const entry = entryOf(store);
  if (entry.value === value) return;
  entry.value = value;
  for (const listener of entry.listeners) listener();
}

export function subscribeThemePreference(store: ShellStore, listener: () => void): () => void {
  const entry = entryOf(store);
  entry.listeners.add(listener);
  return () => entry.listeners.delete(listener);
}

/** `prefers-color-scheme: dark` now, or undefined where it cannot be read. */
export function systemPrefersDark(): boolean | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  return window.matchMedia(PREFERS_DARK_QUERY).matches;
}

/** The theme a preference shows on this device now. */
export function themeForPreference(preference: ThemePreference): ThemeName {
  return resolveTheme(preference, systemPrefersDark());
}

/**
 * The visitor's theme preference — `system` until they pick light or dark — for the theme
 * controls. Change it with `useApplySettings()({ themePreference })`.
 */
export function useThemePreference(): ThemePreference {
  const store = useShellStore();
  const subscribe = useCallback((listener: () => void) => subscribeThemePreference(store, listener), [store]);
  const read = () => readThemePreference(store);
  return useSyncExternalStore(subscribe, read, read);
}
