import { waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { vi } from 'vitest';
import { ShellHostProvider } from '@shell/api-client/ui';
import type { ShellAnalyticsEvent, ShellHostOptions } from '@shell/api-client/ui';
import { useShellPolicyContext } from '@shell/api-client';
import type { ShellStore } from '@shell/api-client';
import type { PolicyContext } from '@shell/site-config';
import { renderWithShell } from '@shell/test-utils';
import type { ShellRenderResult, ShellTestOptions } from '@shell/test-utils';
import { Header } from '../Header';
import type { HeaderProps } from '../types';
import { SearchAppProvider } from '../search/searchApp';
import type { SearchAppLoader } from '../search/searchApp';
import { preloadHeaderParts } from '../internal/parts';

export interface HeaderTestOptions extends ShellTestOptions {
  props?: HeaderProps;
  host?: Omit<ShellHostOptions, 'navigate' | 'onAnalytics'>;
  loadSearchApp?: SearchAppLoader;
  searchTimeoutMs?: number;
}

/** Whether every query the header's first paint depends on has answered. */
function settled(store: ShellStore, loggedIn: boolean): boolean {
  const queries = Object.values(store.getState().shellApi.queries);
  const done = (name: string) => queries.some((q) => q?.endpointName === name && (q.status === 'fulfilled' || q.status === 'rejected'));
  const base = ['getUserInfo', 'getComplianceCheck', 'getCommonData'].every(done);
  return base && (!loggedIn || done('getUnifiedAccountMode'));
}

/** Records the session policy of the last commit (layout effects run when the DOM is updated). */
function CommittedPolicy({ onCommit }: { onCommit: (policy: PolicyContext) => void }) {
  const policy = useShellPolicyContext();
  useLayoutEffect(() => onCommit(policy));
  return null;
}

/** Whether a committed policy reflects the user info and unified mode in the store. */
function reflects(policy: PolicyContext | null, store: ShellStore, loggedIn: boolean): boolean {
  if (!policy) return false;
  if (!loggedIn) return true;
  const unified = Object.values(store.getState().shellApi.queries).find((q) => q?.endpointName === 'getUnifiedAccountMode');
  const firstOpen = (unified?.data as { first_open?: boolean } | undefined)?.first_open;
  return policy.user.kind !== 'visitor' && policy.user.unifiedActive === (firstOpen === false);
}

/**
 * Renders the real `<Header>` on a fresh store and the MSW mock backend, inside a host provider
 * whose `navigate` and `onAnalytics` are spies; resolves once user info, compliance, common data
 * (and, for users, the unified mode) have answered. Remote-menu retries do not wait.
 */
export interface HeaderRenderResult extends ShellRenderResult {
  navigate: ReturnType<typeof vi.fn<(href: string, options?: { replace?: boolean }) => void>>;
  onAnalytics: ReturnType<typeof vi.fn<(event: ShellAnalyticsEvent) => void>>;
}

export async function renderHeader(options: HeaderTestOptions = {}): Promise<HeaderRenderResult> {
  // The lazily loaded parts (drawer, dialogs, panels) are fetched up front, as a pointer-enter
  // would: interactions then find them rendered at once.
  await preloadHeaderParts();
  const navigate = vi.fn<(href: string, options?: { replace?: boolean }) => void>();
  const onAnalytics = vi.fn<(event: ShellAnalyticsEvent) => void>();
  let committed: PolicyContext | null = null;
  const header = (
    <>
      <CommittedPolicy
        onCommit={(policy) => {
          committed = policy;
        }}
      />
      <Header {...options.props} />
    </>
  );
  const tree = (
    <ShellHostProvider pathname="/" search="" navigate={navigate} onAnalytics={onAnalytics} {...options.host}>
      {options.loadSearchApp ? (
        <SearchAppProvider load={options.loadSearchApp} timeoutMs={options.searchTimeoutMs}>
          {header}
        </SearchAppProvider>
      ) : (
        header
      )}
    </ShellHostProvider>
  );
  const result = renderWithShell(tree, { ...options, config: { sleep: async () => {}, ...options.config } });
  const loggedIn = (options.user ?? 'visitor') !== 'visitor';
  await waitFor(() => {
    if (!settled(result.store, loggedIn)) throw new Error('header data still loading');
    // The answers are in the store; the header is settled once a commit has rendered them.
    if (!reflects(committed, result.store, loggedIn)) throw new Error('header not yet rendered with the data');
  });
  return { ...result, navigate, onAnalytics };
}

/** A link's own text, without its badges and tags. */
export function linkText(a: Element): string {
  const copy = a.cloneNode(true) as Element;
  for (const tag of Array.from(copy.querySelectorAll('.shell-header__tag'))) tag.remove();
  return copy.textContent?.trim() ?? '';
}

/** The `href` of every link in `root` whose own text is exactly `name` (`outsidePanels`: top-level entries only). */
export function hrefsOf(root: HTMLElement, name: string, options: { outsidePanels?: boolean } = {}): string[] {
  return Array.from(root.querySelectorAll('a'))
    .filter((a) => !options.outsidePanels || a.closest('.shell-header__panel') === null)
    .filter((a) => linkText(a) === name)
    .map((a) => a.getAttribute('href') ?? '');
}
