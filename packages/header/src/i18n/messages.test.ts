// @vitest-environment node
/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { createIntl } from '@formatjs/intl';
import { check, ensureCompiled, extractedVersusCommitted, formatProblems, placeholdersOf, sameAsEnglish } from '@shell/i18n-tools';
import { SHELL_LOCALES } from '@shell/site-config';
import type { CatalogLocale } from '@shell/site-config';
import { headerMessages, navMessages } from '../messages/header';
import { orderMessages, profileMessages, walletMessages } from '../messages/account';
import { logoutMessages } from '../messages/logout';
import { navItemMessages } from '../messages/navItems';
import { userMessages } from '../messages/user';
import { loadHeaderMessages } from './load';

/** Sample values of the header's placeholders (the KYC status is a select). */
const SAMPLE_VALUES: Record<string, string> = { status: '1', fiat: 'EUR', currency: 'USDT', name: 'Satoshi' };

type IntlMessages = NonNullable<Parameters<typeof createIntl>[0]['messages']>;

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const HEADER_GROUPS = [headerMessages, navMessages, navItemMessages, walletMessages, orderMessages, profileMessages, userMessages, logoutMessages];
const headerIds = HEADER_GROUPS.flatMap((group) => Object.values(group).map((m) => m.id));

describe('header messages', () => {
  it('lang/en.json is what `shell-i18n extract` produces from src', () => {
    const { extracted, committed } = extractedVersusCommitted({ cwd: packageDir });
    expect(extracted).toBe(committed);
  }, 60_000);

  it('all nine catalogs are complete: same ids, valid ICU, same placeholders as English', () => {
    const { ok, problems } = check({ cwd: packageDir, locales: SHELL_LOCALES });
    expect(problems, formatProblems(problems)).toEqual([]);
    expect(ok).toBe(true);
  }, 60_000);

  it('has unique ids, all under header. with a description', () => {
    expect(new Set(headerIds).size).toBe(headerIds.length);
    for (const group of HEADER_GROUPS) for (const m of Object.values(group)) {
      expect(m.id.startsWith('header.'), m.id).toBe(true);
      expect(m.description.length, m.id).toBeGreaterThan(0);
    }
  });

  it('every header message is translated, not a copy of English (identical only where the text is a name or a number)', () => {
    // Product names and pure placeholders read the same in every language.
    const universal = ['header.badge.gateFun', 'header.user.vip', 'header.user.volumeValue', 'header.user.uid'];
    // Words that are the same in that language.
    const sameWord: Partial<Record<CatalogLocale, string[]>> = { fr: ['header.drawer.title'] };
    for (const locale of SHELL_LOCALES.filter((l) => l !== 'en')) {
      const allowed = [...universal, ...(sameWord[locale] ?? [])];
      const identical = sameAsEnglish({ cwd: packageDir, locale, ids: headerIds }).filter((id) => !allowed.includes(id));
      expect({ locale, identical }).toEqual({ locale, identical: [] });
    }
  });
});

describe('loadHeaderMessages', () => {
  beforeAll(() => ensureCompiled({ cwd: packageDir }), 60_000);

  it.each(SHELL_LOCALES.map((l) => [l]))('loads the complete precompiled catalog of %s', async (locale) => {
    const [catalog, en] = await Promise.all([loadHeaderMessages(locale), loadHeaderMessages('en')]);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    for (const message of Object.values(catalog)) expect(Array.isArray(message)).toBe(true);
  });

  it('renders every header message in every locale without an error', async () => {
    const en = await loadHeaderMessages('en');
    for (const locale of SHELL_LOCALES) {
      const errors: Error[] = [];
      const intl = createIntl({ locale, defaultLocale: 'en', messages: (await loadHeaderMessages(locale)) as unknown as IntlMessages, onError: (e) => errors.push(e) });
      for (const id of headerIds) {
        const values = { ...SAMPLE_VALUES, ...Object.fromEntries([...placeholdersOf(en[id] ?? [])].map((name) => [name, SAMPLE_VALUES[name] ?? '7'])) };
        const text = intl.formatMessage({ id }, values);
        expect(text.trim().length, `${locale} ${id}`).toBeGreaterThan(0);
      }
      expect(errors, locale).toEqual([]);
    }
  });

  it('renders real translations', async () => {
    const de = createIntl({ locale: 'de', messages: (await loadHeaderMessages('de')) as unknown as IntlMessages });
    expect(de.formatMessage(headerMessages.deposit)).toBe('Einzahlen');
    expect(de.formatMessage(userMessages.kyc, { status: '2' })).toBe('Verifizierung: in Prüfung');
    const ar = createIntl({ locale: 'ar', messages: (await loadHeaderMessages('ar')) as unknown as IntlMessages });
    expect(ar.formatMessage(headerMessages.badgeReferral, { amount: 20 })).toBe('مكافأة 20 USDT');
  });

  it('rejects for a locale without a chunk', async () => {
    await expect(loadHeaderMessages('pt' as CatalogLocale)).rejects.toThrow();
  });
});
