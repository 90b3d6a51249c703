import type { LangCode } from '../i18n';

/**
 * One message precompiled by `formatjs compile --ast` (`lang/compiled/<locale>.json`): the ICU
 * MessageFormat AST of @formatjs/icu-messageformat-parser, kept opaque here because this package
 * has no runtime (or type) dependency on @formatjs. @formatjs/intl consumes it as is.
 */
export type CompiledMessage = readonly { readonly type: number; readonly [key: string]: unknown }[];

/** A compiled catalog: message id → AST. */
export type CompiledCatalog = Readonly<Record<string, CompiledMessage>>;

/** A package's catalog chunks: one dynamic import per locale (`() => import('../lang/compiled/de.json')`). */
export type CatalogImports = Readonly<Record<LangCode, () => Promise<{ default: CompiledCatalog }>>>;

/**
 * A package's catalog loader from its per-locale imports. The imports are listed, not one
 * template import: bundlers then need no glob helper (esbuild adds one, a chunk of its own in
 * every package), and each locale stays its own chunk, so a page downloads only its language.
 * The loader rejects for a locale without a chunk or a chunk that fails to load;
 * `createMessageLoader` in @shell/api-client turns that into the English fallback.
 */
export function catalogLoader(imports: CatalogImports): (locale: LangCode) => Promise<CompiledCatalog> {
  return async (locale) => {
    const load = Object.prototype.hasOwnProperty.call(imports, locale) ? imports[locale] : undefined;
    if (!load) throw new Error(`no catalog for locale ${String(locale)}`);
    return (await load()).default;
  };
}

/** The shared shell messages for one locale, precompiled (no ICU parser needed at run time). */
export const loadSiteConfigMessages = /* @__PURE__ */ catalogLoader({
  en: () => import('../../lang/compiled/en.json'),
  zh: () => import('../../lang/compiled/zh.json'),
  'zh-tw': () => import('../../lang/compiled/zh-tw.json'),
  tr: () => import('../../lang/compiled/tr.json'),
  ja: () => import('../../lang/compiled/ja.json'),
  ar: () => import('../../lang/compiled/ar.json'),
  de: () => import('../../lang/compiled/de.json'),
  fr: () => import('../../lang/compiled/fr.json'),
  es: () => import('../../lang/compiled/es.json'),
});
