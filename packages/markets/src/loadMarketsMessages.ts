import type { CompiledCatalog, LangCode } from '@shell/site-config';

/**
 * The messages of @shell/markets for one locale, precompiled (one lazily loaded chunk per
 * `lang/compiled/*.json`). Rejects when the chunk cannot be loaded; `createMessageLoader` in
 * @shell/api-client turns that into the English fallback.
 */
export async function loadMarketsMessages(locale: LangCode): Promise<CompiledCatalog> {
  const mod = (await import(`../lang/compiled/${locale}.json`)) as { default: CompiledCatalog };
  return mod.default;
}
