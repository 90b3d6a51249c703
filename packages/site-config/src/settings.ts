import { COOKIE_NAMES } from './cookies';
import type { CookieWrite } from './cookies';
import { CURR_FIAT_COOKIE_MAX_AGE, DEFAULT_FIAT } from './constants';
import { isChineseLang } from './i18n';
import type { LangCode } from './i18n';
import { REFERENCE_TIMES, RISE_COLORS } from './settings-model';
import type { ReferenceTime, RiseColor, ShellSettings, ThemeName, ThemePreference } from './settings-model';
import { SITES } from './sites';
import type { SiteKey } from './site-keys';

/** Cookie values of the theme (spec §4): dark '2', light '0'. */
export const THEME_COOKIE_VALUE = Object.freeze({ dark: '2', light: '0' } as const);

/** Shell settings cookies other than curr_fiat live one year too. */
const SETTINGS_COOKIE_MAX_AGE = 31_536_000;

/** Theme from its cookie; anything but '2' is light (the product's default). */
export function themeFromCookie(v: string | undefined): ThemeName {
  return v === THEME_COOKIE_VALUE.dark ? 'dark' : 'light';
}

/**
 * The visitor's theme preference from the theme cookie: '2' dark, '0' light; no cookie (or an
 * unknown value) means they never picked one, so the theme follows the system.
 */
export function themePreferenceFromCookie(v: string | undefined): ThemePreference {
  if (v === THEME_COOKIE_VALUE.dark) return 'dark';
  if (v === THEME_COOKIE_VALUE.light) return 'light';
  return 'system';
}

/**
 * The theme to show for a preference. `prefersDark` is the `prefers-color-scheme: dark` media
 * query, or `undefined` where it cannot be read (the server): `system` then resolves to light,
 * the product's default, and the boot script corrects it before first paint.
 */
export function resolveTheme(preference: ThemePreference, prefersDark: boolean | undefined): ThemeName {
  if (preference !== 'system') return preference;
  return prefersDark === true ? 'dark' : 'light';
}

/**
 * Cookie writes for a theme preference: an explicit theme as `settingsCookieWrites({ theme })`
 * (theme cookie + skin changed); `system` deletes the theme cookie so the boot script follows
 * the system again, and still marks the skin as changed by the user.
 */
export function themePreferenceCookieWrites(preference: ThemePreference): CookieWrite[] {
  if (preference !== 'system') return settingsCookieWrites({ theme: preference });
  return [
    { name: COOKIE_NAMES.theme, value: '', maxAge: 0 },
    { name: COOKIE_NAMES.skinChanged, value: '1', maxAge: SETTINGS_COOKIE_MAX_AGE },
  ];
}

/**
 * The fiat list filtered by a search (spec §5: substring of the fiat code), case-insensitive,
 * trimmed; an empty query keeps the whole list. Order is kept.
 */
export function filterFiatList<T extends { fiat: string }>(list: readonly T[], query: string): T[] {
  const q = query.trim().toUpperCase();
  if (q === '') return [...list];
  return list.filter((item) => item.fiat.toUpperCase().includes(q));
}

export function riseColorOptions(site: SiteKey): readonly RiseColor[] {
  return SITES[site].riseColorOptions;
}

export function referenceTimeOptions(site: SiteKey): readonly ReferenceTime[] {
  return SITES[site].referenceTimeOptions;
}

/** The rise colour a language implies when the user never chose one: Chinese red-up, others green-up. */
export function defaultRiseColor(lang: LangCode): RiseColor {
  return isChineseLang(lang) ? 'risered' : 'risegreen';
}

/**
 * Spec §4: on a language change with no rise-colour cookie, Chinese sets red-up and every
 * other language green-up. `null` = a cookie exists, keep the user's choice.
 */
export function riseColorForLanguageChange(lang: LangCode, existingRiseColorCookie: string | undefined): RiseColor | null {
  if (existingRiseColorCookie !== undefined && existingRiseColorCookie !== '') return null;
  return defaultRiseColor(lang);
}

/** Applies the site's constraints (US: green-up forced, 24h only). */
export function constrainSettings(s: ShellSettings, site: SiteKey): ShellSettings {
  const def = SITES[site];
  const riseOptions = def.riseColorOptions;
  const riseColor = def.forcedRiseColor ?? (riseOptions.includes(s.riseColor) ? s.riseColor : (riseOptions[0] ?? 'risegreen'));
  const times = def.referenceTimeOptions;
  const referenceTime = times.includes(s.referenceTime) ? s.referenceTime : (times[0] ?? '24h');
  if (riseColor === s.riseColor && referenceTime === s.referenceTime) return s;
  return { ...s, riseColor, referenceTime };
}

function isRiseColor(v: unknown): v is RiseColor {
  return typeof v === 'string' && (RISE_COLORS as readonly string[]).includes(v);
}

function isReferenceTime(v: unknown): v is ReferenceTime {
  return typeof v === 'string' && (REFERENCE_TIMES as readonly string[]).includes(v);
}

/** Reads the settings from cookies; unknown values fall back to defaults, then the site's constraints apply. */
export function readSettings(cookies: Record<string, string | undefined>, site: SiteKey, lang: LangCode): ShellSettings {
  const rise = cookies[COOKIE_NAMES.riseColor];
  const time = cookies[COOKIE_NAMES.referenceTime];
  const fiat = cookies[COOKIE_NAMES.currFiat]?.trim().toUpperCase();
  return constrainSettings(
    {
      theme: themeFromCookie(cookies[COOKIE_NAMES.theme]),
      riseColor: isRiseColor(rise) ? rise : defaultRiseColor(lang),
      referenceTime: isReferenceTime(time) ? time : '24h',
      fiat: fiat !== undefined && /^[A-Z]{2,10}$/.test(fiat) ? fiat : null,
      currencyRateOpen: cookies[COOKIE_NAMES.currencyRateOpen] === '1',
      floatRate: cookies[COOKIE_NAMES.floatRate] === '1',
      // The path prefix decides the language (spec §2); the lang cookie only remembers it.
      lang,
    },
    site,
  );
}

/** The fiats the shell names: `display` on the currency entry, `buy` in "Pay with" and the buy-crypto links. */
export interface SiteFiats {
  display: string;
  buy: string;
}

/**
 * One rule for every fiat the shell names (our choice; the spec shows each field, not which wins):
 * the fiat the visitor chose (the `curr_fiat` cookie) wins; without one, the site's own from common
 * data — `curr_fiat` for the currency entry, `defaultBuyCryptoFiat` (else `curr_fiat`) for buying —
 * so a regional site (EUR in the EU) never shows USD beside "Pay with EUR"; USD until common data
 * answers. Upper case, as the fiat lists and routes spell them.
 */
export function siteFiats(chosen: string | null, common: { curr_fiat?: string; defaultBuyCryptoFiat?: string } | undefined): SiteFiats {
  if (chosen) {
    const fiat = chosen.toUpperCase();
    return { display: fiat, buy: fiat };
  }
  return {
    display: (common?.curr_fiat || DEFAULT_FIAT).toUpperCase(),
    buy: (common?.defaultBuyCryptoFiat || common?.curr_fiat || DEFAULT_FIAT).toUpperCase(),
  };
}

/** Picking a fiat opens the currency rate and makes it the current fiat (spec §4). */
export function pickFiat(fiat: string): { fiat: string; currencyRateOpen: true } {
  return { fiat: fiat.trim().toUpperCase(), currencyRateOpen: true };
}

const flag = (on: boolean): string => (on ? '1' : '0');

/** The cookies to write for a settings change, in a stable order. */
export function settingsCookieWrites(change: Partial<ShellSettings>): CookieWrite[] {
  const writes: CookieWrite[] = [];
  if (change.theme !== undefined) {
    writes.push({ name: COOKIE_NAMES.theme, value: THEME_COOKIE_VALUE[change.theme], maxAge: SETTINGS_COOKIE_MAX_AGE });
    writes.push({ name: COOKIE_NAMES.skinChanged, value: '1', maxAge: SETTINGS_COOKIE_MAX_AGE });
  }
  if (change.riseColor !== undefined) {
    writes.push({ name: COOKIE_NAMES.riseColor, value: change.riseColor, maxAge: SETTINGS_COOKIE_MAX_AGE });
  }
  if (change.referenceTime !== undefined) {
    writes.push({ name: COOKIE_NAMES.referenceTime, value: change.referenceTime, maxAge: SETTINGS_COOKIE_MAX_AGE });
  }
  if (change.fiat !== undefined) {
    writes.push(
      change.fiat === null
        ? { name: COOKIE_NAMES.currFiat, value: '', maxAge: 0 }
        : { name: COOKIE_NAMES.currFiat, value: change.fiat, maxAge: CURR_FIAT_COOKIE_MAX_AGE },
    );
  }
  if (change.currencyRateOpen !== undefined) {
    writes.push({ name: COOKIE_NAMES.currencyRateOpen, value: flag(change.currencyRateOpen), maxAge: SETTINGS_COOKIE_MAX_AGE });
  }
  if (change.floatRate !== undefined) {
    writes.push({ name: COOKIE_NAMES.floatRate, value: flag(change.floatRate), maxAge: SETTINGS_COOKIE_MAX_AGE });
  }
  if (change.lang !== undefined) {
    writes.push({ name: COOKIE_NAMES.lang, value: change.lang, maxAge: SETTINGS_COOKIE_MAX_AGE });
  }
  return writes;
}
