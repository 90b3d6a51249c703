// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { createIntl } from '@formatjs/intl';
import type { ReactNode } from 'react';
import type { LangCode } from '@shell/site-config';
import { createMemoryLogger } from '../logger';
import type { ShellLogger } from '../logger';
import { createShellStore } from '../store';
import { ShellProvider, useShellIntl } from './ShellProvider';
import type { ShellMessages } from './ShellProvider';

const MESSAGES = {
  plain: 'Markets',
  count: '{count, plural, one {# market} other {# markets}}',
  greeting: 'Hello {name}, {count, number} new',
  rich: 'Read the <link>terms</link> first',
};

type Intl = ReturnType<typeof useShellIntl>;

/** The intl instance one server render gets. */
function intlOf(messages: ShellMessages, logger: ShellLogger, lang: LangCode = 'en'): Intl {
  let seen: Intl | undefined;
  function Probe() {
    seen = useShellIntl();
    return null;
  }
  const store = createShellStore({ config: { baseUrl: 'http://shell.test', logger, getCookies: () => '' }, session: { lang } });
  renderToString(
    <ShellProvider store={store} messages={messages}>
      <Probe />
    </ShellProvider>,
  );
  if (seen === undefined) throw new Error('the probe did not render');
  return seen;
}

describe('ShellProvider intl', () => {
  it('formats as formatjs does, the first time and from its kept texts', () => {
    const intl = intlOf(MESSAGES, createMemoryLogger());
    const reference = createIntl({ locale: 'en', defaultLocale: 'en', messages: MESSAGES });
    const calls: [string, Record<string, string | number> | undefined][] = [
      ['plain', undefined],
      ['count', { count: 1 }],
      ['count', { count: 3 }],
      ['greeting', { name: 'Ada', count: 1200 }],
      ['greeting', { name: 'Bo', count: 5 }],
    ];
    for (let round = 0; round < 2; round += 1) {
      for (const [id, values] of calls) expect(intl.formatMessage({ id }, values)).toBe(reference.formatMessage({ id }, values));
    }
  });

  it('tells values apart by name and type, not only by their text', () => {
    const intl = intlOf({ pair: '{a}|{b}' }, createMemoryLogger());
    expect(intl.formatMessage({ id: 'pair' }, { a: 'x', b: 'y' })).toBe('x|y');
    expect(intl.formatMessage({ id: 'pair' }, { a: 'y', b: 'x' })).toBe('y|x');
    expect(intl.formatMessage({ id: 'pair' }, { a: 1, b: '1' })).toBe('1|1');
  });

  it('formats rich text (function values) afresh each time', () => {
    const intl = intlOf(MESSAGES, createMemoryLogger());
    const format = intl.formatMessage as unknown as (d: { id: string }, v: Record<string, (chunks: ReactNode[]) => ReactNode>) => ReactNode;
    // formatjs joins parts that are all strings into one string.
    const first = format({ id: 'rich' }, { link: (chunks) => `[${chunks.join('')}]` });
    const second = format({ id: 'rich' }, { link: (chunks) => `<${chunks.join('')}>` });
    expect([first].flat().join('')).toBe('Read the [terms] first');
    expect([second].flat().join('')).toBe('Read the <terms> first');
  });

  it('shares one instance per catalog, logger and language across renders', () => {
    const logger = createMemoryLogger();
    const intl = intlOf(MESSAGES, logger);
    expect(intlOf(MESSAGES, logger)).toBe(intl);
    expect(intlOf(MESSAGES, logger, 'de')).not.toBe(intl);
    expect(intlOf({ ...MESSAGES }, logger)).not.toBe(intl);
    expect(intlOf(MESSAGES, createMemoryLogger())).not.toBe(intl);
    expect(intlOf(MESSAGES, logger, 'de').locale).toBe('de');
  });

  it('issue 22 item 14 ("those without a shell catalog render the shell in English"): a page language without a catalog formats with English rules', () => {
    const logger = createMemoryLogger();
    // The messages a Russian page gets are English ones (catalogLocaleFor): their plurals must follow
    // English rules — Russian ones pick `one` for 21 ("21 market").
    const intl = intlOf(MESSAGES, logger, 'ru');
    expect(intl.locale).toBe('en');
    expect(intl.formatMessage({ id: 'count' }, { count: 21 })).toBe('21 markets');
    expect(intl.formatMessage({ id: 'greeting' }, { name: 'Ada', count: 1200.5 })).toBe('Hello Ada, 1,200.5 new');
    // One instance per catalog locale: ru and pt pages share English's.
    expect(intlOf(MESSAGES, logger, 'pt')).toBe(intl);
    expect(intlOf(MESSAGES, logger, 'en')).toBe(intl);
  });

  it('logs a missing translation to the logger of its instance', () => {
    const logger = createMemoryLogger();
    const intl = intlOf(MESSAGES, logger, 'de');
    expect(intl.formatMessage({ id: 'absent', defaultMessage: 'Fallback' })).toBe('Fallback');
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', event: 'intl.error', source: 'de' }));
  });
});
