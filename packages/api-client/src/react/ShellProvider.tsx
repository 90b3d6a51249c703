import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createIntl, createIntlCache } from '@formatjs/intl';
import type { IntlShape } from '@formatjs/intl';
import { getSite, textDirection } from '@shell/site-config';
import type { SiteDefinition } from '@shell/site-config';
import type { ShellStore } from '../store';
import type { ShellSessionState } from '../session/sessionSlice';
import type { ShellLogger } from '../logger';
import { SessionPolicyProvider } from '../policy/useShellPolicyContext';
import { useShellSelector } from './hooks';

export { useShellDispatch, useShellLogger, useShellSelector } from './hooks';

/** Compiled (AST) or plain ICU messages, keyed by id. */
export type ShellMessages = NonNullable<Parameters<typeof createIntl>[0]['messages']>;

const IntlContext = createContext<IntlShape<string> | null>(null);
const intlCache = createIntlCache();

export interface ShellProviderProps {
  store: ShellStore;
  /** Messages for the session's language, merged from every package's catalog. */
  messages?: ShellMessages;
  children?: ReactNode;
}

function IntlBridge({ messages, logger, children }: { messages: ShellMessages; logger: ShellLogger; children?: ReactNode }) {
  const lang = useShellSelector((state) => state.shellSession.lang);
  const intl = useMemo(
    () =>
      createIntl(
        {
          locale: lang,
          defaultLocale: 'en',
          messages,
          onError(error) {
            // A missing translation falls back to the English default message; log it, never throw.
            logger.log({ level: 'warn', event: 'intl.error', source: lang, reason: error.code, detail: error.message });
          },
        },
        intlCache,
      ),
    [lang, messages, logger],
  );
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

const NO_MESSAGES: ShellMessages = {};

/**
 * The providers every shell component needs: the store, intl for the session's language, and the
 * session's policy (which subscribes to user info, compliance, common data and — logged in — the
 * unified mode, once for the tree).
 */
export function ShellProvider({ store, messages = NO_MESSAGES, children }: ShellProviderProps) {
  return (
    <Provider store={store}>
      <IntlBridge messages={messages} logger={store.shellConfig.logger}>
        <SessionPolicyProvider>{children}</SessionPolicyProvider>
      </IntlBridge>
    </Provider>
  );
}

export function useShellIntl(): IntlShape<string> {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useShellIntl must be used inside <ShellProvider>');
  return intl;
}

export function useShellSession(): ShellSessionState {
  return useShellSelector((state) => state.shellSession);
}

export function useSite(): SiteDefinition {
  return getSite(useShellSelector((state) => state.shellSession.site));
}

/** Attributes for `<html>` (or the shell's root) so lang, dir, theme and rise colour are right in server HTML. */
export function shellDocumentAttributes(session: Pick<ShellSessionState, 'lang' | 'theme' | 'riseColor'>) {
  return {
    lang: session.lang,
    dir: textDirection(session.lang),
    'data-theme': session.theme,
    'data-rise': session.riseColor,
  } as const;
}
