import { createContext, useCallback, useContext, useMemo } from 'react';
import { jsx } from 'react/jsx-runtime';
import type { AnchorHTMLAttributes, ComponentType, MouseEvent, ReactNode, Ref } from 'react';
import { isExternalHref, safeHref, safeImageSrc, splitLangPrefix } from '@shell/site-config';
import { checkedNavigation, hostEntryOf } from './navigation';
import type { SiteKey } from '@shell/site-config';

/** Props the host app's link component receives: an ordinary anchor's, with a checked `href`. */
export interface ShellLinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /**
   * Whether the shell wants this link prefetched by the host's router (Next.js `Link`'s
   * `prefetch`): `false` for the shell's long tail of links, `true` for the few the host listed in
   * its `prefetch` policy. Always set. A link component without prefetching must not pass it on to
   * its `<a>` (React warns about an unknown attribute).
   */
  prefetch: boolean;
  ref?: Ref<HTMLAnchorElement>;
  children?: ReactNode;
}

/**
 * Which of the shell's internal links the host's router should prefetch: a list of paths (each
 * matches the href's path with or without its language prefix: `'/markets'` matches `/zh/markets`)
 * or a predicate over the checked href. Default: none (a shell page holds a hundred links, most
 * of them to pages the host may not even serve).
 */
export type ShellPrefetchPolicy = readonly string[] | ((href: string) => boolean);

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

/** One log line of a shell component (the shape of `@shell/api-client`'s logger entries). */
export interface ShellHostLogEntry {
  level: 'warn' | 'error';
  /** Stable machine-readable event, e.g. `ui.unsafe-href`. */
  event: string;
  /** Component or call site, e.g. `ShellLink`. */
  source: string;
  reason: string;
  detail?: unknown;
}

/** Where the primitives' log lines go; `@shell/api-client`'s `ShellLogger` is one. */
export interface ShellHostLogger {
  log(entry: ShellHostLogEntry): void;
}

/**
 * What the host app tells the shell about itself. Everything is optional: without a provider the
 * shell uses plain anchors, `window.location`, no analytics, the console for log lines and the
 * main site. `ShellProvider` of `@shell/api-client` supplies `logger` and `site` from its store.
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
  /**
   * Programmatic navigation (default: `location.assign` / `location.replace`). The shell calls it
   * only with an href that passed its one navigation check (`checkedNavigation` of
   * @shell/site-config: a same-origin path or an allow-listed `https:` URL); a refused href is
   * logged (`ui.unsafe-navigation`) and never reaches it.
   */
  navigate?: (href: string, options?: { replace?: boolean }) => void;
  /** Clicks on entries and links. */
  onAnalytics?: (event: ShellAnalyticsEvent) => void;
  /** Errors worth reporting to the host's error service. */
  reportError?: (report: ShellErrorReport) => void;
  /**
   * The allow-list of hosts an external URL from data may point at (`https:` only): exact hosts
   * (`www.gate.example`) and explicit wildcards (`*.gate.example`, subdomains only), with
   * `:port` where a non-default port is allowed (site-config's `safeHref`). Defaults to
   * `['gate.example', '*.gate.example']`. Used by `ShellLink` and the navigation check.
   */
  externalHosts?: readonly string[];
  /**
   * Static host of the shell's own assets (default `https://static.gate.example`): the footer's
   * CDN check fetches its file below it, and its host is the default of {@link imageHosts}.
   */
  staticHost?: string;
  /**
   * The hosts an image URL from data (avatars, coin icons, tag icons, menu banners) may load
   * from: `https:` only, entries as in {@link externalHosts}. Default: the host of
   * {@link staticHost}. Relative, protocol-relative, `data:` and `blob:` URLs from data never
   * load (an `<img src="/logout">` would be a same-origin GET with the visitor's cookies); the
   * part shows its placeholder instead. Used by `useImageSrc`.
   */
  imageHosts?: readonly string[];
  /** Where rejected hrefs and other component log lines go (default: `console.warn` / `console.error`). */
  logger?: ShellHostLogger;
  /**
   * The current site, put into analytics events. A function is called when a click is reported,
   * so no link re-renders when the site changes (what `ShellProvider` passes). Default `main`.
   */
  site?: SiteKey | (() => SiteKey);
  /** The links the host's `LinkComponent` is told to prefetch (its `prefetch` prop); default none. */
  prefetch?: ShellPrefetchPolicy;
}

/** Options of the shell's checked navigation. */
export interface ShellNavigateOptions {
  replace?: boolean;
  /** Who navigates (put into the log line of a refused href), e.g. `settingsSync`, `logout`. */
  source?: string;
}

/**
 * The shell's one navigation: checks the href (`checkedNavigation`), logs and refuses what fails,
 * else hands it to the host's navigation. Returns whether it navigated.
 */
export type ShellNavigate = (href: string, options?: ShellNavigateOptions) => boolean;

export interface ResolvedShellHost {
  LinkComponent: ComponentType<ShellLinkComponentProps> | null;
  pathname: string;
  search: string;
  /** The checked navigation: every programmatic navigation of the shell goes through it. */
  navigate: ShellNavigate;
  onAnalytics: (event: ShellAnalyticsEvent) => void;
  reportError: (report: ShellErrorReport) => void;
  externalHosts: readonly string[];
  staticHost: string;
  imageHosts: readonly string[];
  logger: ShellHostLogger;
  /** The current site, read when called. */
  site: () => SiteKey;
}

/** The exchange's own domain: the apex and, by an explicit wildcard, its subdomains (the site hosts, static, accounts). */
export const DEFAULT_EXTERNAL_HOSTS: readonly string[] = Object.freeze(['gate.example', '*.gate.example']);
export const DEFAULT_STATIC_HOST = 'https://static.gate.example';

const HostContext = createContext<ShellHostOptions>({});

function locationNavigate(href: string, options?: { replace?: boolean }) {
  if (typeof window === 'undefined') return;
  if (options?.replace) window.location.replace(href);
  else window.location.assign(href);
}

function noop() {}

const consoleLogger: ShellHostLogger = {
  log(entry) {
    const line = `[shell] ${entry.event} ${entry.source}: ${entry.reason}`;
    if (entry.level === 'error') console.error(line, entry.detail ?? '');
    else console.warn(line, entry.detail ?? '');
  },
};

const mainSite = (): SiteKey => 'main';

const NO_PREFETCH = (): boolean => false;

/** The href's path without query and fragment. */
function hrefPath(href: string): string {
  const end = href.search(/[?#]/);
  return end === -1 ? href : href.slice(0, end);
}

function matchesPrefetchList(paths: readonly string[], href: string): boolean {
  const path = hrefPath(href);
  return paths.includes(path) || paths.includes(splitLangPrefix(path).path);
}

/** The policy as a decision per href; lists are matched on the path, language prefix or not. */
function prefetchDecider(policy: ShellPrefetchPolicy | undefined): (href: string) => boolean {
  if (policy === undefined) return NO_PREFETCH;
  if (typeof policy === 'function') return (href) => policy(href) === true;
  if (policy.length === 0) return NO_PREFETCH;
  return (href) => matchesPrefetchList(policy, href);
}

function siteReader(site: ShellHostOptions['site']): () => SiteKey {
  if (site === undefined) return mainSite;
  return typeof site === 'function' ? site : () => site;
}

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
  imageHosts,
  logger,
  site,
  prefetch,
}: ShellHostOptions & { children?: ReactNode }) {
  const parent = useContext(HostContext);
  // A nested provider overrides only what it sets: the host app's provider and `ShellProvider`'s
  // (logger and site) combine in either order.
  const merged = useMemo(() => {
    const own: ShellHostOptions = { LinkComponent, pathname, search, navigate, onAnalytics, reportError, externalHosts, staticHost, imageHosts, logger, site, prefetch };
    const defined = Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined));
    return { ...parent, ...defined } as ShellHostOptions;
  }, [parent, LinkComponent, pathname, search, navigate, onAnalytics, reportError, externalHosts, staticHost, imageHosts, logger, site, prefetch]);
  return <HostContext.Provider value={merged}>{children}</HostContext.Provider>;
}

/**
 * The host's navigation behind the one check: the target of a navigation may come from storage,
 * another tab, configuration or a response, so no caller is trusted to have checked it.
 */
export function checkedNavigate(
  navigate: (href: string, options?: { replace?: boolean }) => void,
  externalHosts: readonly string[],
  logger: ShellHostLogger,
): ShellNavigate {
  return (raw, options = {}) => {
    const href = checkedNavigation(raw, { allowedHosts: externalHosts });
    if (href === null) {
      logger.log({ level: 'warn', event: 'ui.unsafe-navigation', source: options.source ?? 'navigate', reason: 'refused', detail: String(raw).slice(0, 200) });
      return false;
    }
    navigate(href, { replace: options.replace });
    return true;
  };
}

/** The host options with defaults filled in. */
export function useShellHost(): ResolvedShellHost {
  const options = useContext(HostContext);
  return useMemo(
    () => ({
      LinkComponent: options.LinkComponent ?? null,
      pathname: options.pathname ?? (typeof window === 'undefined' ? '/' : window.location.pathname),
      search: options.search ?? (typeof window === 'undefined' ? '' : window.location.search.replace(/^\?/, '')),
      navigate: checkedNavigate(options.navigate ?? locationNavigate, options.externalHosts ?? DEFAULT_EXTERNAL_HOSTS, options.logger ?? consoleLogger),
      onAnalytics: options.onAnalytics ?? noop,
      reportError: options.reportError ?? noop,
      externalHosts: options.externalHosts ?? DEFAULT_EXTERNAL_HOSTS,
      staticHost: options.staticHost ?? DEFAULT_STATIC_HOST,
      imageHosts: imageHostsOf(options),
      logger: options.logger ?? consoleLogger,
      site: siteReader(options.site),
    }),
    [options],
  );
}

/** The configured image hosts, else the static host's (see {@link ShellHostOptions.imageHosts}). */
function imageHostsOf(options: ShellHostOptions): readonly string[] {
  if (options.imageHosts) return options.imageHosts;
  const entry = hostEntryOf(options.staticHost ?? DEFAULT_STATIC_HOST);
  return entry === null ? [] : [entry];
}

/**
 * The image check of this host: `(raw, source) => src | null`. Only `https:` URLs on the image
 * hosts pass (see {@link ShellHostOptions.imageHosts}); a rejected non-empty URL is logged as
 * `ui.unsafe-image`, and the caller draws its placeholder. One function for a whole list (a
 * market list calls it per row without a hook per row).
 */
export function useImageSrc(): (raw: unknown, source: string) => string | null {
  const host = useContext(HostContext);
  return useMemo(() => {
    const hosts = imageHostsOf(host);
    const logger = host.logger ?? consoleLogger;
    return (raw: unknown, source: string) => {
      const src = safeImageSrc(raw, hosts);
      if (src === null && typeof raw === 'string' && raw.trim() !== '') logImageRejection(logger, source, raw);
      return src;
    };
  }, [host]);
}

/**
 * The rejections each logger has been told about. The check runs during render, and a part
 * re-renders often (twice per render in StrictMode, a market list per row on every tick): one
 * line per rejected URL and call site is the signal, the rest would be noise. Bounded per logger.
 */
const loggedImages = new WeakMap<ShellHostLogger, Set<string>>();
const LOGGED_IMAGES_MAX = 256;

function logImageRejection(logger: ShellHostLogger, source: string, raw: string): void {
  let seen = loggedImages.get(logger);
  if (seen === undefined) loggedImages.set(logger, (seen = new Set()));
  const key = `${source}\u0000${raw}`;
  if (seen.has(key)) return;
  if (seen.size >= LOGGED_IMAGES_MAX) seen.clear();
  seen.add(key);
  logger.log({ level: 'warn', event: 'ui.unsafe-image', source, reason: 'rejected', detail: raw.slice(0, 200) });
}

/** Reports one analytics event with the current site filled in. */
export function useShellAnalytics(): (entry: string, target: string) => void {
  const host = useContext(HostContext);
  return useCallback((entry: string, target: string) => reportClick(host, entry, target), [host]);
}

/** One click to the host's analytics. The site is read when the click happens: no subscription per link. */
function reportClick(host: ShellHostOptions, entry: string, target: string): void {
  if (host.onAnalytics) host.onAnalytics({ entry, target, site: siteReader(host.site)() });
}

function checkHref(raw: unknown, externalHosts: readonly string[], logger: ShellHostLogger, options: { allowExternal?: boolean; source?: string }): string | null {
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
  // One hook and no subscription: the footer alone renders over a hundred links, on the server
  // and in the first client render.
  const host = useContext(HostContext);
  const href = checkHref(raw, host.externalHosts ?? DEFAULT_EXTERNAL_HOSTS, host.logger ?? consoleLogger, { source });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (entry && href) reportClick(host, entry, href);
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
  if (external || !LinkComponent) return jsx('a', props);
  // Only the host's router prefetches, and by default nothing of the shell's: with Next.js `Link`
  // every link in the viewport would otherwise cost a request for a page the host may not have.
  props.prefetch = host.prefetch === undefined ? false : prefetchFor(host.prefetch, href);
  return jsx(LinkComponent, props);
}

/** Decisions per policy object: ShellLink reads the context's policy without a hook of its own. */
const deciders = new WeakMap<object, (href: string) => boolean>();

function prefetchFor(policy: ShellPrefetchPolicy, href: string): boolean {
  let decide = deciders.get(policy);
  if (decide === undefined) deciders.set(policy, (decide = prefetchDecider(policy)));
  return decide(href);
}

/**
 * Navigates to a data URL only when it passes the one navigation check (the host's `navigate`
 * is that check); returns whether it did. `newTab` opens the checked href in a new tab instead.
 */
export function useSafeNavigate(): (raw: unknown, options?: { replace?: boolean; newTab?: boolean; source?: string }) => boolean {
  const { navigate, externalHosts, logger } = useShellHost();
  return useCallback(
    (raw, options = {}) => {
      // Only a string is a URL: `String(raw)` would turn an object with a `toString` into one.
      const href = typeof raw === 'string' ? raw : '';
      if (!options.newTab || typeof window === 'undefined') return navigate(href, { replace: options.replace, source: options.source });
      return checkedNavigate((target) => void window.open(target, '_blank', 'noopener,noreferrer'), externalHosts, logger)(href, { source: options.source });
    },
    [navigate, externalHosts, logger],
  );
}
