import type { CompiledCatalog, LangCode } from '@shell/site-config';

/**
 * Every message of @shell/footer for one locale, precompiled (no ICU parser at run time). One
 * lazily loaded chunk per locale. Rejects when the chunk cannot be loaded; `createMessageLoader`
 * of @shell/api-client turns that into the English fallback.
 */
export async function loadFooterMessages(locale: LangCode): Promise<CompiledCatalog> {
  const mod = (await import(`../../lang/compiled/${locale}.json`)) as { default: CompiledCatalog };
  return mod.default;
}
