import { http, HttpResponse } from 'msw';
import { getSite } from '@shell/site-config';
import { createMemoryStorage } from '@shell/api-client/core';
import { countRequests, createTestStore, mockServer } from '@shell/test-utils';
import { PAY_WITH_CALLS } from './calls';
import { fiatListApi } from './fiatListApi';

const { getBuyCryptoFiatList } = fiatListApi.endpoints;

/** Awaits a dispatched query's data and drops the subscription, so no cache timer outlives the test. */
async function run(store: ReturnType<typeof createTestStore>['store']) {
  const request = store.dispatch(getBuyCryptoFiatList.initiate());
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}

describe('getBuyCryptoFiatList', () => {
  it('normalises the pay-with options and stores them in buy_crypto_fiat_setting_v2', async () => {
    const { store } = createTestStore();
    const options = await run(store);
    expect(options.length).toBeGreaterThan(10);
    expect(options[0]).toEqual({ fiat: 'USD', bank_transfer: true, credit_card: true, p2p: true });
    const stored = JSON.parse(store.shellConfig.storage?.getItem('buy_crypto_fiat_setting_v2') ?? 'null');
    expect(stored).toMatchObject({ value: options, lang: null });
  });

  it('uses the sub-site key on regional sites', async () => {
    const { store } = createTestStore({ site: 'eu' });
    await run(store);
    expect(store.shellConfig.storage?.getItem(`buy_crypto_fiat_setting_v2_${getSite('eu').subWebsiteId}`)).not.toBeNull();
    expect(store.shellConfig.storage?.getItem('buy_crypto_fiat_setting_v2')).toBeNull();
  });

  it('defaults missing payment flags to true and drops rows without a fiat', async () => {
    mockServer.use(
      http.get(`*${PAY_WITH_CALLS.buyCryptoFiatList.path}`, () =>
        HttpResponse.json({ code: 200, data: { list: [{ fiat: 'eur', p2p: 0 }, { bank_transfer: true }, null] } }),
      ),
    );
    const { store } = createTestStore();
    await expect(run(store)).resolves.toEqual([{ fiat: 'EUR', bank_transfer: true, credit_card: true, p2p: false }]);
  });

  it('returns the stored list without a request and for any language (the list is not language-bound)', async () => {
    const options = [{ fiat: 'EUR', bank_transfer: true, credit_card: false, p2p: true }];
    const storage = createMemoryStorage({ buy_crypto_fiat_setting_v2: JSON.stringify({ value: options, lang: null, storedAt: Date.now() }) });
    const requests = countRequests(PAY_WITH_CALLS.buyCryptoFiatList.path);
    const { store } = createTestStore({ lang: 'ja', config: { storage } });
    await expect(run(store)).resolves.toEqual(options);
    expect(requests.count).toBe(0);
  });
});
