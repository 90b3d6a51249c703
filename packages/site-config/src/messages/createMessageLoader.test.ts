import { createIntl } from '@formatjs/intl';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogLocale } from '../i18n';
import { createMessageLoader } from './load';
import type { MessageCatalog, MessageLoaderLogger } from './load';

// Two packages' catalogs, as `shell-i18n compile --ast` writes them.
const SHELL: Partial<Record<CatalogLocale, MessageCatalog>> = {
  en: { 'shell.settings.theme.dark': [{ type: 0, value: 'Dark' }], 'reminder.no.data': [{ type: 0, value: 'No data' }] },
  de: { 'shell.settings.theme.dark': [{ type: 0, value: 'Dunkel' }], 'reminder.no.data': [{ type: 0, value: 'Keine Daten' }] },
};
const HEADER: Partial<Record<CatalogLocale, MessageCatalog>> = {
  en: { 'header.greeting': [{ type: 0, value: 'Hello ' }, { type: 1, value: 'name' }] },
  de: { 'header.greeting': [{ type: 0, value: 'Hallo ' }, { type: 1, value: 'name' }] },
};

function loaderOf(catalogs: Partial<Record<CatalogLocale, MessageCatalog>>) {
  return vi.fn(async (locale: CatalogLocale) => {
    const catalog = catalogs[locale];
    if (!catalog) throw new Error(`Failed to fetch dynamically imported module: ${locale}.json`);
    return catalog;
  });
}

/** A logger that keeps what it is told, like the shell's memory logger. */
function createMemoryLogger(): MessageLoaderLogger & { entries: Parameters<MessageLoaderLogger['log']>[0][] } {
  const entries: Parameters<MessageLoaderLogger['log']>[0][] = [];
  return { entries, log: (entry) => void entries.push(entry) };
}

function render(messages: Awaited<ReturnType<ReturnType<typeof createMessageLoader>>>, locale: string) {
  const errors: unknown[] = [];
  // The provider of @shell/api-client hands the merged catalog to formatjs the same way.
  const intl = createIntl({ locale, defaultLocale: 'en', messages: messages as Parameters<typeof createIntl>[0]['messages'], onError: (e) => errors.push(e) });
  return {
    errors,
    t: (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values),
  };
}

describe('createMessageLoader', () => {
  it('merges every package catalog for the locale into messages createIntl renders', async () => {
    const logger = createMemoryLogger();
    const load = createMessageLoader([loaderOf(SHELL), loaderOf(HEADER)], { logger });
    const { t, errors } = render(await load('de'), 'de');
    expect(t('shell.settings.theme.dark')).toBe('Dunkel');
    expect(t('reminder.no.data')).toBe('Keine Daten');
    expect(t('header.greeting', { name: 'Ada' })).toBe('Hallo Ada');
    expect(errors).toEqual([]);
    expect(logger.entries).toEqual([]);
  });

  it("falls back to a package's English catalog when its locale chunk fails, logs it, and does not throw", async () => {
    const logger = createMemoryLogger();
    const header = loaderOf(HEADER);
    const load = createMessageLoader([loaderOf(SHELL), header], { logger });
    const messages = await load('fr'); // neither package has fr here
    const { t } = render(messages, 'fr');
    expect(t('shell.settings.theme.dark')).toBe('Dark');
    expect(t('header.greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(header.mock.calls.map(([locale]) => locale)).toEqual(['fr', 'en']);
    expect(logger.entries.map((e) => [e.level, e.event, e.reason])).toEqual([
      ['warn', 'i18n.fallback', 'chunk-load'],
      ['warn', 'i18n.fallback', 'chunk-load'],
    ]);
  });

  it('issue 22 item 14 ("Languages beyond our catalogs … render the shell in English"): a page language without a catalog loads English — one load per catalog, no fallback line', async () => {
    const logger = createMemoryLogger();
    const shell = loaderOf(SHELL);
    const load = createMessageLoader([shell, loaderOf(HEADER)], { logger });
    const { t } = render(await load('ru'), 'en');
    expect(t('shell.settings.theme.dark')).toBe('Dark');
    expect(t('header.greeting', { name: 'Ada' })).toBe('Hello Ada');
    await load('pt');
    await load('en');
    expect(shell.mock.calls.map(([locale]) => locale)).toEqual(['en']);
    expect(logger.entries).toEqual([]);
  });

  it('falls back only the package whose chunk failed', async () => {
    const logger = createMemoryLogger();
    const load = createMessageLoader([loaderOf(SHELL), loaderOf({ en: HEADER.en })], { logger });
    const { t } = render(await load('de'), 'de');
    expect(t('shell.settings.theme.dark')).toBe('Dunkel');
    expect(t('header.greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(logger.entries).toHaveLength(1);
    expect(logger.entries[0]?.detail).toMatchObject({ catalog: 1, locale: 'de', fallback: 'en' });
  });

  it('contributes nothing (and logs an error) when even the English chunk fails', async () => {
    const logger = createMemoryLogger();
    const load = createMessageLoader([loaderOf(SHELL), loaderOf({})], { logger });
    const messages = await load('de');
    expect(Object.keys(messages).sort()).toEqual(['reminder.no.data', 'shell.settings.theme.dark']);
    expect(logger.entries.map((e) => [e.level, e.event])).toEqual([
      ['warn', 'i18n.fallback'],
      ['error', 'i18n.unavailable'],
    ]);
  });

  it('caches per locale and shares one load between concurrent calls', async () => {
    const shell = loaderOf(SHELL);
    const load = createMessageLoader([shell], { logger: createMemoryLogger() });
    const [a, b] = await Promise.all([load('de'), load('de')]);
    const c = await load('de');
    expect(a).toBe(b);
    expect(a).toBe(c);
    expect(shell).toHaveBeenCalledTimes(1);
    await load('en');
    expect(shell).toHaveBeenCalledTimes(2);
  });

  it("loads the locale's Intl data while the catalogs download, not in the first render", async () => {
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    try {
      let release: (catalog: MessageCatalog) => void = () => undefined;
      const slow = vi.fn(() => new Promise<MessageCatalog>((resolve) => (release = resolve)));
      const pending = createMessageLoader([slow], { logger: createMemoryLogger() })('ja');
      // Before the catalog has arrived.
      await vi.waitFor(() => expect(numbers).toHaveBeenCalledWith('ja'));
      expect(dates).toHaveBeenCalledWith('ja');
      release({});
      await pending;
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
    }
  });

  it('does not cache a fallback result, so the next call retries the chunk', async () => {
    let deployed = false;
    const flaky = vi.fn(async (locale: CatalogLocale) => {
      if (locale === 'de' && !deployed) throw new Error('ChunkLoadError');
      return (locale === 'de' ? SHELL.de : SHELL.en) as MessageCatalog;
    });
    const load = createMessageLoader([flaky], { logger: createMemoryLogger() });
    expect(render(await load('de'), 'de').t('reminder.no.data')).toBe('No data');
    deployed = true;
    expect(render(await load('de'), 'de').t('reminder.no.data')).toBe('Keine Daten');
    expect(render(await load('de'), 'de').t('reminder.no.data')).toBe('Keine Daten');
    expect(flaky.mock.calls.map(([locale]) => locale)).toEqual(['de', 'en', 'de']);
  });

  it('logs an id defined by two packages; the later package wins', async () => {
    const logger = createMemoryLogger();
    const load = createMessageLoader([loaderOf(SHELL), loaderOf({ en: { 'reminder.no.data': 'Nothing here' } })], { logger });
    const { t } = render(await load('en'), 'en');
    expect(t('reminder.no.data')).toBe('Nothing here');
    expect(logger.entries.map((e) => [e.event, e.detail])).toEqual([['i18n.duplicate-id', { id: 'reminder.no.data', locale: 'en' }]]);
  });

  it('uses the console logger by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = createMessageLoader([loaderOf(SHELL)]);
    await load('ja');
    expect(warn).toHaveBeenCalledWith('[shell] i18n.fallback createMessageLoader: chunk-load', expect.anything());
  });
});
