import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { DEFAULT_INTL_CONFIG, createFormatters, createIntlCache, formatDate, formatMessage as formatIntlMessage, formatNumber } from '@formatjs/intl';
import type { IntlShape, MessageDescriptor, ResolvedIntlConfig } from '@formatjs/intl';
import { catalogLocaleFor } from '@shell/site-config';
import type { SiteKey } from '@shell/site-config';
import { ShellHostProvider } from '@shell/ui';
import type { ShellStore } from '../store';
import type { ShellSessionState } from '../session/sessionSlice';
import type { ShellLogger } from '../logger';
import { SessionPolicyProvider } from '../policy/useShellPolicyContext';
import { useShellSelector } from './hooks';
import { ShellReduxContext } from './context';

export { useShellDispatch, useShellLogger, useShellSelector, useShellStore } from './hooks';

import type { ShellMessages } from '../i18n/messages';

export type { ShellMessages } from '../i18n/messages';

/**
 * What the shell formats with: formatjs' `IntlShape` cut to the formatters the packages use —
 * messages, numbers and dates, bound the way `createIntl` binds them. Built from
 * `@formatjs/intl`'s own formatter functions, not `createIntl`, because `createIntl` binds every
 * formatter (relative time, lists, display names, durations, ranges, parts…) and with them all of
 * their code lands in the start-up bundle of every host page (about 2 KB gzip) though no package
 * calls them. The functions, fallbacks and error codes are formatjs' own.
 */
export type ShellIntl = Pick<IntlShape<string>, 'locale' | 'defaultLocale' | 'messages' | 'formatMessage' | '$t' | 'formatNumber' | 'formatDate'>;

const IntlContext = createContext<ShellIntl | null>(null);
const intlCache = createIntlCache();

export interface ShellProviderProps {
  /** The shell's store (`createShellStore`), provided in the shell's own react-redux context, so it never meets the host's store. */
  store: ShellStore;
  /** Messages for the session's language, merged from every package's catalog. */
  messages?: ShellMessages;
  children?: ReactNode;
}

/** Formatted texts kept per intl instance; past this many the cache starts over. */
const MAX_FORMATTED_TEXTS = 2000;

/**
 * The key of a `formatMessage` call whose result depends on the id and the values alone: every
 * value a string, number, boolean, null or undefined. `null` when a value is anything else (a
 * date, a rich-text function or element), which is formatted afresh each time.
 */
function formattedKey(id: string, values: Record<string, unknown> | undefined): string | null {
  let key = id;
  if (values === undefined) return key;
  for (const name in values) {
    const value = values[name];
    if (value !== null && typeof value === 'object') return null;
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return null;
    key += `\u0001${name}\u0002${typeof value}:${String(value)}`;
  }
  return key;
}

type FormatMessage = IntlShape<string>['formatMessage'];

// The element kinds of a compiled message (`@formatjs/icu-messageformat-parser`'s TYPE) the plain
// path formats itself: literal text, a `{name}` argument, and a rich-text tag (`<b>…</b>`).
const LITERAL_ELEMENT = 0;
const ARGUMENT_ELEMENT = 1;
const TAG_ELEMENT = 8;

type MessageElement = { type?: unknown; value?: unknown; children?: unknown } | null | undefined;

/**
 * intl-messageformat's `formatToParts` for a compiled message of text, `{name}` arguments and
 * rich-text tags: the parts' values, adjacent texts merged. A string or number argument is its
 * `String()`, another empty value (null, undefined, false) is '', anything else (an element) a
 * part of its own; a tag's function gets its children's parts. `undefined` for any other element
 * or a missing value. (A bigint or symbol argument, which the shell never passes, is left as a part
 * too; the property test against formatjs leaves those two out.)
 */
function plainParts(message: unknown, values: Record<string, unknown> | undefined): unknown[] | undefined {
  if (!Array.isArray(message)) return undefined;
  const parts: unknown[] = [];
  for (const element of message as MessageElement[]) {
    const name = element?.value;
    if (typeof name !== 'string') return undefined;
    let pieces: unknown[] = [name];
    if (element?.type !== LITERAL_ELEMENT) {
      if (values === undefined || !(name in values)) return undefined;
      const value = values[name];
      if (element?.type === ARGUMENT_ELEMENT) pieces = [typeof value === 'number' ? String(value) : value || ''];
      else if (element?.type === TAG_ELEMENT && typeof value === 'function') {
        const children = plainParts(element.children, values);
        if (children === undefined) return undefined;
        const chunks: unknown = value(children);
        pieces = Array.isArray(chunks) ? chunks : [chunks];
      } else return undefined;
    }
    for (const piece of pieces) {
      if (typeof piece === 'string' && typeof parts[parts.length - 1] === 'string') parts[parts.length - 1] += piece;
      else parts.push(piece);
    }
  }
  return parts;
}

/**
 * A compiled message of text, `{name}` arguments and rich-text tags (nearly all of the shell's
 * messages), formatted exactly as intl-messageformat formats it: one part is returned as it is,
 * several as an array, none as ''. `undefined` for anything else, which goes to formatjs: plurals,
 * selects, number and date arguments, a tag that is not a function, a missing value or message,
 * an ICU string. (A tag's function that ran before such an element was found runs again in
 * formatjs: it only builds elements.) formatjs builds an `IntlMessageFormat` for every new message,
 * and the first one makes V8 load its list of locales (`supportedLocalesOf`): at 4× CPU, 51–81 ms
 * of one task in a server-rendered page's hydration, for one header label or the footer's legal
 * line.
 */
function formatPlainMessage(message: unknown, values: Record<string, unknown> | undefined): unknown {
  const parts = plainParts(message, values);
  return parts === undefined ? undefined : parts.length === 0 ? '' : parts.length === 1 ? parts[0] : parts;
}

/**
 * `intl` whose `formatMessage` remembers its texts. For one intl instance (one language, one
 * catalog) a message id and plain values always give the same text, and formatjs does real work for
 * every call with values: it merges the formats and serializes the message's AST with them into a
 * cache key. A missing translation is therefore logged once per instance, not once per render.
 */
function withFormattedTexts(intl: ShellIntl): ShellIntl {
  const texts = new Map<string, string>();
  const format = intl.formatMessage;
  const catalog: Record<string, unknown> = intl.messages;
  const formatMessage = ((descriptor: MessageDescriptor, values?: Record<string, unknown>, opts?: Parameters<FormatMessage>[2]) => {
    if (opts !== undefined || descriptor.id === undefined) return format(descriptor, values as never, opts);
    const id = String(descriptor.id);
    const key = formattedKey(id, values);
    // Plain messages without formatjs (see formatPlainMessage), the rest through it. An inherited
    // key (`constructor`) is no array, so formatjs takes it (and reports the missing message).
    const formatted = () => formatPlainMessage(catalog[id], values) ?? format(descriptor, values as never);
    // Elements as values: formatted afresh each time (the parts hold them).
    if (key === null) return formatted() as string;
    let text = texts.get(key);
    if (text === undefined) {
      const result = formatted();
      if (typeof result !== 'string') return result;
      if (texts.size >= MAX_FORMATTED_TEXTS) texts.clear();
      texts.set(key, result);
      text = result;
    }
    return text;
  }) as FormatMessage;
  return { ...intl, formatMessage, $t: formatMessage };
}

/**
 * Intl instances per catalog object, logger and language, shared by every provider that passes the
 * same ones: a server rendering request after request with the same catalog builds each language's
 * instance (and its formatted texts) once, not once per request.
 */
const intlInstances = new WeakMap<ShellMessages, WeakMap<ShellLogger, Map<string, ShellIntl>>>();

/** `createIntl`'s configuration and bindings for the three formatters the shell uses. */
function createShellIntl(config: Pick<ResolvedIntlConfig<string>, 'locale' | 'defaultLocale' | 'messages' | 'onError'>): ShellIntl {
  const resolved: ResolvedIntlConfig<string> = { ...DEFAULT_INTL_CONFIG, ...config };
  const formatters = createFormatters(intlCache);
  const formatMessage = formatIntlMessage.bind(null, resolved, formatters) as ShellIntl['formatMessage'];
  return {
    locale: resolved.locale,
    defaultLocale: resolved.defaultLocale,
    messages: resolved.messages,
    formatMessage,
    $t: formatMessage,
    formatNumber: formatNumber.bind(null, resolved, formatters.getNumberFormat) as ShellIntl['formatNumber'],
    formatDate: formatDate.bind(null, resolved, formatters.getDateTimeFormat) as ShellIntl['formatDate'],
  };
}

function sharedIntl(messages: ShellMessages, logger: ShellLogger, lang: string): ShellIntl {
  let byLogger = intlInstances.get(messages);
  if (byLogger === undefined) intlInstances.set(messages, (byLogger = new WeakMap()));
  let byLang = byLogger.get(logger);
  if (byLang === undefined) byLogger.set(logger, (byLang = new Map()));
  let intl = byLang.get(lang);
  if (intl === undefined) {
    intl = withFormattedTexts(
      createShellIntl({
        locale: lang,
        defaultLocale: 'en',
        // The catalogs are formatjs output (compiled AST or ICU strings), which is what createIntl takes.
        messages: messages as ResolvedIntlConfig<string>['messages'],
        onError(error) {
          // A missing translation falls back to the English default message; log it, never throw.
          logger.log({ level: 'warn', event: 'intl.error', source: lang, reason: error.code, detail: error.message });
        },
      }),
    );
    byLang.set(lang, intl);
  }
  return intl;
}

function IntlBridge({ messages, logger, children }: { messages: ShellMessages; logger: ShellLogger; children?: ReactNode }) {
  // formatjs formats in the catalog's locale, not the page's: a Russian page has English messages
  // (no Russian catalog), whose plurals need English rules (Russian ones say "21 market"), and a
  // sentence's numbers and dates follow its words. `<html lang>` keeps the page language.
  const locale = useShellSelector((state) => catalogLocaleFor(state.shellSession.lang));
  const intl = sharedIntl(messages, logger, locale);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

const NO_MESSAGES: ShellMessages = {};

/**
 * The providers every shell component needs: the store (through the shell's own react-redux
 * context, so a host's Redux `<Provider>` and `useSelector` are never shadowed), intl for the
 * session's language, the
 * session's policy (which subscribes to user info, compliance, common data and — logged in — the
 * unified mode, once for the tree), and `@shell/ui`'s host context with the store's logger and
 * site. The host app's own `ShellHostProvider` (link component, navigation, analytics) may sit
 * inside or outside it: nested providers combine.
 */
export function ShellProvider({ store, messages = NO_MESSAGES, children }: ShellProviderProps) {
  // The site is read when a click is reported: no link subscribes to the store for it.
  const readSite = useMemo(() => (): SiteKey => store.getState().shellSession.site, [store]);
  return (
    <Provider store={store} context={ShellReduxContext}>
      <ShellHostProvider logger={store.shellConfig.logger} site={readSite}>
        <IntlBridge messages={messages} logger={store.shellConfig.logger}>
          <SessionPolicyProvider>{children}</SessionPolicyProvider>
        </IntlBridge>
      </ShellHostProvider>
    </Provider>
  );
}

export function useShellIntl(): ShellIntl {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useShellIntl must be used inside <ShellProvider>');
  return intl;
}

export function useShellSession(): ShellSessionState {
  return useShellSelector((state) => state.shellSession);
}

// The `<html>` attributes' one builder lives in a React-free module (the server entry exports it too).
export { shellDocumentAttributes } from '../session/documentAttributes';
