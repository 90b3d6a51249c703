export { dispatchSettings, effectiveChange, useApplySettings } from './applySettings';
export type { SettingsRequest } from './applySettings';
export { broadcastLogout, readLogoutMessage, SETTINGS_CHANNEL } from './channel';
export type { LogoutMessage, SettingsChange, SettingsMessage } from './channel';
export { useSettingsSync } from './settingsSync';
export { useThemePreference } from './themePreference';
export { useFiatDisplay } from './fiatConversion';
export type { FiatDisplay } from './fiatConversion';
