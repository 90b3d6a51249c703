import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { shellDataApi, useFiatDisplay, useShellIntl, useShellLogger, useShellSession } from '@shell/api-client';
import type { FiatRates } from '@shell/api-client/core';
import { ShellLink, useShellAnalytics } from '@shell/ui';
import { useHeader } from '../internal/HeaderContext';
import { headerMessages } from '../messages/header';
import { isValidSearchAppSource, SEARCH_PAGE_PATH, useSearchAppSettings } from './searchApp';
import type { SearchAppModule } from './searchApp';
import { IconSearch } from '../icons/icons';

type LoadState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; app: SearchAppModule };

const NO_RATES: FiatRates = {};

/**
 * The search entry: on first activation it loads the aggregated-search micro-app from its
 * configured, integrity-checked source (`SearchAppProvider`) and mounts it with the language,
 * fiat rates, current fiat and theme. When the app cannot load (error, hash mismatch, timeout,
 * wrong module) the entry becomes a plain link to the search page and one `header.search-app`
 * line is logged. With no source configured it is that link from the start (nothing is loaded);
 * with an invalid one too, plus one `invalid-config` line.
 */
export function SearchEntry() {
  const intl = useShellIntl();
  const { href, lang } = useHeader();
  const settings = useSearchAppSettings();
  const source = settings.app;
  const configured = source !== undefined && isValidSearchAppSource(source);
  const logger = useShellLogger();
  const report = useShellAnalytics();
  const { theme } = useShellSession();
  const { fiat } = useFiatDisplay();
  const [state, setState] = useState<LoadState>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const mountRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  // Escape (ours or the app's own onClose): focus that was in the panel goes back to the button
  // instead of being lost with the hidden panel. Read before the app unmounts its field.
  const closePanel = useCallback(() => {
    const hadFocus = panelRef.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    if (hadFocus) buttonRef.current?.focus();
  }, []);
  const { data: fiatRates = NO_RATES } = shellDataApi.endpoints.getCurrFiatMarketRates.useQuery(undefined, { skip: state.status === 'idle' });
  // Keyed by the source's values, not its object: a host passing `app={{ url, integrity }}` inline
  // makes a new object on every render, and the invalid configuration is logged once.
  const invalid = source !== undefined && !configured;
  const sourceUrl = source?.url;
  const sourceIntegrity = source?.integrity;
  useEffect(() => {
    if (invalid) logger.log({ level: 'warn', event: 'header.search-app', source: 'SearchEntry', reason: 'invalid-config', detail: String(sourceUrl) });
  }, [invalid, sourceUrl, sourceIntegrity, logger]);

  const activate = () => {
    report('header.search', open ? 'close' : 'open');
    setOpen(!open);
    if (state.status !== 'idle' || !configured) return;
    setState({ status: 'loading' });
    // The loader is a chunk of its own: a failure to fetch it is a failed load like any other.
    import('./searchAppLoader')
      .then((loader) => loader.loadSearchApp(settings, source))
      .then(
      (app) => setState({ status: 'ready', app }),
      (error: unknown) => {
        logger.log({ level: 'warn', event: 'header.search-app', source: 'SearchEntry', reason: error instanceof Error ? error.message : 'load-failed', detail: source.url });
        setOpen(false);
        setState({ status: 'failed' });
      },
    );
  };

  const app = state.status === 'ready' ? state.app : null;
  useEffect(() => {
    const element = mountRef.current;
    if (!app || !open || !element) return undefined;
    let cleanup: void | (() => void);
    try {
      cleanup = app.mount(element, { lang, fiatRates, fiat, theme, onClose: closePanel });
    } catch (error) {
      logger.log({ level: 'warn', event: 'header.search-app', source: 'SearchEntry', reason: 'mount-failed', detail: String(error) });
      // Fall back to the link once this effect is done (no state change inside the effect body).
      queueMicrotask(() => {
        setOpen(false);
        setState({ status: 'failed' });
      });
    }
    return () => {
      if (typeof cleanup === 'function') cleanup();
      element.replaceChildren();
    };
  }, [app, open, lang, fiatRates, fiat, theme, logger, closePanel]);

  if (state.status === 'failed' || !configured) {
    return (
      <ShellLink href={href(SEARCH_PAGE_PATH)} entry="header.search.page" className="shell-header__action" data-entry="search">
        <IconSearch />
        <span className="shell-header__action-text">{intl.formatMessage(headerMessages.searchPage)}</span>
      </ShellLink>
    );
  }
  return (
    <div
      className="shell-header__search"
      data-entry="search"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) closePanel();
      }}
    >
      <button ref={buttonRef} type="button" className="shell-header__action" aria-expanded={open} aria-controls={panelId} onClick={activate}>
        <IconSearch />
        <span className="shell-header__action-text">{intl.formatMessage(headerMessages.search)}</span>
      </button>
      <div ref={panelRef} id={panelId} className="shell-header__search-panel" hidden={!open} aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? <p role="status">{intl.formatMessage(headerMessages.searchLoading)}</p> : null}
        <div ref={mountRef} className="shell-header__search-app" />
      </div>
    </div>
  );
}
