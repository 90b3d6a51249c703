// @vitest-environment node
/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { createIntl } from '@formatjs/intl';
import { check, ensureCompiled, extractedVersusCommitted, formatProblems, sameAsEnglish } from '@shell/i18n-tools';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHELL_LOCALES } from '@shell/site-config';
import type { CatalogLocale } from '@shell/site-config';
import { loadReminderMessages } from './load';
import { reminderMessages } from './messages';
import { bellMessages } from './bellMessages';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
type IntlMessages = NonNullable<Parameters<typeof createIntl>[0]['messages']>;

beforeAll(() => ensureCompiled({ cwd: packageDir }), 60_000);

describe('reminder messages', () => {
  it('lang/en.json is what `shell-i18n extract` produces from src', () => {
    const { extracted, committed } = extractedVersusCommitted({ cwd: packageDir });
    expect(extracted).toBe(committed);
  }, 60_000);

  it('all nine catalogs are complete, valid ICU, with the English placeholders', () => {
    const { ok, problems } = check({ cwd: packageDir, locales: SHELL_LOCALES });
    expect(problems, formatProblems(problems)).toEqual([]);
    expect(ok).toBe(true);
  }, 60_000);

  it('every catalog is translated (identical to English only where the word is the same)', () => {
    const allowed: Partial<Record<CatalogLocale, string[]>> = { fr: ['reminder.panel.title'] };
    for (const locale of SHELL_LOCALES.filter((l) => l !== 'en')) {
      expect({ locale, identical: sameAsEnglish({ cwd: packageDir, locale }) }).toEqual({ locale, identical: allowed[locale] ?? [] });
    }
  });

  it('ids are namespaced under reminder. and described', () => {
    for (const message of Object.values({ ...reminderMessages, ...bellMessages })) {
      expect(message.id).toMatch(/^reminder\./);
      expect(message.description.length).toBeGreaterThan(0);
    }
  });

  it.each(SHELL_LOCALES.map((l) => [l]))('loadReminderMessages(%s) gives the whole precompiled catalog, renderable without errors', async (locale) => {
    const [catalog, en] = await Promise.all([loadReminderMessages(locale), loadReminderMessages('en')]);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    const errors: unknown[] = [];
    const intl = createIntl({ locale, defaultLocale: 'en', messages: catalog as unknown as IntlMessages, onError: (e) => errors.push(e) });
    for (const id of Object.keys(en)) {
      // The package's only placeholder is the plural `count`.
      const text = intl.formatMessage({ id }, { count: 3 });
      expect(text.trim().length, `${locale} ${id}`).toBeGreaterThan(0);
      expect(text, `${locale} ${id}`).not.toMatch(/[{}]/);
    }
    expect(errors).toEqual([]);
  });

  it('uses real plural rules', async () => {
    const ar = createIntl({ locale: 'ar', messages: (await loadReminderMessages('ar')) as unknown as IntlMessages });
    expect(ar.formatMessage({ id: reminderMessages.tabUnread.id }, { count: 2 })).toBe('رسالتان غير مقروءتين');
    const de = createIntl({ locale: 'de', messages: (await loadReminderMessages('de')) as unknown as IntlMessages });
    expect(de.formatMessage({ id: bellMessages.bellLabel.id }, { count: 0 })).toBe('Benachrichtigungen');
    expect(de.formatMessage({ id: bellMessages.bellLabel.id }, { count: 3 })).toBe('Benachrichtigungen, 3 ungelesen');
  });

  it('rejects for a locale without a chunk', async () => {
    await expect(loadReminderMessages('pt' as CatalogLocale)).rejects.toThrow();
  });
});
