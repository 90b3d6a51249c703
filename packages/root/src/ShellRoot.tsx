import { useEffect, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { ShellProvider } from '@shell/api-client';
import type { ShellStore } from '@shell/api-client';
import type { ShellLogger, ShellMessages } from '@shell/api-client/core';
import { SearchAppProvider } from '@shell/header';
import type { SearchAppSource } from '@shell/header';
import { useComplianceRedirect } from '@shell/header/preferences';
import { ShellHostProvider } from '@shell/ui';
import type { ShellAnalyticsEvent, ShellErrorReport, ShellLinkComponentProps, ShellPrefetchPolicy } from '@shell/ui';
import { ShellIconsProvider } from '@shell/ui/icons';
import type { ShellIcons } from '@shell/ui/icons';
import type { LangCode, SiteKey } from '@shell/site-config';
import { useSessionCatalogs, createShellMessageLoader } from './catalogs';
import { CatalogsReadyContext } from './catalogsReady';
import { createRootStore } from './createRootStore';
import { ShellDocumentSync } from './documentSync';
import type { PreparedShell } from './server/types';

export interface ShellRootProps {
  /**
   * What `prepareShell` (`@shell/root/server`) returned for this request: the session, the data
   * the server already has and the language's catalogs. The page hydrates without a second fetch.
   */
  prepared?: PreparedShell;
  /** A client-only host: the sub-website (`'tr'`). Unknown → the main site and one logged warning. */
  site?: SiteKey | (string & {});
  /** With `site`: the language (default: the language prefix of the current path). */
  lang?: LangCode;
  /** A host that makes its own store (`createShellStore`); wins over `prepared` and `site`. */
  store?: ShellStore;
  /**
   * The exchange API as the browser reaches it (default: the page's origin). On the server no
   * request is made during a render, so none is needed there.
   */
  apiBaseUrl?: string;
  /**
   * A parent domain (`gate.example`) the shell's cookies (settings, cookie notice) are written
   * for, so the sites on its subdomains share them; logout deletes `pver`/`sign` there too. Used
   * only when the page is on that domain. Default: host-only cookies.
   */
  cookieDomain?: string;
  /** The first language's catalogs, when the host loaded them itself (`prepared` brings its own). */
  messages?: ShellMessages;
  /** Where the shell's log lines go (failed calls, fallbacks, bad input); default the console. */
  logger?: ShellLogger;
  /** The host's router link for internal links (gets an anchor's props, a checked `href` and `prefetch`). */
  link?: ComponentType<ShellLinkComponentProps>;
  /** The current path with its language prefix (default `location.pathname`). */
  pathname?: string;
  /** The current query string without `?` (default `location.search`). */
  search?: string;
  /** Programmatic navigation (default `location.assign`); called only with hrefs that passed the shell's navigation check (a same-origin path or an allow-listed https URL). */
  navigate?: (href: string, options?: { replace?: boolean }) => void;
  /** Clicks on the shell's entries and links. */
  analytics?: (event: ShellAnalyticsEvent) => void;
  /** Errors worth the host's error service (a chunk that could not load, the footer's CDN check). */
  reportError?: (report: ShellErrorReport) => void;
  /** Which internal links the host's `link` is told to prefetch: paths or a predicate; default none. */
  prefetch?: ShellPrefetchPolicy;
  /** Hosts an external URL from data may point at (default the exchange's domain and subdomains). */
  externalHosts?: readonly string[];
  /** Static host of the shell's assets (the footer's CDN check file). */
  staticHost?: string;
  /**
   * Hosts images from data (avatars, coin and tag icons, menu banners) may load from, `https:`
   * only (default the host of `staticHost`). Relative and protocol-relative image URLs never load.
   */
  imageHosts?: readonly string[];
  /**
   * The aggregated-search micro-app: a versioned URL and its Subresource Integrity hash. It runs
   * only if its bytes match; without it the search entry is a plain link to the search page.
   */
  searchApp?: SearchAppSource;
  /**
   * The compliance redirect (spec §4), on by default: a logged-out visitor on a listed public
   * path of a regional host whose country belongs to another site goes to that site's host;
   * `au_redirect` goes to the AU host; a sanctioned location goes to `/state_compliance_tips`.
   * Decided once per mount from real answers (fails open: a failed compliance check, common data
   * or user info keeps the page). `false` turns it off — e.g. on pages that must never move, or
   * when the host already answered `prepared.redirect` on the server and wants no client check.
   */
  complianceRedirect?: boolean;
  /**
   * Replacements for the shell's icons, by name (`{ search: MySearchIcon }`); each gets
   * `{ size, className }` and draws a decorative (`aria-hidden`) SVG. Pass a module-level object.
   */
  icons?: ShellIcons;
  children?: ReactNode;
}

/** Runs the client compliance redirect below the providers (it needs the store and the host's navigation). */
function ComplianceRedirect() {
  useComplianceRedirect();
  return null;
}

/**
 * The whole shell integration of a host app. It makes the shell's store once per mount (one per
 * request on the server, never module state) from `prepared`, `site` or takes the host's `store`;
 * provides it through the shell's private react-redux context (the host's own Redux stays its
 * own); loads the catalogs of the session's language (the host's children render at once, the
 * shell's parts once the catalogs are in); mounts settings sync and the `<html>`
 * lang/dir/theme sync once, header or not; and tells every part the host's link, path,
 * navigation, analytics and prefetch policy. Header, Footer, AnnouncementBar and ReminderBell go
 * anywhere below it.
 */
export function ShellRoot({
  prepared,
  site,
  lang,
  store: hostStore,
  apiBaseUrl,
  cookieDomain,
  messages: hostMessages,
  logger,
  link,
  pathname,
  search,
  navigate,
  analytics,
  reportError,
  prefetch,
  externalHosts,
  staticHost,
  imageHosts,
  searchApp,
  complianceRedirect = true,
  icons,
  children,
}: ShellRootProps) {
  // Once per mount: a later change of these props does not remake the store (its data and the
  // components subscribed to it would be lost); the session changes through the shell's settings.
  const [root] = useState(() => createRootStore({ prepared, site, lang, store: hostStore, apiBaseUrl, logger, pathname, cookieDomain }));
  const { store } = root;
  const [loadMessages] = useState(() => createShellMessageLoader(store.shellConfig.logger));
  const messages = useSessionCatalogs(store, root.messages ?? hostMessages, loadMessages);
  // Focus/reconnect refetching lives as long as the mount: attached here rather than when the
  // store is made, so an unmount (and StrictMode's mount-unmount-mount) leaves no window listener
  // dispatching into a dropped store.
  useEffect(() => (root.owned ? store.listen() : undefined), [root, store]);
  const reported = useRef(false);
  useEffect(() => {
    // A ref, not the effect alone: StrictMode runs effects twice, the input is logged once.
    if (reported.current) return;
    reported.current = true;
    for (const entry of root.problems) store.shellConfig.logger.log(entry);
  }, [root, store]);
  return (
    <ShellHostProvider
      LinkComponent={link}
      pathname={pathname}
      search={search}
      navigate={navigate}
      onAnalytics={analytics}
      reportError={reportError}
      prefetch={prefetch}
      externalHosts={externalHosts}
      staticHost={staticHost}
      imageHosts={imageHosts}
    >
      <ShellProvider store={store} messages={messages ?? undefined}>
        <ShellDocumentSync />
        {complianceRedirect ? <ComplianceRedirect /> : null}
        <ShellIconsProvider icons={icons}>
          {/* The host's page always renders; the shell's parts wait for the catalogs themselves. */}
          <SearchAppProvider app={searchApp}>
            <CatalogsReadyContext.Provider value={messages !== null}>{children}</CatalogsReadyContext.Provider>
          </SearchAppProvider>
        </ShellIconsProvider>
      </ShellProvider>
    </ShellHostProvider>
  );
}
