import { forwardRef, useCallback, useMemo } from 'react';
import type { MouseEvent } from 'react';
import type { ShellRootProps } from '@shell/root';
import type { ShellAnalyticsEvent, ShellErrorReport, ShellLinkComponentProps } from '@shell/root';
import { isExternalHref, splitLangPrefix } from '@shell/site-config';
import { useDemoController, useDemoLogger, useDemoState } from '../state/DemoContext';
import { demoHref, demoPathname } from '../state/demoState';
import type { DemoState } from '../state/demoState';
import { demoAnalytics } from './analyticsLog';

/** The demo state a shell href leads to: its language and path, with site, user, theme and faults kept. */
export function demoTarget(href: string): Partial<DemoState> | null {
  if (isExternalHref(href)) return null;
  const url = new URL(href, 'http://demo.invalid');
  const { lang, path } = splitLangPrefix(url.pathname);
  return { lang, path: path === '' ? '/' : path };
}

/** The address a shell href has in the demo: the demo's own query (site, user, …) plus the link's. */
export function demoLinkHref(state: DemoState, href: string): string {
  const target = demoTarget(href);
  if (!target) return href;
  const own = new URL(href, 'http://demo.invalid').searchParams;
  const url = new URL(demoHref({ ...state, ...target }), 'http://demo.invalid');
  for (const [key, value] of own) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

/**
 * The demo's router adapter, exactly what a Next.js or React Router app passes: shell links stay
 * real anchors (copyable, open in a new tab) and a plain click navigates in place, keeping the
 * demo's query (site, user, theme, faults).
 */
const DemoShellLink = forwardRef<HTMLAnchorElement, ShellLinkComponentProps>(function DemoShellLink({ href, onClick, prefetch: _prefetch, ...rest }, ref) {
  // `prefetch` is for routers that prefetch (Next.js); the demo's anchor has nothing to prefetch.
  const controller = useDemoController();
  const state = useDemoState();
  const target = demoTarget(href);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!target || rest.target === '_blank' || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    controller.navigate(target);
  };
  return <a ref={ref} {...rest} href={demoLinkHref(state, href)} onClick={handleClick} />;
});

/** The host props of the demo's ShellRoot: its link adapter, path, navigation, and analytics/errors into the log panel. */
export function useDemoHost(): Pick<ShellRootProps, 'link' | 'pathname' | 'navigate' | 'analytics' | 'reportError' | 'searchApp' | 'messages'> {
  const controller = useDemoController();
  const logger = useDemoLogger();
  const state = useDemoState();
  const navigate = useCallback(
    (href: string) => {
      const target = demoTarget(href);
      if (target) controller.navigate(target);
      else window.location.assign(href);
    },
    [controller],
  );
  const onAnalytics = useCallback((event: ShellAnalyticsEvent) => demoAnalytics.record(event), []);
  const reportError = useCallback(
    (report: ShellErrorReport) => logger.log({ level: 'error', event: `host.${report.kind}`, source: 'reportError', reason: report.kind, detail: report.message }),
    [logger],
  );
  const pathname = useMemo(() => demoPathname({ lang: state.lang, path: state.path }), [state.lang, state.path]);
  return { link: DemoShellLink, pathname, navigate, analytics: onAnalytics, reportError, searchApp: controller.searchApp, messages: controller.messages };
}
