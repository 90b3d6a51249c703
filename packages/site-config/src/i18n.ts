import type { SiteKey } from './site-keys';

/** The languages the shell ships complete catalogs for; `en` is the source. */
export type LangCode = 'en' | 'zh' | 'zh-tw' | 'tr' | 'ja' | 'ar' | 'de' | 'fr' | 'es';

export const SHELL_LOCALES: readonly LangCode[] = Object.freeze([
  'en',
  'zh',
  'zh-tw',
  'tr',
  'ja',
  'ar',
  'de',
  'fr',
  'es',
] as const);

export const DEFAULT_LANG = 'en' as const;

/** Native names, for the language chooser (they are never translated). */
export const LANGUAGE_NAMES: Readonly<Record<LangCode, string>> = Object.freeze({
  en: 'English',
  zh: '简体中文',
  'zh-tw': '繁體中文',
  tr: 'Türkçe',
  ja: '日本語',
  ar: 'العربية',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
});

export function isLangCode(v: unknown): v is LangCode {
  return typeof v === 'string' && (SHELL_LOCALES as readonly string[]).includes(v);
}

const RTL_LANGS: ReadonlySet<LangCode> = new Set<LangCode>(['ar']);

export function textDirection(lang: LangCode): 'ltr' | 'rtl' {
  return RTL_LANGS.has(lang) ? 'rtl' : 'ltr';
}

/** True for the languages whose users see Chinese-market conventions (red = up). */
export function isChineseLang(lang: LangCode): boolean {
  return lang === 'zh' || lang === 'zh-tw';
}

/**
 * Splits a leading `/{lang}` segment off a pathname (spec §2: no prefix means en).
 * Only a whole first segment counts, so `/trade` is not read as `tr` + `ade`.
 */
/**
 * A site path that stays on the site: tabs and newlines removed (the URL parser drops them, so
 * `/\t/evil.example` would reach the browser as `//evil.example`) and any leading run of slashes
 * and backslashes folded into one `/` (`//host` and `/\host` are other origins to a browser).
 */
export function sameOriginPath(path: string): string {
  return path.replace(/[\t\n\r]/g, '').replace(/^[/\\]+/, '/');
}

export function splitLangPrefix(pathname: string): { lang: LangCode; path: string } {
  // `s`: the rest may hold any character (a newline must not hide the prefix, or withLang doubles it).
  const match = /^\/([^/?#]+)(.*)$/s.exec(pathname);
  const segment = match?.[1];
  if (segment === undefined || segment === DEFAULT_LANG || !isLangCode(segment)) {
    return { lang: DEFAULT_LANG, path: pathname === '' ? '/' : sameOriginPath(pathname) };
  }
  const rest = match?.[2] ?? '';
  // What follows the prefix is a path of this site too: '/zh//evil.example' is not '//evil.example'.
  const path = rest === '' ? '/' : sameOriginPath(rest.startsWith('/') ? rest : `/${rest}`);
  return { lang: segment, path };
}

/** The path prefix of a language: `''` for en, `'/zh'` otherwise. */
export function langPrefix(lang: LangCode): string {
  return lang === DEFAULT_LANG ? '' : `/${lang}`;
}

/**
 * Picking Turkish on any site but Turkey first offers the Turkish local site (spec §4); outside
 * the header modal the switch is blocked in that case.
 */
export function needsTurkishSiteChoice(site: SiteKey, lang: LangCode): boolean {
  return lang === 'tr' && site !== 'tr';
}
