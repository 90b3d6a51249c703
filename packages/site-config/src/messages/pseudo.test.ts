/// <reference types="node" />
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIntl } from '@formatjs/intl';
import { placeholdersOf, pseudo } from '@shell/i18n-tools';
import { beforeAll, describe, expect, it } from 'vitest';
import { shellMessages } from './messages';
import type { CompiledCatalog } from './load';
import { sampleValues } from './sample-values';

/** What createIntl takes as messages (compiled AST or strings). */
type IntlMessages = NonNullable<Parameters<typeof createIntl>[0]['messages']>;

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
let pseudoCatalog: CompiledCatalog;

beforeAll(() => {
  // Written to a scratch folder, never to lang/compiled/, so a build can not pick it up.
  const scratch = mkdtempSync(join(tmpdir(), 'site-config-pseudo-'));
  try {
    const file = pseudo({ cwd: packageDir, locale: 'en-XA', outFile: join(scratch, 'en-XA.json') });
    pseudoCatalog = JSON.parse(readFileSync(file, 'utf8'));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}, 60_000);

/** Text outside the pseudo-locale's [brackets]: a hard-coded or concatenated string. */
function unlocalized(text: string): string[] {
  return text
    .replace(/\[[^\]]*\]/g, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
}

function pseudoIntl() {
  const errors: Error[] = [];
  const intl = createIntl({ locale: 'en-XA', defaultLocale: 'en', messages: pseudoCatalog as unknown as IntlMessages, onError: (e) => errors.push(e) });
  return { intl, errors };
}

describe('en-XA pseudo-locale', () => {
  it('compiles every site-config message and renders each one fully pseudo-localised', () => {
    const { intl, errors } = pseudoIntl();
    // English from the descriptors' default messages (that intl's missing-translation notices are expected).
    const english = createIntl({ locale: 'en', messages: {}, onError: () => {} });
    const descriptors = Object.values(shellMessages);
    expect(Object.keys(pseudoCatalog).sort()).toEqual(descriptors.map((d) => d.id).sort());
    for (const descriptor of descriptors) {
      const values = sampleValues(placeholdersOf(pseudoCatalog[descriptor.id] ?? [])) as Record<string, string>;
      const text = intl.formatMessage(descriptor, values);
      expect(text, descriptor.id).toMatch(/^\[.*\]$/s);
      expect(unlocalized(text), descriptor.id).toEqual([]);
      expect(text, descriptor.id).not.toBe(english.formatMessage(descriptor, values));
    }
    expect(errors).toEqual([]);
  });

  it('keeps placeholder values and plural forms working', () => {
    const { intl } = pseudoIntl();
    expect(intl.formatMessage(shellMessages.upgradeHeading, { level: 7 })).toContain('7');
    expect(intl.formatMessage(shellMessages.upgradePlanLabel, { number: 3 })).toContain('3');
    expect(intl.formatMessage(shellMessages.unreadCount, { count: 1 })).toMatch(/^\[1 /);
  });

  it('exposes concatenated and hard-coded English', () => {
    const { intl } = pseudoIntl();
    const concatenated = `${intl.formatMessage(shellMessages.upgradePlanLabel, { number: 1 })}: Trading volume`;
    expect(unlocalized(concatenated)).toEqual(['Trading', 'volume']);
    const composed = intl.formatMessage(shellMessages.upgradePlan1Title);
    expect(unlocalized(composed)).toEqual([]);
  });
});
