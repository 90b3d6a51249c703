// The catalogs alone, apart from the page languages (./i18n): the message loader needs only these,
// and a module of its own keeps the language table out of the `messages` entry's chunk.

/** The languages the shell ships complete catalogs for; `en` is the source. */
export type CatalogLocale = 'en' | 'zh' | 'zh-tw' | 'tr' | 'ja' | 'ar' | 'de' | 'fr' | 'es';

export const SHELL_LOCALES: readonly CatalogLocale[] = /* @__PURE__ */ Object.freeze([
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

function isCatalogLocale(v: string): v is CatalogLocale {
  return (SHELL_LOCALES as readonly string[]).includes(v);
}

/** Traditional-script Chinese variants read the Taiwan catalog, not the simplified one. */
const TRADITIONAL_CHINESE = /^zh-(?:hk|mo|hant)(?:-|$)/;

/**
 * The catalog a page language's shell texts come from: the language's own, else its base
 * language's (`es-419` → `es`; `zh-hk` → `zh-tw`), else English. formatjs is given this locale for
 * messages, numbers and dates alike: an English message's plural rules must be English ones
 * (Russian ones would pick `one` for 21), and a sentence's numbers follow its words.
 */
export function catalogLocaleFor(lang: string): CatalogLocale {
  const code = String(lang).toLowerCase();
  if (isCatalogLocale(code)) return code;
  if (TRADITIONAL_CHINESE.test(code)) return 'zh-tw';
  const base = code.split('-')[0] ?? '';
  return isCatalogLocale(base) ? base : DEFAULT_LANG;
}
