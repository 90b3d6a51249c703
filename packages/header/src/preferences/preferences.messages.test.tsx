/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { ensureCompiled, sameAsEnglish } from '@shell/i18n-tools';
import { loadSiteConfigMessages, SHELL_LOCALES } from '@shell/site-config';
import type { CatalogLocale } from '@shell/site-config';
import type { ShellMessages } from '@shell/api-client/core';
import { LanguageRegionModal } from './LanguageRegionModal';
import { barMessages } from './barMessages';
import { preferencesMessages } from './messages';
import { SettingsPanel } from './SettingsPanel';
import { renderPrefs } from './testing.test-helper';

const packageDir = join(import.meta.dirname, '..', '..');
const readCatalog = (locale: string): Record<string, { defaultMessage: string }> =>
  JSON.parse(readFileSync(join(packageDir, 'lang', `${locale}.json`), 'utf8'));

async function messagesFor(locale: CatalogLocale): Promise<ShellMessages> {
  const header = JSON.parse(readFileSync(join(packageDir, 'lang', 'compiled', `${locale}.json`), 'utf8')) as ShellMessages;
  return { ...(await loadSiteConfigMessages(locale)), ...header } as ShellMessages;
}

beforeAll(() => ensureCompiled({ cwd: packageDir }), 60_000);

/** Universal text: the same in every language. */
const SAME_EVERYWHERE = new Set(['prefs.fiat.rate']);

describe('preferences messages', () => {
  // The panels' texts and the bar's (announcement bars, theme toggle): one `prefs.*` catalog.
  const all = { ...preferencesMessages, ...barMessages };
  const ids = Object.values(all).map((m) => m.id);

  it('are namespaced prefs.*, unique, described, and extracted into lang/en.json', () => {
    const en = readCatalog('en');
    expect(new Set(ids).size).toBe(ids.length);
    for (const message of Object.values(all)) {
      expect(message.id).toMatch(/^prefs\./);
      expect(message.description.length).toBeGreaterThan(10);
      expect(en[message.id]?.defaultMessage).toBe(message.defaultMessage);
    }
  });

  it.each(SHELL_LOCALES.filter((l) => l !== 'en').map((l) => [l]))('are translated in %s (not English copies)', (locale) => {
    const catalog = readCatalog(locale);
    expect(sameAsEnglish({ cwd: packageDir, locale, ids }).filter((id) => !SAME_EVERYWHERE.has(id))).toEqual([]);
    for (const id of ids) expect(catalog[id]?.defaultMessage, `${locale} ${id}`).toBeTruthy();
  });

  it('render translated: German tabs and the Arabic settings', async () => {
    renderPrefs(<LanguageRegionModal open onClose={() => {}} />, { lang: 'de', messages: await messagesFor('de') });
    expect(await screen.findByRole('dialog', { name: 'Sprache und Währung' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('render the mobile settings in Arabic', async () => {
    const { logger } = renderPrefs(<SettingsPanel variant="modal" onClose={() => {}} />, { lang: 'ar', messages: await messagesFor('ar') });
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /./ })).toBeInTheDocument();
    expect(logger.entries.filter((e) => e.event === 'intl.error')).toEqual([]);
  });
});

describe('preferences.css', () => {
  const css = readFileSync(join(packageDir, 'src', 'preferences', 'preferences.css'), 'utf8');

  it('mirrors in right-to-left: logical properties only, no physical left/right', () => {
    const physical = css.match(/(^|[\s;{])(margin|padding|border)-(left|right)\b|(^|[\s;{])(left|right)\s*:|text-align:\s*(left|right)|float:\s*(left|right)/gm);
    expect(physical).toBeNull();
  });

  it('uses theme tokens for colours and prefixes every class with shell-prefs', () => {
    expect(css).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i);
    const classes = [...css.matchAll(/\.([a-z][\w-]*)/g)].map((m) => m[1]);
    expect(classes.filter((name) => !name?.startsWith('shell-prefs'))).toEqual([]);
  });
});
