import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ShellProvider } from '@shell/api-client';
import type { ShellStore } from '@shell/api-client';
import { ShellHostProvider } from '@shell/ui';
import { createTestStore } from '@shell/test-utils';
import { prefetchHeaderData } from '../prefetch';
import { AnnouncementBar } from './AnnouncementBar';

function tree(store: ShellStore): ReactElement {
  return (
    <ShellProvider store={store}>
      <ShellHostProvider pathname="/" search="">
        <AnnouncementBar />
      </ShellHostProvider>
    </ShellProvider>
  );
}

describe('announcement bars rendered on the server', () => {
  it('a preloaded bulletin holds its height in the server HTML, so the page does not jump when it shows after hydration', async () => {
    const server = createTestStore({ site: 'main', user: 'visitor' });
    await prefetchHeaderData(server.store);
    const html = renderToString(tree(server.store));
    const container = document.createElement('div');
    container.innerHTML = html;
    // The dismissed list lives in the browser's storage: both bars are placeholders of their height.
    expect(container.querySelectorAll('.shell-prefs-announcement--pending')).toHaveLength(2);

    document.body.appendChild(container);
    const client = createTestStore({ site: 'main', user: 'visitor', preloadedState: { shellApi: server.store.getState().shellApi } });
    const root = hydrateRoot(container, tree(client.store));
    await act(async () => {});
    expect([...container.querySelectorAll('[data-notice-kind]')].map((bar) => bar.getAttribute('data-notice-kind'))).toEqual(['bulletin', 'page']);
    expect(container.querySelector('.shell-prefs-announcement--pending')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
