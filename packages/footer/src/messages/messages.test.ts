/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from '@formatjs/intl';
import { check, extractedVersusCommitted, formatProblems, placeholdersOf, sameAsEnglish } from '@shell/i18n-tools';
import { SHELL_LOCALES } from '@shell/site-config';
import type { CatalogLocale } from '@shell/site-config';
import { ensureCompiled, packageDir } from '../testing/helpers.test-helper';
import { footerMessages } from '../Footer/messages';
import { loadFooterMessages } from './load';


/** Texts that are the same words in that language (brand and product names, loanwords). */
// Loanwords the language uses as they are ("Marketing" is the cookie category's name in de, fr and es).
const SAME_AS_ENGLISH: Partial<Record<CatalogLocale, string[]>> = {
  de: ['footer.column.partner', 'footer.cookie.marketing', 'footer.item.community', 'footer.item.futures'],
  fr: ['footer.column.contact', 'footer.column.services', 'footer.cookie.marketing'],
  es: ['footer.cookie.marketing'],
};

describe('footer catalogs', () => {
  it('lang/en.json is what `shell-i18n extract` produces from src (run it after editing messages)', () => {
    const { extracted, committed } = extractedVersusCommitted({ cwd: packageDir });
    expect(extracted).toBe(committed);
  }, 60_000);

  it('all nine catalogs are complete: same ids, valid ICU, same placeholders as English', () => {
    const { ok, problems } = check({ cwd: packageDir, locales: SHELL_LOCALES });
    expect(problems, formatProblems(problems)).toEqual([]);
    expect(ok).toBe(true);
  }, 60_000);

  it('every catalog is translated, not a copy of English', () => {
    for (const locale of SHELL_LOCALES.filter((l) => l !== 'en')) {
      expect({ locale, identical: sameAsEnglish({ cwd: packageDir, locale }) }).toEqual({ locale, identical: SAME_AS_ENGLISH[locale] ?? [] });
    }
  });

  it('ids are namespaced footer.* and every message has a description for translators', () => {
    const en = JSON.parse(readFileSync(join(packageDir, 'lang/en.json'), 'utf8')) as Record<string, { description: string }>;
    for (const [id, message] of Object.entries(en)) {
      expect(id.startsWith('footer.'), id).toBe(true);
      expect(message.description.length, id).toBeGreaterThan(0);
    }
  });
});

describe('loadFooterMessages', () => {
  beforeAll(() => ensureCompiled(), 60_000);

  it.each(SHELL_LOCALES.map((l) => [l]))('loads the complete precompiled catalog of %s', async (locale) => {
    const [catalog, en] = await Promise.all([loadFooterMessages(locale), loadFooterMessages('en')]);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    for (const message of Object.values(catalog)) expect(Array.isArray(message)).toBe(true);
  });

  it('formats the copyright line with its years and entity (moved from the shared messages)', async () => {
    const intl = createIntl({ locale: 'de', messages: (await loadFooterMessages('de')) as never });
    expect(intl.formatMessage(footerMessages.copyright, { from: '2013', to: '2025', entity: 'Gate' })).toBe('Copyright © 2013–2025 Gate. Alle Rechte vorbehalten.');
  });

  it('renders every message in every locale without an error', async () => {
    const en = await loadFooterMessages('en');
    for (const locale of SHELL_LOCALES) {
      const errors: Error[] = [];
      const intl = createIntl({ locale, defaultLocale: 'en', messages: (await loadFooterMessages(locale)) as never, onError: (e) => errors.push(e) });
      for (const id of Object.keys(en)) {
        const values: Record<string, unknown> = {};
        for (const p of placeholdersOf(en[id] ?? [])) {
          if (p.startsWith('<')) values[p.slice(1, -1)] = (chunks: string[]) => chunks.join('');
          else values[p] = 'Value';
        }
        const text = intl.formatMessage({ id }, values as Record<string, string>);
        expect(String(text).trim().length, `${locale} ${id}`).toBeGreaterThan(0);
      }
      expect(errors, locale).toEqual([]);
    }
  });

  it('rejects for a locale without a chunk (createMessageLoader turns that into the en fallback)', async () => {
    await expect(loadFooterMessages('pt' as CatalogLocale)).rejects.toThrow();
  });
});
