import type { CompiledCatalog, LangCode } from '@shell/site-config';

/**
 * Every message of `@shell/header` (header and preferences) for one locale, precompiled. Each
 * locale is its own lazily loaded chunk; rejects when the chunk cannot be loaded, which
 * `createMessageLoader` of `@shell/api-client` turns into the English fallback.
 */
export async function loadHeaderMessages(locale: LangCode): Promise<CompiledCatalog> {
  const mod = (await import(`../../lang/compiled/${locale}.json`)) as { default: CompiledCatalog };
  return mod.default;
}
