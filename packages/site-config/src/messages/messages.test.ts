/// <reference types="node" />
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { check, extract, formatProblems } from '@shell/i18n-tools';
import { describe, expect, it } from 'vitest';
import { RESTRICTED_LANGUAGE_NOTICES, SHELL_LOCALES } from '../i18n';
import type { LangCode } from '../i18n';
import { REFERENCE_TIMES, RISE_COLORS } from '../settings-model';
import {
  languageNameMessages,
  referenceTimeMessages,
  restrictedNoticeMessages,
  riseColorMessages,
  shellMessages,
  themeMessages,
  upgradePlanMessages,
} from './messages';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const readCatalog = (locale: string): Record<string, { defaultMessage: string }> =>
  JSON.parse(readFileSync(join(packageDir, 'lang', `${locale}.json`), 'utf8'));

describe('shared shell messages', () => {
  it('lang/en.json is what `shell-i18n extract` produces from src (run it after editing messages)', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'site-config-extract-'));
    try {
      const { outFile } = extract({ cwd: packageDir, outFile: join(scratch, 'en.json') });
      expect(readFileSync(outFile, 'utf8')).toBe(readFileSync(join(packageDir, 'lang/en.json'), 'utf8'));
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 60_000);

  it('all nine catalogs are complete: same ids, valid ICU, same placeholders as English', () => {
    const { ok, problems } = check({ cwd: packageDir, locales: SHELL_LOCALES });
    expect(problems, formatProblems(problems)).toEqual([]);
    expect(ok).toBe(true);
    // Spawns the formatjs CLI once per locale: seconds on a busy 2-core CI box.
  }, 60_000);

  it('every catalog is translated, not a copy of English (identical only where the text is universal)', () => {
    const en = readCatalog('en');
    // Texts that are the same words in that language (a product name, a bare number label).
    const sameAsEnglish: Partial<Record<LangCode, string[]>> = {
      de: ['shell.upgradePlan.label'],
      tr: ['shell.upgradePlan.label'],
      fr: ['shell.upgradePlan.label'],
      es: ['shell.upgradePlan.label'],
    };
    for (const locale of SHELL_LOCALES.filter((l) => l !== 'en')) {
      const catalog = readCatalog(locale);
      const identical = Object.keys(en).filter((id) => catalog[id]?.defaultMessage === en[id]?.defaultMessage);
      expect({ locale, identical }).toEqual({ locale, identical: sameAsEnglish[locale] ?? [] });
    }
  });

  it('keeps the keys and English wording the spec gives (§8)', () => {
    expect(shellMessages.noData).toMatchObject({ id: 'reminder.no.data', defaultMessage: 'No data' });
    expect(shellMessages.copiedSuccessfully).toMatchObject({ id: 'header.Copied successfully', defaultMessage: 'Copied successfully' });
    expect(shellMessages.loggingOut.defaultMessage).toBe('Logging out');
    expect(shellMessages.safetyTooWeak.defaultMessage).toBe('Your current safety strength: Too weak');
    for (const [lang, notice] of Object.entries(RESTRICTED_LANGUAGE_NOTICES)) {
      expect(restrictedNoticeMessages[lang as LangCode]?.defaultMessage).toBe(notice);
    }
    expect(Object.keys(restrictedNoticeMessages).sort()).toEqual(['de', 'es', 'fr']);
  });

  it('has unique ids, namespaced under shell. except the two spec keys', () => {
    const ids = Object.values(shellMessages).map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !id.startsWith('shell.')).sort()).toEqual(['header.Copied successfully', 'reminder.no.data']);
    for (const m of Object.values(shellMessages)) expect(m.description.length).toBeGreaterThan(0);
  });

  it('labels every settings option, language and upgrade plan', () => {
    expect(Object.keys(riseColorMessages).sort()).toEqual([...RISE_COLORS].sort());
    expect(riseColorMessages.risegreen.defaultMessage).toBe('Green up / Red down');
    expect(riseColorMessages.risered.defaultMessage).toBe('Red up / Green down');
    expect(Object.keys(referenceTimeMessages).sort()).toEqual([...REFERENCE_TIMES].sort());
    expect(Object.keys(themeMessages).sort()).toEqual(['dark', 'light']);
    expect(Object.keys(languageNameMessages).sort()).toEqual([...SHELL_LOCALES].sort());
    expect(Object.keys(upgradePlanMessages)).toEqual(['1', '2', '3']);
    expect(shellMessages.copyright.defaultMessage).toContain('{from}–{to}');
  });
});
