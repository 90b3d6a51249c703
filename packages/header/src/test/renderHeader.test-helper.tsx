import { act, fireEvent, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { ShellHostProvider } from '@shell/ui';
import type { ShellAnalyticsEvent, ShellHostOptions } from '@shell/ui';
import { renderWithShell } from '@shell/test-utils';
import type { ShellRenderResult, ShellTestOptions } from '@shell/test-utils';
import { Header } from '../Header';
import type { HeaderProps } from '../types';
import { SearchAppProvider } from '../search/searchApp';
import type { SearchAppLoader, SearchAppSource } from '../search/searchApp';
import { MOCK_SEARCH_APP } from '@shell/mocks';
import { preloadHeaderParts } from '../internal/parts';

export interface HeaderTestOptions extends ShellTestOptions {
  props?: HeaderProps;
  /** Host options; a `navigate` here replaces the spy (the result's `navigate` then sees nothing). */
  host?: Omit<ShellHostOptions, 'onAnalytics'>;
  loadSearchApp?: SearchAppLoader;
  /** The configured micro-app (default: the mock static host's, when `loadSearchApp` is given). */
  searchApp?: SearchAppSource;
  searchTimeoutMs?: number;
  /**
   * Open and close every dropdown of the bar once, so their panels (drawn on first open) are in
   * the DOM for assertions on the items of all menus at once.
   */
  openMenus?: boolean;
}

/**
 * Renders the real `<Header>` on a fresh store and the MSW mock backend, inside a host provider
 * whose `navigate` and `onAnalytics` are spies; resolves once every call it made has answered
 * (remote-menu retries without their pauses) and a commit has rendered the answers.
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
  const header = <Header {...options.props} />;
  const tree = (
    <ShellHostProvider pathname="/" search="" navigate={navigate} onAnalytics={onAnalytics} {...options.host}>
      {options.loadSearchApp || options.searchApp ? (
        <SearchAppProvider app={options.searchApp ?? MOCK_SEARCH_APP} load={options.loadSearchApp} timeoutMs={options.searchTimeoutMs}>
          {header}
        </SearchAppProvider>
      ) : (
        header
      )}
    </ShellHostProvider>
  );
  const result = renderWithShell(tree, { ...options, config: { sleep: async () => {}, ...options.config } });
  // Every call answered (remote-menu retries do not pause) and a commit has rendered the answers.
  await waitFor(() => expect(result.settled()).toBe(true));
  if (options.openMenus) {
    for (const trigger of Array.from(result.container.querySelectorAll<HTMLButtonElement>('.shell-header__dropdown > button[aria-expanded]'))) {
      act(() => void fireEvent.click(trigger));
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      act(() => void fireEvent.click(trigger));
    }
  }
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
