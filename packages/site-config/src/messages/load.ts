import type { LangCode } from '../i18n';

/**
 * One message precompiled by `formatjs compile --ast` (`lang/compiled/<locale>.json`): the ICU
 * MessageFormat AST of @formatjs/icu-messageformat-parser, kept opaque here because this package
 * has no runtime (or type) dependency on @formatjs. @formatjs/intl consumes it as is.
 */
export type CompiledMessage = readonly { readonly type: number; readonly [key: string]: unknown }[];

/** A compiled catalog: message id → AST. */
export type CompiledCatalog = Readonly<Record<string, CompiledMessage>>;

/**
 * The shared shell messages for one locale, precompiled (no ICU parser needed at run time).
 * Each locale is its own chunk: the template import below makes the bundler (esbuild via tsup,
 * Vite, webpack) emit one lazily loaded file per `lang/compiled/*.json`, so a page downloads
 * only its language. Rejects when the chunk cannot be loaded; `createMessageLoader` in
 * @shell/api-client turns that into the English fallback.
 */
export async function loadSiteConfigMessages(locale: LangCode): Promise<CompiledCatalog> {
  const mod = (await import(`../../lang/compiled/${locale}.json`)) as { default: CompiledCatalog };
  return mod.default;
}
