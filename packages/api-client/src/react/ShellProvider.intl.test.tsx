// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { createIntl } from '@formatjs/intl';
import fc from 'fast-check';
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

  it('formats compiled messages of plain text and {name} arguments as formatjs does (its own fast path), and the rest through formatjs', () => {
    // Compiled catalogs, as the packages ship them: 0 literal, 1 argument, 2 number, 6 plural, 8 tag.
    const compiled = {
      label: [{ type: 0, value: 'Show ' }, { type: 1, value: 'name' }, { type: 0, value: ' menu' }],
      pair: [{ type: 1, value: 'a' }, { type: 0, value: '/' }, { type: 1, value: 'b' }],
      bare: [{ type: 1, value: 'a' }],
      empty: [],
      price: [{ type: 0, value: 'Price ' }, { type: 2, value: 'n', style: null }],
      count: [{ type: 6, value: 'n', options: { one: { value: [{ type: 0, value: 'one' }] }, other: { value: [{ type: 0, value: 'many' }] } }, offset: 0, pluralType: 'cardinal' }],
      rich: [{ type: 0, value: 'Read ' }, { type: 8, value: 'b', children: [{ type: 0, value: 'this' }] }],
    } as unknown as ShellMessages;
    const logger = createMemoryLogger();
    const intl = intlOf(compiled, logger);
    const reference = createIntl({ locale: 'en', defaultLocale: 'en', messages: compiled as never, onError: () => undefined });
    const calls: [string, Record<string, unknown> | undefined][] = [
      ['label', { name: 'Spot' }],
      ['label', { name: 42 }],
      ['label', { name: 0 }],
      ['label', { name: null }],
      ['label', { name: undefined }],
      ['label', { name: false }],
      ['label', { name: 'Spot', unused: 'x' }],
      ['pair', { a: 'BTC', b: 'USDT' }],
      ['pair', { a: 1.5, b: -0 }],
      ['bare', { a: '' }],
      ['empty', undefined],
      ['empty', { a: 1 }],
      ['price', { n: 1234.5 }],
      ['count', { n: 1 }],
      ['count', { n: 2 }],
    ];
    for (const [id, values] of calls) expect(intl.formatMessage({ id }, values as never), `${id} ${JSON.stringify(values)}`).toBe(reference.formatMessage({ id }, values as never));
    // Elements as values: a part each, adjacent texts merged, as formatjs returns them.
    const element = { type: 'bdi', key: 'entity', props: {} };
    const partsCalls: [string, Record<string, unknown>][] = [
      ['label', { name: element }],
      ['pair', { a: element, b: 'x' }],
      ['pair', { a: element, b: element }],
      ['pair', { a: 'x', b: element }],
      ['pair', { a: element, b: '' }],
      ['bare', { a: element }],
    ];
    for (const [id, values] of partsCalls) expect(intl.formatMessage({ id }, values as never), `${id} with an element`).toEqual(reference.formatMessage({ id }, values as never));
    const tagged = intl.formatMessage({ id: 'rich' }, { b: (chunks: ReactNode[]) => `*${chunks.join('')}*` } as never) as unknown;
    expect([tagged].flat().join('')).toBe('Read *this*');
    expect(logger.entries).toEqual([]);
    // Keys every object inherits are no messages: formatjs's missing-message fallback.
    for (const id of ['constructor', '__proto__', 'toString']) expect(intl.formatMessage({ id }, { a: 1 })).toBe(reference.formatMessage({ id }, { a: 1 }));
    // A value the message needs and the call does not give: formatjs's error and fallback, logged.
    expect(intl.formatMessage({ id: 'label', defaultMessage: 'Menu' }, { other: 'x' })).toBe(reference.formatMessage({ id: 'label', defaultMessage: 'Menu' }, { other: 'x' }));
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', event: 'intl.error', reason: 'FORMAT_ERROR' }));
  });

  it('property: any compiled message of text, arguments, tags (and a plural now and then) formats as formatjs formats it', () => {
    const element = (name: string) => ({ type: 'bdi', key: name, props: {} });
    const literal = fc.record({ type: fc.constant(0), value: fc.string({ maxLength: 4 }) });
    const argument = fc.record({ type: fc.constant(1), value: fc.constantFrom('a', 'b', 'c') });
    const plural = fc.constant({ type: 6, value: 'a', options: { other: { value: [{ type: 0, value: 'n' }] } }, offset: 0, pluralType: 'cardinal' });
    const { message } = fc.letrec((tie) => ({
      message: fc.array(fc.oneof({ weight: 4, arbitrary: literal }, { weight: 4, arbitrary: argument }, { weight: 2, arbitrary: tie('tag') }, { weight: 1, arbitrary: plural }), { maxLength: 5 }),
      tag: fc.record({ type: fc.constant(8), value: fc.constantFrom('t', 'u'), children: tie('message') }),
    }));
    const argumentValue = fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.constantFrom(0, -0, Number.NaN, null, undefined, false, true), fc.constant(element('x')), fc.constant(() => 'f'));
    const tagValue = fc.oneof(
      fc.constant((chunks: unknown[]) => `[${chunks.length}]`),
      fc.constant((chunks: unknown[]) => ['<', ...chunks, '>']),
      fc.constant((chunks: unknown[]) => element(`tag${chunks.length}`)),
      fc.constant('not a function'),
    );
    const values = fc.option(fc.record({ a: argumentValue, b: argumentValue, c: argumentValue, t: tagValue, u: tagValue }, { requiredKeys: [] }), { nil: undefined });
    fc.assert(
      fc.property(message, values, (elements, given) => {
        const messages = { m: elements } as unknown as ShellMessages;
        const intl = intlOf(messages, createMemoryLogger());
        const reference = createIntl({ locale: 'en', defaultLocale: 'en', messages: messages as never, onError: () => undefined });
        expect(intl.formatMessage({ id: 'm' }, given as never)).toEqual(reference.formatMessage({ id: 'm' }, given as never));
      }),
      { numRuns: 300 },
    );
  });

  it('logs a missing translation to the logger of its instance', () => {
    const logger = createMemoryLogger();
    const intl = intlOf(MESSAGES, logger, 'de');
    expect(intl.formatMessage({ id: 'absent', defaultMessage: 'Fallback' })).toBe('Fallback');
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', event: 'intl.error', source: 'de' }));
  });
});
