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

export function isSettingsMessage(data: unknown): data is SettingsMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<SettingsMessage>;
  return typeof message.site === 'string' && typeof message.change === 'object' && message.change !== null;
}

/** A channel, or null where BroadcastChannel does not exist (server, old browsers). */
export function openSettingsChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SETTINGS_CHANNEL);
}

/** Posts one message to the other tabs. Never throws: a tab that cannot broadcast still applies the change. */
export function broadcastSettings(message: SettingsMessage): void {
  try {
    const channel = openSettingsChannel();
    channel?.postMessage(message);
    channel?.close();
  } catch {
    // Cross-tab sync is a nicety; the change itself already happened in this tab.
  }
}
