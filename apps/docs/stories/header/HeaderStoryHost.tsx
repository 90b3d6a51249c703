import type { ReactNode } from 'react';
import { ShellHostProvider } from '@shell/ui';
import { SearchAppProvider } from '@shell/header';
import type { SearchAppLoader } from '@shell/header';
import { MOCK_SEARCH_APP } from '@shell/mocks';

/** Where the story's header "navigates" (logout, search fallback): recorded, the page stays. */
export const navigations: string[] = [];

/** A search-app loader standing in for the static host of the docs (which has no micro-app). */
export const unreachableSearchApp: SearchAppLoader = async (url) => {
  throw new Error(`not deployed in the docs: ${url}`);
};

/**
 * The host side of the header in the docs: the current path, a navigate that records instead of
 * leaving the story, and the search-app loader.
 */
export function HeaderStoryHost({ pathname = '/', loadSearchApp = unreachableSearchApp, children }: { pathname?: string; loadSearchApp?: SearchAppLoader; children?: ReactNode }) {
  return (
    <ShellHostProvider pathname={pathname} search="" navigate={(href) => void navigations.push(href)}>
      <SearchAppProvider app={MOCK_SEARCH_APP} load={loadSearchApp} timeoutMs={2000}>
        {children}
      </SearchAppProvider>
    </ShellHostProvider>
  );
}
