import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import type { ShellStore } from '@shell/api-client';
import type { ShellMessages } from '@shell/api-client/core';
import type * as ApiClient from '@shell/api-client';
import type * as ApiClientUi from '@shell/ui';
import type { SiteKey } from '@shell/site-config';
import { hydrateServerHtml } from '@shell/test-utils';
import type * as TestUtils from '@shell/test-utils';
import { FOOTER_LEGAL } from './content/legal';
import type * as LazyEntry from './lazy';
import { shellMessagesFor } from './testing/helpers.test-helper';

interface Page {
  LazyFooter: typeof LazyEntry.LazyFooter;
  api: typeof ApiClient;
  ShellProvider: typeof ApiClient.ShellProvider;
  ShellHostProvider: typeof ApiClientUi.ShellHostProvider;
  createTestStore: typeof TestUtils.createTestStore;
}

let en: ShellMessages;
beforeAll(async () => {
  en = await shellMessagesFor('en');
}, 60_000);

/**
 * Fresh copies of `@shell/footer/lazy` and the providers, as a new page (or a new server process)
 * has them: the footer chunk not yet loaded. (React itself is not reloaded.)
 */
async function freshPage(): Promise<Page> {
  vi.resetModules();
  const [{ LazyFooter }, api, { ShellHostProvider }, { createTestStore }] = await Promise.all([
    import('./lazy'),
    import('@shell/api-client'),
    import('@shell/ui'),
    import('@shell/test-utils'),
  ]);
  return { LazyFooter, api, ShellProvider: api.ShellProvider, ShellHostProvider, createTestStore };
}

/** A server-rendering host's store: the footer's data fetched before rendering. */
async function prefetchedStore({ api, createTestStore }: Page, site: SiteKey): Promise<ShellStore> {
  const { store } = createTestStore({ site });
  store.dispatch(api.shellDataApi.endpoints.getUserInfo.initiate());
  store.dispatch(api.shellDataApi.endpoints.getComplianceCheck.initiate());
  store.dispatch(api.shellDataApi.endpoints.getCommonData.initiate());
  await Promise.all(store.dispatch(api.shellApi.util.getRunningQueriesThunk()));
  return store;
}

function app({ LazyFooter, ShellProvider, ShellHostProvider, createTestStore }: Page, site: SiteKey, store = createTestStore({ site }).store): ReactElement {
  return (
    <ShellProvider store={store} messages={en}>
      <ShellHostProvider pathname="/">
        <main>page</main>
        <LazyFooter cdnCheckUrl={null} fallback={<p>footer loading</p>} />
      </ShellHostProvider>
    </ShellProvider>
  );
}

describe('LazyFooter (@shell/footer/lazy)', () => {
  it('shows its fallback, fetches the footer chunk as it first renders, then the whole footer', async () => {
    const page = await freshPage();
    render(app(page, 'eu'));
    expect(screen.getByText('footer loading')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(FOOTER_LEGAL.eu.entity);
    expect(screen.queryByText('footer loading')).toBeNull();
  });

  it('renders the whole footer on the server once preloaded, and hydrates it in place while the browser still loads the chunk', async () => {
    const server = await freshPage();
    await server.LazyFooter.preload();
    const serverStore = await prefetchedStore(server, 'uk');
    const html = renderToString(app(server, 'uk', serverStore));
    expect(html).toContain(FOOTER_LEGAL.uk.entity);
    expect(html).not.toContain('footer loading');

    const client = await freshPage();
    // The host sends the server's API state along with the HTML.
    const clientStore = client.createTestStore({ site: 'uk', preloadedState: { shellApi: serverStore.getState().shellApi } }).store;
    const page = await hydrateServerHtml(html, app(client, 'uk', clientStore));
    try {
      const serverFooter = page.container.querySelector('footer');
      expect(serverFooter).not.toBeNull();
      await act(() => client.LazyFooter.preload());
      // Hydrated, not replaced: the server's element is still the footer, and no mismatch was reported.
      expect(page.container.querySelector('footer')).toBe(serverFooter);
      expect(page.container.textContent).not.toContain('footer loading');
      expect(page.errors).toEqual([]);
    } finally {
      page.cleanup();
    }
  });
});
