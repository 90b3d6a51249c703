import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShellProvider } from '@shell/api-client';
import { createSessionState } from '@shell/api-client/core';
import type { MockUserKind } from '@shell/mocks';
import { ShellHostProvider } from '@shell/ui';
import type { SiteKey } from '@shell/site-config';
import { createTestStore, holdCall, renderWithShell } from '@shell/test-utils';
import { Header } from './Header';
import { preloadHeaderParts } from './internal/parts';

const BELL = <button type="button">Bell</button>;

async function renderAwaiting({ site = 'main', user = 'user', loginHint = true }: { site?: SiteKey; user?: MockUserKind; loginHint?: boolean } = {}) {
  await preloadHeaderParts();
  const answer = holdCall('userInfo');
  const view = renderWithShell(
    <ShellHostProvider pathname="/" search="">
      <Header slots={{ bell: BELL }} />
    </ShellHostProvider>,
    { site, user, preloadedState: { shellSession: createSessionState({ loginHint }) } },
  );
  const banner = screen.getByRole('banner');
  return { ...view, answer, banner };
}

describe('Header while user info loads on a page the host says is a user’s (session.loginHint)', () => {
  it('lays out the account actions invisible and inert instead of the log-in links, then shows the real ones', async () => {
    const { answer, banner } = await renderAwaiting();
    const awaited = within(banner).getByTestId('header-awaited-account');
    expect(awaited).toHaveAttribute('aria-hidden', 'true');
    expect(awaited).toHaveAttribute('inert');
    expect(awaited).toHaveClass('shell-header__awaited');
    // The room a user's actions take on the main site: deposit, wallet and order menus, spot orders, the bell, the avatar.
    expect(awaited.querySelector('[data-entry="deposit"]')).not.toBeNull();
    expect(awaited.querySelectorAll('[data-menu]').length).toBeGreaterThanOrEqual(3);
    expect(awaited.querySelector('.shell-header__bell-room')).not.toBeNull();
    // Nothing of it is announced, and no log-in link shows meanwhile.
    expect(within(banner).queryByRole('link', { name: 'Deposit' })).toBeNull();
    expect(within(banner).queryByRole('link', { name: 'Log In' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bell' })).toBeNull();
    answer();
    expect(await within(banner).findByRole('link', { name: 'Deposit' })).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Bell' })).toBeInTheDocument();
    expect(within(banner).queryByTestId('header-awaited-account')).toBeNull();
  });

  it('reserves only what the site gives a user: no deposit button on the UK site', async () => {
    const { banner } = await renderAwaiting({ site: 'uk' });
    const awaited = within(banner).getByTestId('header-awaited-account');
    expect(awaited.querySelector('[data-entry="deposit"]')).toBeNull();
  });

  it('shows the log-in links once user info says it is a visitor after all (an expired session)', async () => {
    const { answer, banner } = await renderAwaiting({ user: 'visitor' });
    expect(within(banner).getByTestId('header-awaited-account')).toBeInTheDocument();
    answer();
    expect(await within(banner).findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(within(banner).queryByTestId('header-awaited-account')).toBeNull();
    expect(within(banner).queryByRole('link', { name: 'Deposit' })).toBeNull();
  });

  it('without the hint, a visitor’s log-in links show while user info loads (nothing is reserved)', async () => {
    const { answer, banner } = await renderAwaiting({ loginHint: false });
    expect(within(banner).getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(within(banner).queryByTestId('header-awaited-account')).toBeNull();
    answer();
    await waitFor(() => expect(within(banner).getByRole('link', { name: 'Deposit' })).toBeInTheDocument());
  });

  it('renders the same reserved room on the server when user info was not fetched there', () => {
    const serverHtml = (loginHint: boolean) =>
      renderToString(
        <ShellProvider store={createTestStore({ user: 'user', preloadedState: { shellSession: createSessionState({ loginHint }) } }).store}>
          <ShellHostProvider pathname="/" search="">
            <Header slots={{ bell: BELL }} />
          </ShellHostProvider>
        </ShellProvider>,
      );
    const hinted = serverHtml(true);
    expect(hinted).toContain('shell-header__awaited');
    expect(hinted).not.toContain('>Log In<');
    // Without the hint the same render shows the log-in links (what the assertion above rules out).
    const unhinted = serverHtml(false);
    expect(unhinted).toContain('>Log In<');
    expect(unhinted).not.toContain('shell-header__awaited');
  });
});
