import type { LangCode } from '@shell/site-config';
import { consoleLogger } from '../logger';
import type { ShellLogger } from '../logger';
import type { ShellMessages } from './messages';

/**
 * One package's catalog for one locale: ICU strings, or the AST that `shell-i18n compile`
 * writes (`lang/compiled/<locale>.json`). The AST is typed loosely on purpose: packages such as
 * @shell/site-config have no dependency on @formatjs, and the JSON is produced by the formatjs
 * compiler, so it is trusted here rather than re-described.
 */
export type MessageCatalog = Readonly<Record<string, string | readonly CompiledElement[]>>;

/** One node of a compiled message (`{ type: 0, value: 'Hello ' }`, …), structurally opaque. */
export interface CompiledElement {
  readonly type: number;
  readonly [key: string]: unknown;
}

/** Loads one package's catalog; each package exports one (e.g. `loadSiteConfigMessages`). */
export type CatalogLoader = (locale: LangCode) => Promise<MessageCatalog>;

/** Loads the merged messages of every package for a locale; never rejects. */
export type ShellMessageLoader = (locale: LangCode) => Promise<ShellMessages>;

export interface MessageLoaderOptions {
  /** Where failed chunk loads are reported; defaults to the console. Pass the store's logger. */
  logger?: ShellLogger;
  /** The source locale every catalog is complete in. */
  fallbackLocale?: LangCode;
}

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
 * Merges every package's catalog for a locale into the `messages` of `<ShellProvider>`.
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
  const logger = options.logger ?? consoleLogger;
  const fallbackLocale: LangCode = options.fallbackLocale ?? 'en';
  const cache = new Map<LangCode, Promise<ShellMessages>>();

  async function loadOne(loader: CatalogLoader, index: number, locale: LangCode): Promise<Loaded> {
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

  async function load(locale: LangCode): Promise<{ messages: ShellMessages; degraded: boolean }> {
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
    // The catalogs are formatjs output (strings or compiled AST), which is what createIntl takes.
    return { messages: merged as unknown as ShellMessages, degraded: results.some((r) => r.degraded) };
  }

  return (locale) => {
    const cached = cache.get(locale);
    if (cached) return cached;
    warmLocaleData(locale);
    const pending: Promise<ShellMessages> = load(locale).then(({ messages, degraded }) => {
      if (degraded && cache.get(locale) === pending) cache.delete(locale);
      return messages;
    });
    cache.set(locale, pending);
    return pending;
  };
}
