import { isLangCode, isSiteKey, REFERENCE_TIMES, RISE_COLORS, THEME_PREFERENCES } from '@shell/site-config';
import type { ShellSettings, SiteKey, ThemePreference } from '@shell/site-config';

/** A settings change as the user makes it. */
export type SettingsChange = Partial<ShellSettings>;

/** Name of the BroadcastChannel that carries settings changes between tabs of one origin. */
export const SETTINGS_CHANNEL = 'shell-settings';

/** What one tab tells the others. */
export interface SettingsMessage {
  site: SiteKey;
  change: SettingsChange;
  /** Set when the theme preference changed (`system` included, which changes no setting by itself). */
  themePreference?: ThemePreference;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = <T extends string>(options: readonly T[], value: unknown): value is T => typeof value === 'string' && (options as readonly string[]).includes(value);

/** The valid part of a change: each setting only with a value it can take (the fiat as `readSettings` reads its cookie). */
function readChange(raw: Record<string, unknown>): SettingsChange {
  const change: SettingsChange = {};
  if (raw.theme === 'dark' || raw.theme === 'light') change.theme = raw.theme;
  if (oneOf(RISE_COLORS, raw.riseColor)) change.riseColor = raw.riseColor;
  if (oneOf(REFERENCE_TIMES, raw.referenceTime)) change.referenceTime = raw.referenceTime;
  if (raw.fiat === null || (typeof raw.fiat === 'string' && /^[A-Z]{2,10}$/.test(raw.fiat))) change.fiat = raw.fiat;
  if (typeof raw.currencyRateOpen === 'boolean') change.currencyRateOpen = raw.currencyRateOpen;
  if (typeof raw.floatRate === 'boolean') change.floatRate = raw.floatRate;
  if (isLangCode(raw.lang)) change.lang = raw.lang;
  return change;
}

/**
 * A message from another tab, checked. The channel is open to every script of the origin, so this
 * is input like a response body: a message of no known site is dropped, and a setting whose value
 * it cannot take (an unknown theme, a language that is no shell language — it becomes a URL) is
 * left out.
 */
export function readSettingsMessage(data: unknown): SettingsMessage | null {
  if (!isRecord(data) || !isSiteKey(data.site) || !isRecord(data.change)) return null;
  const message: SettingsMessage = { site: data.site, change: readChange(data.change) };
  if (oneOf(THEME_PREFERENCES, data.themePreference)) message.themePreference = data.themePreference;
  return message;
}

/** A channel, or null where BroadcastChannel does not exist (server, old browsers). */
export function openSettingsChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SETTINGS_CHANNEL);
}

/**
 * Posts one message to the other tabs of the origin. Never throws: cross-tab sync is a nicety —
 * the change (or logout) already happened in this tab, and the other tabs catch up at their next
 * request or reload.
 */
function postToTabs(message: SettingsMessage | LogoutMessage): void {
  try {
    const channel = openSettingsChannel();
    channel?.postMessage(message);
    channel?.close();
  } catch {
    // A tab that cannot broadcast (no BroadcastChannel, a closed or throwing channel) goes on.
  }
}

/** Posts one settings change to the other tabs. Never throws: a tab that cannot broadcast still applies the change. */
export function broadcastSettings(message: SettingsMessage): void {
  postToTabs(message);
}

/** A logout in one tab: the other tabs of the site end their client session too and go to login. */
export interface LogoutMessage {
  kind: 'logout';
  site: SiteKey;
}

/** A logout message from another tab, checked like a settings message: anything else is null. */
export function readLogoutMessage(data: unknown): LogoutMessage | null {
  if (!isRecord(data) || data.kind !== 'logout' || !isSiteKey(data.site)) return null;
  return { kind: 'logout', site: data.site };
}

/** Tells the other tabs of the site that this one logged out. Never throws. */
export function broadcastLogout(site: SiteKey): void {
  postToTabs({ kind: 'logout', site });
}
