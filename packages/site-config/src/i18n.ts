import { DEFAULT_LANG } from './catalog-locale';
import type { CatalogLocale } from './catalog-locale';
import type { SiteKey } from './site-keys';

export type { CatalogLocale } from './catalog-locale';
export { SHELL_LOCALES, DEFAULT_LANG, catalogLocaleFor } from './catalog-locale';

/**
 * A page language: one of the catalogs, or a language the exchange's server serves (its common
 * data's `lang_list`) that the shell has no catalog for. Such a page keeps its language in the URL
 * prefix and `<html lang>`; its shell texts are English (`catalogLocaleFor`).
 */
export type LangCode = CatalogLocale | 'ru' | 'ko' | 'vi' | 'pt' | 'id' | 'th' | 'it' | 'uk' | 'pl';

/**
 * Native names, for the language chooser (they are never translated; common data's `lang_list`
 * names win). Its keys are every page language: the catalogs, then the languages the exchange's
 * server serves without one. The list is static on purpose: a path's language prefix must parse
 * the same on the server and in the browser, with or without common data (which can fail or be
 * stale), and a first segment like `/nft` or `/vip` must never be read as a language.
 */
export const LANGUAGE_NAMES: Readonly<Record<LangCode, string>> = /* @__PURE__ */ Object.freeze({
  en: 'English',
  zh: '简体中文',
  'zh-tw': '繁體中文',
  tr: 'Türkçe',
  ja: '日本語',
  ar: 'العربية',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ru: 'Русский',
  ko: '한국어',
  vi: 'Tiếng Việt',
  pt: 'Português',
  id: 'Bahasa Indonesia',
  th: 'ภาษาไทย',
  it: 'Italiano',
  uk: 'Українська',
  pl: 'Polski',
});

/** Every page language, catalogs first (the main site serves them all). */
export const LANGUAGES: readonly LangCode[] = /* @__PURE__ */ Object.freeze(Object.keys(LANGUAGE_NAMES) as LangCode[]);

/** A page language: one of `LANGUAGES` (so it parses back from its URL prefix). */
export function isLangCode(v: unknown): v is LangCode {
  return typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
}

/**
 * The languages written right to left (CLDR's character order `right-to-left`): Arabic, Sorani,
 * Dhivehi, Persian, Hebrew (and its old code `iw`), Pashto, Sindhi, Uyghur, Urdu, Yiddish.
 */
const RTL_LANGS: ReadonlySet<string> = /* @__PURE__ */ new Set(['ar', 'ckb', 'dv', 'fa', 'he', 'iw', 'ps', 'sd', 'ug', 'ur', 'yi']);

/**
 * The direction of a page language, decided by the language (its base, so `ar-eg` and `fa-af`
 * too), never by the catalog it falls back to: an Urdu page is right to left in English texts.
 */
export function textDirection(lang: string): 'ltr' | 'rtl' {
  const base = String(lang).toLowerCase().split('-')[0] ?? '';
  return RTL_LANGS.has(base) ? 'rtl' : 'ltr';
}

/** True for the languages whose users see Chinese-market conventions (red = up). */
export function isChineseLang(lang: LangCode): boolean {
  return lang === 'zh' || lang === 'zh-tw';
}

/**
 * A site path that stays on the site: tabs and newlines removed (the URL parser drops them, so
 * `/\t/evil.example` would reach the browser as `//evil.example`) and any leading run of slashes
 * and backslashes folded into one `/` (`//host` and `/\host` are other origins to a browser).
 */
export function sameOriginPath(path: string): string {
  return path.replace(/[\t\n\r]/g, '').replace(/^[/\\]+/, '/');
}

/**
 * Splits a leading `/{lang}` segment off a pathname (spec §2: no prefix means en). Only a whole
 * first segment that is a page language counts (`LANGUAGES`: the catalogs and the server's other
 * languages), so `/trade` is not read as `tr` + `ade` and `/ru/trade` is Russian.
 */
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
