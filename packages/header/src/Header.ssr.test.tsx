import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { ShellProvider } from '@shell/api-client';
import type { ShellStore } from '@shell/api-client';
import { ShellHostProvider } from '@shell/ui';
import { SITE_KEYS } from '@shell/site-config';
import { createTestStore } from '@shell/test-utils';
import { Header } from './Header';
import { prefetchHeaderData } from './prefetch';

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
    await prefetchHeaderData(server.store);
    const html = renderToString(tree(server.store));
    expect(html).toContain('shell-header');
    expect(html.includes('data-menu="wallet"')).toBe(user === 'user');
    // Closed dropdowns are drawn on first open: the server sends their triggers, not their items.
    expect(html).not.toContain('shell-header__menu-item');

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
