import type { CompiledCatalog, LangCode } from '@shell/site-config';

/**
 * The precompiled messages of @shell/reminder for one locale, one lazily loaded chunk per locale
 * (same convention as `loadSiteConfigMessages`). Rejects when the chunk cannot be loaded;
 * `createMessageLoader` of @shell/api-client turns that into the English fallback.
 */
export async function loadReminderMessages(locale: LangCode): Promise<CompiledCatalog> {
  const mod = (await import(`../../lang/compiled/${locale}.json`)) as { default: CompiledCatalog };
  return mod.default;
}
