export { dispatchSettings, effectiveChange, SETTINGS_CHANNEL, useApplySettings, useSettingsSync } from './applySettings';
export type { SettingsChange } from './applySettings';
export { convertUsdt, fiatSymbol, useFiatDisplay } from './fiatConversion';
export type { FiatDisplay } from './fiatConversion';
