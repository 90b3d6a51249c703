import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { complianceApi, headerDataApi, ShellProvider, siteDataApi, shellApi, userDataApi } from '@shell/api-client';
import type { ShellStore } from '@shell/api-client';
import { ShellHostProvider } from '@shell/api-client/ui';
import { SITE_KEYS } from '@shell/site-config';
import { createTestStore } from '@shell/test-utils';
import { Header } from './Header';

/** What a server does before rendering: fetch the header's data into the request's store. */
async function prefetch(store: ShellStore, loggedIn: boolean) {
  const site = store.getState().shellSession.site;
  store.dispatch(userDataApi.endpoints.getUserInfo.initiate());
  store.dispatch(complianceApi.endpoints.getComplianceCheck.initiate());
  store.dispatch(siteDataApi.endpoints.getCommonData.initiate());
  store.dispatch(headerDataApi.endpoints.getHeaderTag.initiate());
  store.dispatch(headerDataApi.endpoints.getHeaderBubble.initiate(site));
  if (loggedIn) store.dispatch(userDataApi.endpoints.getUnifiedAccountMode.initiate());
  await Promise.all(store.dispatch(shellApi.util.getRunningQueriesThunk()));
}

function tree(store: ShellStore): ReactElement {
  return (
    <ShellProvider store={store}>
      <ShellHostProvider pathname="/" search="">
        <Header slots={{ bell: <button type="button">Bell</button>, renderFlyout: (kind) => <p>{kind}</p> }} />
      </ShellHostProvider>
    </ShellProvider>
  );
}

const CASES = SITE_KEYS.flatMap((site) => (['visitor', 'user'] as const).map((user) => [site, user] as const));

describe.each(CASES)('server rendering on %s for a %s', (site, user) => {
  it('renders to a string and hydrates without a mismatch or console error', async () => {
    const server = createTestStore({ site, user });
    await prefetch(server.store, user === 'user');
    const html = renderToString(tree(server.store));
    expect(html).toContain('shell-header');
    expect(html.includes('data-menu="wallet"')).toBe(user === 'user');

    const client = createTestStore({ site, user, preloadedState: { shellApi: server.store.getState().shellApi } });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const consoleError = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    const root = hydrateRoot(container, tree(client.store), { onRecoverableError: (error) => recoverable.push(error) });
    await act(async () => {});
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('header')?.getAttribute('data-site')).toBe(site);
    act(() => root.unmount());
    container.remove();
  });
});
