// @vitest-environment node
/// <reference types="node" />
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIntl } from '@formatjs/intl';
import { check, compile, extract, formatProblems } from '@shell/i18n-tools';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHELL_LOCALES } from '@shell/site-config';
import type { LangCode } from '@shell/site-config';
import { loadReminderMessages } from './load';
import { reminderMessages } from './messages';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
type IntlMessages = NonNullable<Parameters<typeof createIntl>[0]['messages']>;
const readCatalog = (locale: string): Record<string, { defaultMessage: string }> =>
  JSON.parse(readFileSync(join(packageDir, 'lang', `${locale}.json`), 'utf8'));

/** `lang/compiled/` is a build output; compile it here when missing or older than the catalogs. */
function ensureCompiled() {
  const langDir = join(packageDir, 'lang');
  const stale = readdirSync(langDir)
    .filter((file) => file.endsWith('.json'))
    .some((file) => {
      const out = join(langDir, 'compiled', file);
      return !existsSync(out) || statSync(out).mtimeMs < statSync(join(langDir, file)).mtimeMs;
    });
  if (stale) compile({ cwd: packageDir });
}

beforeAll(ensureCompiled, 60_000);

describe('reminder messages', () => {
  it('lang/en.json is what `shell-i18n extract` produces from src', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'reminder-extract-'));
    try {
      const { outFile } = extract({ cwd: packageDir, outFile: join(scratch, 'en.json') });
      expect(readFileSync(outFile, 'utf8')).toBe(readFileSync(join(packageDir, 'lang/en.json'), 'utf8'));
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 60_000);

  it('all nine catalogs are complete, valid ICU, with the English placeholders', () => {
    const { ok, problems } = check({ cwd: packageDir, locales: SHELL_LOCALES });
    expect(problems, formatProblems(problems)).toEqual([]);
    expect(ok).toBe(true);
  }, 60_000);

  it('every catalog is translated (identical to English only where the word is the same)', () => {
    const en = readCatalog('en');
    const sameAsEnglish: Partial<Record<LangCode, string[]>> = { fr: ['reminder.panel.title'] };
    for (const locale of SHELL_LOCALES.filter((l) => l !== 'en')) {
      const catalog = readCatalog(locale);
      const identical = Object.keys(en).filter((id) => catalog[id]?.defaultMessage === en[id]?.defaultMessage);
      expect({ locale, identical }).toEqual({ locale, identical: sameAsEnglish[locale] ?? [] });
    }
  });

  it('ids are namespaced under reminder. and described', () => {
    for (const message of Object.values(reminderMessages)) {
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
    expect(de.formatMessage({ id: reminderMessages.bellLabel.id }, { count: 0 })).toBe('Benachrichtigungen');
    expect(de.formatMessage({ id: reminderMessages.bellLabel.id }, { count: 3 })).toBe('Benachrichtigungen, 3 ungelesen');
  });

  it('rejects for a locale without a chunk', async () => {
    await expect(loadReminderMessages('pt' as LangCode)).rejects.toThrow();
  });
});
