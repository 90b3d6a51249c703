import type { LangCode } from './i18n';

/** Red-up (Chinese convention) or green-up. */
export type RiseColor = 'risered' | 'risegreen';
/** Time basis of the 24-hour change: rolling 24h, or since 00:00 UTC / UTC+8. */
export type ReferenceTime = '24h' | 'utc0' | 'utc8';
export type ThemeName = 'dark' | 'light';
/**
 * What the visitor asked for: an explicit theme, or `system` — follow `prefers-color-scheme`
 * until they pick one (no theme cookie). The resolved theme is always a `ThemeName`.
 */
export type ThemePreference = ThemeName | 'system';

export const RISE_COLORS: readonly RiseColor[] = Object.freeze(['risered', 'risegreen'] as const);
export const THEME_PREFERENCES: readonly ThemePreference[] = Object.freeze(['system', 'light', 'dark'] as const);
export const REFERENCE_TIMES: readonly ReferenceTime[] = Object.freeze(['24h', 'utc0', 'utc8'] as const);

export interface ShellSettings {
  theme: ThemeName;
  riseColor: RiseColor;
  referenceTime: ReferenceTime;
  /** The chosen display fiat (`curr_fiat` cookie); null = none chosen. */
  fiat: string | null;
  currencyRateOpen: boolean;
  floatRate: boolean;
  lang: LangCode;
}
