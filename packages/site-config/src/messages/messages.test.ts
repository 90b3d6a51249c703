/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { check, extractedVersusCommitted, formatProblems, sameAsEnglish } from '@shell/i18n-tools';
import { describe, expect, it } from 'vitest';
import { SHELL_LOCALES } from '../i18n';
import type { LangCode } from '../i18n';
import { languageNameMessages, shellMessages, themeMessages } from './messages';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

describe('shared shell messages', () => {
  it('lang/en.json is what `shell-i18n extract` produces from src (run it after editing messages)', () => {
    const { extracted, committed } = extractedVersusCommitted({ cwd: packageDir });
    expect(extracted).toBe(committed);
  }, 60_000);

  it('all nine catalogs are complete: same ids, valid ICU, same placeholders as English', () => {
    const { ok, problems } = check({ cwd: packageDir, locales: SHELL_LOCALES });
    expect(problems, formatProblems(problems)).toEqual([]);
    expect(ok).toBe(true);
    // Spawns the formatjs CLI once per locale: seconds on a busy 2-core CI box.
  }, 60_000);

  it('every catalog is translated, not a copy of English (identical only where the text is universal)', () => {
    // Texts that are the same words in that language (a product name, a bare number label).
    const allowed: Partial<Record<LangCode, string[]>> = {
      de: ['shell.upgradePlan.label'],
      tr: ['shell.upgradePlan.label'],
      fr: ['shell.upgradePlan.label'],
      es: ['shell.upgradePlan.label'],
    };
    for (const locale of SHELL_LOCALES.filter((l) => l !== 'en')) {
      expect({ locale, identical: sameAsEnglish({ cwd: packageDir, locale }) }).toEqual({ locale, identical: allowed[locale] ?? [] });
    }
  });

  it('keeps the keys and English wording the spec gives (§8)', () => {
    expect(shellMessages.noData).toMatchObject({ id: 'reminder.no.data', defaultMessage: 'No data' });
    expect(shellMessages.copiedSuccessfully).toMatchObject({ id: 'header.Copied successfully', defaultMessage: 'Copied successfully' });
    expect(shellMessages.loggingOut.defaultMessage).toBe('Logging out');
    expect(shellMessages.safetyTooWeak.defaultMessage).toBe('Your current safety strength: Too weak');
  });

  it('has unique ids, namespaced under shell. except the two spec keys', () => {
    const ids = Object.values(shellMessages).map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !id.startsWith('shell.')).sort()).toEqual(['header.Copied successfully', 'reminder.no.data']);
    for (const m of Object.values(shellMessages)) expect(m.description.length).toBeGreaterThan(0);
  });

  it('labels every theme and language (the header maps the other settings options and the upgrade plans)', () => {
    expect(Object.keys(themeMessages).sort()).toEqual(['dark', 'light']);
    expect(Object.keys(languageNameMessages).sort()).toEqual([...SHELL_LOCALES].sort());
    expect(shellMessages.upgradeHeading.defaultMessage).toContain('{level}');
  });
});
