import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CALLS } from '@shell/api-client/core';
import { mockServer } from '@shell/test-utils';
import { renderInShell } from '../testing/helpers.test-helper';
import { Footer } from './Footer';

// Issue 22: §3 "Compliance check: menu (hidden items, e.g. xstocks, ondo, launchpad, fiat_trade)".

async function footerHrefs(menu: string[]) {
  mockServer.use(http.get(`*${CALLS.complianceCheck.path}`, () => HttpResponse.json({ code: 200, data: { menu, business: [], limit: {} } })));
  const result = renderInShell(<Footer cdnCheckUrl={null} />, { site: 'main' });
  await waitFor(() => expect(result.settled()).toBe(true));
  const hrefs = [...result.container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  result.unmount();
  return hrefs;
}

describe('§3 compliance menu keys hide the footer entries they name', () => {
  it('xstocks and ondo each hide the tokenized-stocks link', async () => {
    expect(await footerHrefs([])).toContain('/tokenized-stocks');
    expect(await footerHrefs(['xstocks'])).not.toContain('/tokenized-stocks');
    expect(await footerHrefs(['ondo'])).not.toContain('/tokenized-stocks');
  });

  it('fiat_trade hides the express (fiat) buy link', async () => {
    expect(await footerHrefs([])).toContain('/p2p-express/buy/USD-USDT');
    expect(await footerHrefs(['fiat_trade'])).not.toContain('/p2p-express/buy/USD-USDT');
  });
});
