import { screen, waitFor } from '@testing-library/react';
import type { SiteKey } from '@shell/site-config';
import { UpgradePlans } from './UpgradePlans';
import { renderPrefs } from './testing.test-helper';

describe('UpgradePlans (spec §6)', () => {
  it.each<[SiteKey, string[]]>([
    ['main', ['1', '2', '3']],
    ['uk', ['1', '3']],
    ['us', ['1', '3']],
    ['au', ['1', '3']],
    ['ae', ['1']],
  ])('%s shows plans %j', async (site, plans) => {
    const { container } = renderPrefs(<UpgradePlans />, { site, user: 'user' });
    await waitFor(() => expect(container.querySelectorAll('[data-plan]').length).toBeGreaterThan(0));
    expect([...container.querySelectorAll('[data-plan]')].map((el) => el.getAttribute('data-plan'))).toEqual(plans);
  });

  it('writes each plan with its amount from user info', async () => {
    renderPrefs(<UpgradePlans />, { site: 'main', user: 'user' });
    expect(await screen.findByRole('heading', { name: 'Ways to reach VIP 4' })).toBeInTheDocument();
    expect(screen.getByText('Trade 5,000,000.00 USDT more in 30 days')).toBeInTheDocument();
    expect(screen.getByText('Hold at least 1,000.00 GT')).toBeInTheDocument();
    expect(screen.getByText('Keep $1,000,000.00 in total assets')).toBeInTheDocument();
  });

  it('shows nothing to visitors or on testnet', async () => {
    const visitor = renderPrefs(<UpgradePlans />, { site: 'main', user: 'visitor' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(visitor.container).toBeEmptyDOMElement();
    visitor.unmount();
    const testnet = renderPrefs(<UpgradePlans />, { site: 'testnet', user: 'user' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(testnet.container).toBeEmptyDOMElement();
  });
});
