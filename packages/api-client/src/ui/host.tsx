import { createContext, useCallback, useContext, useMemo } from 'react';
import { jsx } from 'react/jsx-runtime';
import type { AnchorHTMLAttributes, ComponentType, MouseEvent, ReactNode, Ref } from 'react';
import { isExternalHref, safeHref } from '@shell/site-config';
import type { SiteKey } from '@shell/site-config';
import type { Store } from '@reduxjs/toolkit';
import type { ShellLogger } from '../logger';
import type { ShellRootState } from '../store';
import { useShellLogger, useShellStore } from '../react/hooks';

/** Props the host app's link component receives: an ordinary anchor's, with a checked `href`. */
export interface ShellLinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
  children?: ReactNode;
}

/** A click on a shell entry or link, reported through `onAnalytics`; no vendor is bundled. */
export interface ShellAnalyticsEvent {
  /** Which entry was used, e.g. `header.wallet.deposit`, `markets.spot.row`, `footer.about`. */
  entry: string;
  /** Where it leads (the checked href), or the action taken (`open`, `logout.all`, …). */
  target: string;
  site: SiteKey;
}

/** An error the host app should report (e.g. the footer's CDN access check). */
export interface ShellErrorReport {
  kind: string;
  message: string;
  detail?: Readonly<Record<string, unknown>>;
}

/**
 * What the host app tells the shell about itself. Everything is optional: without a provider the
 * shell uses plain anchors, `window.location` and no analytics.
 */
export interface ShellHostOptions {
  /**
   * The host's link component (Next.js `Link`, a React Router adapter, …) for internal links, so
   * navigation needs no full page reload. It gets an anchor's props with an `href` the shell has
   * already checked. External links always render a plain `<a>`.
   */
  LinkComponent?: ComponentType<ShellLinkComponentProps>;
  /** The current path as in the address bar, with its language prefix (default: `location.pathname`, `/` on the server). */
  pathname?: string;
  /** The current query string without `?` (default: `location.search`). */
  search?: string;
  /** Programmatic navigation to a checked href (default: `location.assign`). */
  navigate?: (href: string, options?: { replace?: boolean }) => void;
  /** Clicks on entries and links. */
  onAnalytics?: (event: ShellAnalyticsEvent) => void;
  /** Errors worth reporting to the host's error service. */
  reportError?: (report: ShellErrorReport) => void;
  /**
   * Hosts an external URL from data may point at (exact host or a subdomain of it). Defaults to
   * the site hosts of `@shell/site-config` (`*.gate.example`). Used by `useSafeHref` / `ShellLink`.
   */
  externalHosts?: readonly string[];
  /** Static host of micro-apps such as the aggregated search (default `https://static.gate.example`). */
  staticHost?: string;
}

export interface ResolvedShellHost {
  LinkComponent: ComponentType<ShellLinkComponentProps> | null;
  pathname: string;
  search: string;
  navigate: (href: string, options?: { replace?: boolean }) => void;
  onAnalytics: (event: ShellAnalyticsEvent) => void;
  reportError: (report: ShellErrorReport) => void;
  externalHosts: readonly string[];
  staticHost: string;
}

export const DEFAULT_EXTERNAL_HOSTS: readonly string[] = Object.freeze(['gate.example']);
export const DEFAULT_STATIC_HOST = 'https://static.gate.example';

const HostContext = createContext<ShellHostOptions>({});

function locationNavigate(href: string, options?: { replace?: boolean }) {
  if (typeof window === 'undefined') return;
  if (options?.replace) window.location.replace(href);
  else window.location.assign(href);
}

function noop() {}

/** Tells every shell component below how the host app links, navigates and reports. */
export function ShellHostProvider({
  children,
  LinkComponent,
  pathname,
  search,
  navigate,
  onAnalytics,
  reportError,
  externalHosts,
  staticHost,
}: ShellHostOptions & { children?: ReactNode }) {
  const parent = useContext(HostContext);
  // A nested provider overrides only what it sets.
  const merged = useMemo(() => {
    const own: ShellHostOptions = { LinkComponent, pathname, search, navigate, onAnalytics, reportError, externalHosts, staticHost };
    const defined = Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined));
    return { ...parent, ...defined } as ShellHostOptions;
  }, [parent, LinkComponent, pathname, search, navigate, onAnalytics, reportError, externalHosts, staticHost]);
  return <HostContext.Provider value={merged}>{children}</HostContext.Provider>;
}

/** The host options with defaults filled in. */
export function useShellHost(): ResolvedShellHost {
  const options = useContext(HostContext);
  return useMemo(
    () => ({
      LinkComponent: options.LinkComponent ?? null,
      pathname: options.pathname ?? (typeof window === 'undefined' ? '/' : window.location.pathname),
      search: options.search ?? (typeof window === 'undefined' ? '' : window.location.search.replace(/^\?/, '')),
      navigate: options.navigate ?? locationNavigate,
      onAnalytics: options.onAnalytics ?? noop,
      reportError: options.reportError ?? noop,
      externalHosts: options.externalHosts ?? DEFAULT_EXTERNAL_HOSTS,
      staticHost: options.staticHost ?? DEFAULT_STATIC_HOST,
    }),
    [options],
  );
}

/** Reports one analytics event with the current site filled in. */
export function useShellAnalytics(): (entry: string, target: string) => void {
  const { onAnalytics } = useShellHost();
  const store = useShellStore();
  return useCallback((entry: string, target: string) => reportClick(onAnalytics, store, entry, target), [onAnalytics, store]);
}

/** One click to the host's analytics. The site is read when the click happens: no store subscription per link. */
function reportClick(onAnalytics: ShellHostOptions['onAnalytics'], store: Store<ShellRootState>, entry: string, target: string): void {
  onAnalytics?.({ entry, target, site: store.getState().shellSession.site });
}

/**
 * Checks a URL that came from data: internal paths pass, absolute http(s) only to the host
 * allow-list, everything else (`javascript:`, `data:`, `//evil`, `\\evil`, look-alike hosts)
 * gives `null`. The rejection is logged once per call site render as `ui.unsafe-href`.
 */
export function useSafeHref(raw: unknown, options: { allowExternal?: boolean; source?: string } = {}): string | null {
  return checkHref(raw, useShellHost().externalHosts, useShellLogger(), options);
}

function checkHref(raw: unknown, externalHosts: readonly string[], logger: ShellLogger, options: { allowExternal?: boolean; source?: string }): string | null {
  const href = safeHref(raw, { allowExternal: options.allowExternal ?? true, allowedHosts: externalHosts });
  if (href === null && typeof raw === 'string' && raw.trim() !== '') {
    logger.log({ level: 'warn', event: 'ui.unsafe-href', source: options.source ?? 'ShellLink', reason: 'rejected', detail: raw.slice(0, 200) });
  }
  return href;
}

export interface ShellLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The target. Internal paths should already carry the language prefix (`withLang`). */
  href: string | null | undefined;
  /** Analytics entry name; when set, a click reports `{ entry, target: href, site }`. */
  entry?: string;
  /** Open in a new tab (adds `rel="noopener noreferrer"`). */
  newTab?: boolean;
  /** Where the href came from (for the log line when it is rejected). */
  source?: string;
  children?: ReactNode;
  /** The anchor (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The one link of the shell. The href is checked with `safeHref` and the host allow-list: a
 * rejected href renders its children as plain text in a `<span>` (never a link). Internal links
 * use the host's `LinkComponent`; external ones a plain `<a>` with `rel="noopener noreferrer"`.
 */
export function ShellLink({ href: raw, entry, newTab, source, onClick, children, ref, ...rest }: ShellLinkProps) {
  // Two hooks and no subscription: the footer alone renders over a hundred links, on the server
  // and in the first client render.
  const host = useContext(HostContext);
  const store = useShellStore();
  const href = checkHref(raw, host.externalHosts ?? DEFAULT_EXTERNAL_HOSTS, store.shellConfig.logger, { source });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (entry && href) reportClick(host.onAnalytics, store, entry, href);
  };
  const LinkComponent = host.LinkComponent;
  if (href === null) {
    const { className, id, title } = rest;
    return (
      <span className={className} id={id} title={title} data-unsafe-href="">
        {children}
      </span>
    );
  }
  const external = isExternalHref(href);
  // `rest` is this render's own object (the destructuring above made it): it becomes the anchor's
  // props as it is, where JSX would copy it once more. ShellLink is the shell's most drawn
  // component (a hundred links per page, on the server and in the first client render).
  const props = rest as ShellLinkComponentProps;
  if (newTab || external) {
    if (newTab) props.target = '_blank';
    props.rel = 'noopener noreferrer';
  }
  props.href = href;
  props.onClick = handleClick;
  props.children = children;
  if (ref !== undefined) props.ref = ref;
  return jsx(!external && LinkComponent ? LinkComponent : 'a', props);
}

/** Navigates to a data URL only when it passes the same check as `ShellLink`; returns whether it did. */
export function useSafeNavigate(): (raw: unknown, options?: { replace?: boolean; newTab?: boolean; source?: string }) => boolean {
  const { navigate, externalHosts } = useShellHost();
  const logger = useShellLogger();
  return useCallback(
    (raw, options = {}) => {
      const href = safeHref(raw, { allowedHosts: externalHosts });
      if (href === null) {
        logger.log({ level: 'warn', event: 'ui.unsafe-href', source: options.source ?? 'navigate', reason: 'rejected', detail: String(raw).slice(0, 200) });
        return false;
      }
      if (options.newTab && typeof window !== 'undefined') window.open(href, '_blank', 'noopener,noreferrer');
      else navigate(href, { replace: options.replace });
      return true;
    },
    [navigate, externalHosts, logger],
  );
}
