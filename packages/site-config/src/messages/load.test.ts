/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { createIntl } from '@formatjs/intl';
import { ensureCompiled, placeholdersOf } from '@shell/i18n-tools';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHELL_LOCALES } from '../i18n';
import type { CatalogLocale } from '../i18n';
import { catalogLoader, loadSiteConfigMessages } from './load';
import type { CatalogImports, CompiledCatalog } from './load';
import { shellMessages } from './messages';
import { sampleValues } from './sample-values';

/** What createIntl takes as messages (compiled AST or strings). */
type IntlMessages = NonNullable<Parameters<typeof createIntl>[0]['messages']>;

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

function intlFor(locale: string, messages: CompiledCatalog) {
  const errors: Error[] = [];
  const intl = createIntl({
    locale,
    defaultLocale: 'en',
    messages: messages as unknown as IntlMessages,
    onError: (e) => errors.push(e),
  });
  return { intl, errors };
}

beforeAll(() => ensureCompiled({ cwd: packageDir }), 60_000);

describe('loadSiteConfigMessages', () => {
  it.each(SHELL_LOCALES.map((l) => [l]))('loads the complete precompiled catalog of %s', async (locale) => {
    const [catalog, en] = await Promise.all([loadSiteConfigMessages(locale), loadSiteConfigMessages('en')]);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    // Precompiled AST, not ICU strings: the runtime never needs the parser.
    for (const message of Object.values(catalog)) expect(Array.isArray(message)).toBe(true);
  });

  it('renders every message in every locale through @formatjs/intl without an error', async () => {
    const en = await loadSiteConfigMessages('en');
    for (const locale of SHELL_LOCALES) {
      const { intl, errors } = intlFor(locale, await loadSiteConfigMessages(locale));
      for (const id of Object.keys(en)) {
        const values = sampleValues(placeholdersOf(en[id] ?? []));
        const text = intl.formatMessage({ id }, values as Record<string, string>);
        expect(text, `${locale} ${id}`).not.toMatch(/[{}]/);
        expect(text.trim().length, `${locale} ${id}`).toBeGreaterThan(0);
      }
      expect(errors, locale).toEqual([]);
    }
  });

  it('renders real translations with their plural rules and placeholders', async () => {
    const de = intlFor('de', await loadSiteConfigMessages('de')).intl;
    expect(de.formatMessage(shellMessages.noData)).toBe('Keine Daten');
    expect(de.formatMessage(shellMessages.unreadCount, { count: 1 })).toBe('1 ungelesene Nachricht');
    const ar = intlFor('ar', await loadSiteConfigMessages('ar')).intl;
    expect(ar.formatMessage(shellMessages.unreadCount, { count: 2 })).toBe('رسالتان غير مقروءتين');
    const zh = intlFor('zh', await loadSiteConfigMessages('zh')).intl;
    expect(zh.formatMessage(shellMessages.riseColorRedUp)).toBe('红涨绿跌');
    const en = intlFor('en', await loadSiteConfigMessages('en')).intl;
    expect(en.formatMessage(shellMessages.restrictedGerman)).toBe(shellMessages.restrictedGerman.defaultMessage);
  });

  it('rejects for a locale without a chunk (createMessageLoader turns that into the en fallback)', async () => {
    await expect(loadSiteConfigMessages('pt' as CatalogLocale)).rejects.toThrow();
  });

  it('catalogLoader: each listed locale from its own import; a key of Object.prototype is no locale', async () => {
    const imported: string[] = [];
    const imports = {} as Record<CatalogLocale, CatalogImports[CatalogLocale]>;
    for (const locale of SHELL_LOCALES) {
      imports[locale] = async () => {
        imported.push(locale);
        return { default: { [`id.${locale}`]: [{ type: 0, value: locale }] } };
      };
    }
    const load = catalogLoader(imports);
    expect(await load('de')).toEqual({ 'id.de': [{ type: 0, value: 'de' }] });
    expect(imported).toEqual(['de']);
    await expect(load('constructor' as CatalogLocale)).rejects.toThrow('no catalog for locale constructor');
    await expect(load('__proto__' as CatalogLocale)).rejects.toThrow();
  });
});
