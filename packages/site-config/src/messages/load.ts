import { catalogLocaleFor } from '../catalog-locale';
import type { CatalogLocale } from '../catalog-locale';
import type { LangCode } from '../i18n';

/**
 * One message precompiled by `formatjs compile --ast` (`lang/compiled/<locale>.json`): the ICU
 * MessageFormat AST of @formatjs/icu-messageformat-parser, kept opaque here because this package
 * has no runtime (or type) dependency on @formatjs. @formatjs/intl consumes it as is.
 */
export type CompiledMessage = readonly { readonly type: number; readonly [key: string]: unknown }[];

/** A compiled catalog: message id → AST. */
export type CompiledCatalog = Readonly<Record<string, CompiledMessage>>;

/** Messages by id: compiled (what every package ships) or plain ICU strings (a host's or a test's). */
export type MessageCatalog = Readonly<Record<string, string | CompiledMessage>>;

/** Loads one package's catalog for a locale; each package exports one (e.g. `loadSiteConfigMessages`). */
export type CatalogLoader = (locale: CatalogLocale) => Promise<MessageCatalog>;

/**
 * Loads the merged messages of every package for a page language — its catalog locale's
 * (`catalogLocaleFor`: `ru` gets English) — and never rejects.
 */
export type ShellMessageLoader = (lang: LangCode) => Promise<MessageCatalog>;

/**
 * The one line a failed catalog load reports. Structural, so the shell's logger
 * (`ShellLogger` of @shell/api-client) fits without this package depending on it.
 */
export interface MessageLoaderLogger {
  log(entry: { level: 'warn' | 'error'; event: string; source: string; reason: string; detail?: unknown }): void;
}

export interface MessageLoaderOptions {
  /** Where failed chunk loads are reported; defaults to the console. Pass the store's logger. */
  logger?: MessageLoaderLogger;
  /** The source locale every catalog is complete in. */
  fallbackLocale?: CatalogLocale;
}

/** A package's catalog chunks: one dynamic import per locale (`() => import('../lang/compiled/de.json')`). */
export type CatalogImports = Readonly<Record<CatalogLocale, () => Promise<{ default: CompiledCatalog }>>>;

/**
 * A package's catalog loader from its per-locale imports. The imports are listed, not one
 * template import: bundlers then need no glob helper (esbuild adds one, a chunk of its own in
 * every package), and each locale stays its own chunk, so a page downloads only its language.
 * The loader rejects for a locale without a chunk or a chunk that fails to load;
 * `createMessageLoader` (below) turns that into the English fallback.
 */
export function catalogLoader(imports: CatalogImports): (locale: CatalogLocale) => Promise<CompiledCatalog> {
  return async (locale) => {
    const load = Object.prototype.hasOwnProperty.call(imports, locale) ? imports[locale] : undefined;
    if (!load) throw new Error(`no catalog for locale ${String(locale)}`);
    return (await load()).default;
  };
}

const CONSOLE: MessageLoaderLogger = {
  log: (entry) => (entry.level === 'error' ? console.error : console.warn)(`[shell] ${entry.event} ${entry.source}: ${entry.reason}`, entry.detail ?? ''),
};

interface Loaded {
  catalog: MessageCatalog;
  /** True when this catalog is not the requested locale's (it fell back, or is empty). */
  degraded: boolean;
}

const SOURCE = 'createMessageLoader';

/**
 * V8 loads locale data on first use: the first `supportedLocalesOf` builds the list of available
 * locales (about 20 ms on a desktop, four times that on a slow phone), and `createIntl` makes that
 * call in the shell's first render. Made while the catalogs download — when the main thread waits
 * for the network anyway — it is off the path to the first paint.
 */
function warmLocaleData(locale: string): void {
  if (typeof setTimeout !== 'function') return;
  setTimeout(() => {
    try {
      Intl.NumberFormat.supportedLocalesOf(locale);
      Intl.DateTimeFormat.supportedLocalesOf(locale);
    } catch {
      // A runtime without Intl data: createIntl reports it when the shell renders.
    }
  }, 0);
}

/**
 * Merges every package's catalog for a locale into one: the `messages` of `<ShellProvider>`
 * (`@shell/api-client`), which hands them to @formatjs/intl as they are.
 *
 * - Loaders run in parallel; catalogs merge in the order given (ids are namespaced per
 *   package, so a duplicate id is a bug: it is logged and the later package wins).
 * - A package whose chunk for the locale fails to load (network, missing file) falls back to its
 *   English catalog, logged once as `i18n.fallback`; if English fails too the package
 *   contributes nothing (`i18n.unavailable`) and its components show their default messages.
 *   The returned promise never rejects, so a bad deploy of one catalog never blanks the shell.
 * - Results are cached per locale (concurrent calls share one load). A degraded result is not
 *   cached, so the next call for that locale retries the chunk.
 */
export function createMessageLoader(loaders: readonly CatalogLoader[], options: MessageLoaderOptions = {}): ShellMessageLoader {
  const logger = options.logger ?? CONSOLE;
  const fallbackLocale: CatalogLocale = options.fallbackLocale ?? 'en';
  const cache = new Map<CatalogLocale, Promise<MessageCatalog>>();

  async function loadOne(loader: CatalogLoader, index: number, locale: CatalogLocale): Promise<Loaded> {
    try {
      return { catalog: await loader(locale), degraded: false };
    } catch (error) {
      let lastError: unknown = error;
      if (locale !== fallbackLocale) {
        logger.log({ level: 'warn', event: 'i18n.fallback', source: SOURCE, reason: 'chunk-load', detail: { catalog: index, locale, fallback: fallbackLocale, error } });
        try {
          return { catalog: await loader(fallbackLocale), degraded: true };
        } catch (fallbackError) {
          lastError = fallbackError;
        }
      }
      logger.log({ level: 'error', event: 'i18n.unavailable', source: SOURCE, reason: 'chunk-load', detail: { catalog: index, locale: fallbackLocale, error: lastError } });
      return { catalog: {}, degraded: true };
    }
  }

  async function load(locale: CatalogLocale): Promise<{ messages: MessageCatalog; degraded: boolean }> {
    const results = await Promise.all(loaders.map((loader, index) => loadOne(loader, index, locale)));
    const merged: Record<string, MessageCatalog[string]> = {};
    for (const { catalog } of results) {
      for (const [id, message] of Object.entries(catalog)) {
        if (Object.prototype.hasOwnProperty.call(merged, id)) {
          logger.log({ level: 'warn', event: 'i18n.duplicate-id', source: SOURCE, reason: 'duplicate-id', detail: { id, locale } });
        }
        merged[id] = message;
      }
    }
    return { messages: merged, degraded: results.some((r) => r.degraded) };
  }

  return (lang) => {
    // A page language without a catalog (`ru`) reads English: one load and one cache entry per
    // catalog, and no `i18n.fallback` line for what is not a failure.
    const locale = catalogLocaleFor(lang);
    const cached = cache.get(locale);
    if (cached) return cached;
    warmLocaleData(locale);
    const pending: Promise<MessageCatalog> = load(locale).then(({ messages, degraded }) => {
      if (degraded && cache.get(locale) === pending) cache.delete(locale);
      return messages;
    });
    cache.set(locale, pending);
    return pending;
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
