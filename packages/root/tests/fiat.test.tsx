import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryLogger } from '@shell/api-client/core';
import { mockBackend, TEST_BASE_URL } from '@shell/test-utils';
import { Header, ShellRoot } from '@shell/root';
import { prepareShell } from '@shell/root/server';

/*
 * The header's currency entry and the "Pay with" chooser name one fiat (issue 23: the EU site
 * showed "USD" beside "Pay with EUR"): the visitor's chosen fiat (`curr_fiat` cookie), else the
 * site's from common data — the mock backend's EU site answers EUR, the main site USD.
 */
const CASES = [
  { site: 'eu', user: 'visitor', cookies: '', fiat: 'EUR' },
  { site: 'eu', user: 'user', cookies: '', fiat: 'EUR' },
  { site: 'eu', user: 'user', cookies: 'curr_fiat=gbp; currency_rate_open=1', fiat: 'GBP' },
  { site: 'main', user: 'visitor', cookies: '', fiat: 'USD' },
  { site: 'main', user: 'user', cookies: 'curr_fiat=EUR; currency_rate_open=1', fiat: 'EUR' },
] as const;

describe.each(CASES)('fiat on the $site site for a $user (cookies "$cookies")', ({ site, user, cookies, fiat }) => {
  it(`the currency entry, "Pay with", its current row and the buy link all name ${fiat}`, async () => {
    mockBackend.reset({ site, user });
    const prepared = await prepareShell({ site, baseUrl: TEST_BASE_URL, logger: createMemoryLogger(), cookies, pathname: '/' });
    render(
      <ShellRoot prepared={prepared} apiBaseUrl={TEST_BASE_URL} logger={createMemoryLogger()}>
        <Header />
      </ShellRoot>,
    );
    const header = await waitFor(() => {
      const element = document.querySelector<HTMLElement>(`header[data-site="${site}"]`);
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    // Signed-in or not as the backend says (the user's own `curr_fiat` in user info is the site's).
    expect(header.hasAttribute('data-logged-in')).toBe(user === 'user');
    const entry = header.querySelector('[data-entry="fiat"] .shell-header__action-code');
    expect(entry).toHaveTextContent(new RegExp(`^${fiat}$`));
    const toggle = within(header).getByRole('button', { name: `Pay with ${fiat}` });
    await userEvent.click(toggle);
    const current = await within(header).findByRole('link', { current: true });
    expect(current).toHaveAccessibleName(new RegExp(`^Buy USDT with ${fiat}\\b`));
    expect(current).toHaveAttribute('href', `/crypto/buy-${fiat}-USDT`);
    expect(screen.queryAllByRole('link', { current: true })).toHaveLength(1);
  });
});
