import { shellDataApi } from '@shell/api-client';
import { safeHref } from '@shell/site-config';
import { createTestStore, mockBackend, runQuery } from '@shell/test-utils';
import { testnetEntryHref, testnetLoginHref } from './links';

/** The host context's default `externalHosts` (ShellHostProvider): what a host that sets none allows. */
const allowed = { allowedHosts: ['gate.example', '*.gate.example'] };

/**
 * Every hostile authorize host of the mock backend's corpus (common data's `mockAuthorizeHost`,
 * one per hostile round), read through the real store: the rounds cycle, so reading until a host
 * comes back covers the whole list.
 */
async function hostileAuthorizeHosts(): Promise<string[]> {
  const hosts: string[] = [];
  for (let round = 1; round <= 100; round += 1) {
    const { store } = createTestStore(); // a test store starts from a reset backend: set the round after
    mockBackend.state.hostileRound = round;
    const common = await runQuery(store.dispatch(shellDataApi.endpoints.getCommonData.initiate()));
    if (hosts.includes(common.mockAuthorizeHost)) break;
    hosts.push(common.mockAuthorizeHost);
  }
  return hosts;
}

describe('testnet login links from a hostile authorize host', () => {
  it('never yield a link the host allows, for any host of the corpus', async () => {
    const hosts = await hostileAuthorizeHosts();
    expect(hosts.length).toBeGreaterThan(3);
    for (const authorizeHost of hosts) {
      expect(safeHref(testnetEntryHref({ loggedIn: false, authorizeHost }), allowed), authorizeHost).toBeNull();
      expect(safeHref(testnetLoginHref({ authorizeHost, returnPath: '/futures/USDT/BTC_USDT' }), allowed), authorizeHost).toBeNull();
    }
  });
});
