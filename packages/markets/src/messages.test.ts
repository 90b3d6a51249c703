// @vitest-environment node
/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { createIntl } from '@formatjs/intl';
import { check, ensureCompiled, extractedVersusCommitted, formatProblems, placeholdersOf, sameAsEnglish } from '@shell/i18n-tools';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHELL_LOCALES } from '@shell/site-config';
import type { CompiledCatalog, CatalogLocale } from '@shell/site-config';
import { loadMarketsMessages } from './loadMarketsMessages';
import { marketsMessages } from './messages';

type IntlMessages = NonNullable<Parameters<typeof createIntl>[0]['messages']>;
const packageDir = fileURLToPath(new URL('..', import.meta.url));

function intlFor(locale: string, messages: CompiledCatalog) {
  const errors: Error[] = [];
  const intl = createIntl({ locale, defaultLocale: 'en', messages: messages as unknown as IntlMessages, onError: (e) => errors.push(e) });
  return { intl, errors };
}

/** Sample values for every placeholder kind the catalog uses. */
const SAMPLE: Record<string, string | number> = { count: 3, group: 'Spot', fiat: 'EUR', name: 'BTC/USDT', multiple: 10, volume: '1.2M' };

beforeAll(() => ensureCompiled({ cwd: packageDir }), 60_000);

describe('markets messages', () => {
  it('lang/en.json is what `shell-i18n extract` produces from src', () => {
    const { extracted, committed } = extractedVersusCommitted({ cwd: packageDir });
    expect(extracted).toBe(committed);
  }, 60_000);

  it('all nine catalogs are complete: same ids, valid ICU, same placeholders', () => {
    const { ok, problems } = check({ cwd: packageDir, locales: SHELL_LOCALES });
    expect(problems, formatProblems(problems)).toEqual([]);
    expect(ok).toBe(true);
  }, 60_000);

  it('every catalog is translated, identical to English only for product names and symbols', () => {
    const universal = ['markets.payWith.p2p', 'markets.row.leverage', 'markets.row.st', 'markets.tab.alpha', 'markets.tab.memebox', 'markets.tab.pilot', 'markets.tab.premint'];
    const allowed: Partial<Record<CatalogLocale, string[]>> = { tr: [...universal, 'markets.sub.coinMargined', 'markets.sub.usdtMargined'] };
    for (const locale of SHELL_LOCALES.filter((l) => l !== 'en')) {
      expect({ locale, identical: sameAsEnglish({ cwd: packageDir, locale }) }).toEqual({ locale, identical: (allowed[locale] ?? universal).sort() });
    }
  });

  it('ids are namespaced by the package', () => {
    for (const descriptor of Object.values(marketsMessages)) expect(descriptor.id).toMatch(/^markets\./);
  });

  it.each(SHELL_LOCALES.map((l) => [l]))('loads and renders every message of %s without an error', async (locale) => {
    const [catalog, en] = await Promise.all([loadMarketsMessages(locale), loadMarketsMessages('en')]);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    const { intl, errors } = intlFor(locale, catalog);
    for (const id of Object.keys(en)) {
      for (const name of placeholdersOf(en[id] ?? [])) expect(SAMPLE, `${id} {${name}}`).toHaveProperty(name.split(':')[0] as string);
      const text = intl.formatMessage({ id }, SAMPLE);
      expect(text, `${locale} ${id}`).not.toMatch(/[{}]/);
      expect(text.trim().length).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
  });

  it('renders real translations with plural rules', async () => {
    const ar = intlFor('ar', await loadMarketsMessages('ar')).intl;
    expect(ar.formatMessage(marketsMessages.resultCount, { count: 2 })).toBe('نتيجتان');
    const de = intlFor('de', await loadMarketsMessages('de')).intl;
    expect(de.formatMessage(marketsMessages.payWithButton, { fiat: 'EUR' })).toBe('Mit EUR bezahlen');
  });

  it('rejects for a locale without a chunk', async () => {
    await expect(loadMarketsMessages('pt' as CatalogLocale)).rejects.toThrow();
  });
});
