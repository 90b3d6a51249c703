import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PayWithPanel } from '../src/pay-with';
import { countRequests, holdCall } from '@shell/test-utils';
import { renderInHost } from './helpers';

describe('PayWithPanel', () => {
  it('toggles on click, loads the fiat list on first open and links /crypto/buy-{fiat}-USDT', async () => {
    const list = countRequests('/api/web/v1/site/buyCryptoFiatList');
    // Held, so the loading state is asserted while the answer is outstanding (not raced).
    const answer = holdCall('buyCryptoFiatList');
    const { user } = renderInHost(<PayWithPanel />, { lang: 'fr' });
    const toggle = await screen.findByRole('button', { name: 'Pay with USD' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list.count).toBe(0);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The list loads on first open, announced as a currency (not a market) load.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading currencies');
    answer();
    const link = await screen.findByRole('link', { name: /^Buy USDT with EUR\b/ });
    expect(link).toHaveAttribute('href', '/fr/crypto/buy-EUR-USDT');
    expect(list.count).toBe(1);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters by a substring of the fiat code and shows each currency option', async () => {
    const { user } = renderInHost(<PayWithPanel />);
    await user.click(await screen.findByRole('button', { name: /Pay with/ }));
    await screen.findByRole('link', { name: /^Buy USDT with EUR\b/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search currency' }), 'ur');
    const links = screen.getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.querySelector('.shell-markets-pay__fiat')?.textContent).toMatch(/^[A-Z]*UR[A-Z]*$/);
    const eur = screen.getByRole('link', { name: /^Buy USDT with EUR\b/ });
    expect(within(eur).queryAllByText(/Bank transfer|Card|P2P/).length).toBeGreaterThan(0);
  });

  it('shows the empty state when the list call fails', async () => {
    const { user, logger } = renderInHost(<PayWithPanel />, { faults: [{ call: 'buyCryptoFiatList', kind: 'http-500' }] });
    await user.click(await screen.findByRole('button', { name: /Pay with/ }));
    expect(await screen.findByText('No currency found')).toBeInTheDocument();
    await waitFor(() => expect(logger.entries.some((e) => e.source === 'getBuyCryptoFiatList')).toBe(true));
  });
});
