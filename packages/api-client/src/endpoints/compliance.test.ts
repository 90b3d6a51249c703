import { http, HttpResponse } from 'msw';
import { createTestStore, mockServer, runQuery } from '@shell/test-utils';
import { createMemoryStorage } from '../cache/memoryStorage';
import { EMPTY_COMPLIANCE, explainPolicy, UNKNOWN_COMPLIANCE } from '@shell/site-config';
import { CALLS } from './catalog';
import { shellDataApi } from './sharedData';

const { getComplianceCheck } = shellDataApi.endpoints;

describe('getComplianceCheck', () => {
  it('hides nothing on the main site', async () => {
    const { store } = createTestStore();
    await expect(runQuery(store.dispatch(getComplianceCheck.initiate()))).resolves.toEqual(EMPTY_COMPLIANCE);
  });

  it('hides the derivatives keys in the UK and a couple of products in the US', async () => {
    const uk = createTestStore({ site: 'uk' });
    const ukInfo = await runQuery(uk.store.dispatch(getComplianceCheck.initiate()));
    expect(ukInfo.menu).toContain('derivatives');
    expect(ukInfo.business).toContain('button_alpha_hidden');
    const us = createTestStore({ site: 'us' });
    const usInfo = await runQuery(us.store.dispatch(getComplianceCheck.initiate()));
    expect(usInfo.menu).toEqual(expect.arrayContaining(['xstocks', 'launchpad']));
  });

  it('reads business flags given as a map and coerces the limit flags', async () => {
    mockServer.use(
      http.get(`*${CALLS.complianceCheck.path}`, () =>
        HttpResponse.json({ code: 200, data: { menu: ['deposit', 7], business: { button_alpha_hidden: 1, other: false }, limit: { is_sanction_country: 'true' } } }),
      ),
    );
    const { store } = createTestStore();
    await expect(runQuery(store.dispatch(getComplianceCheck.initiate()))).resolves.toEqual({
      menu: ['deposit'],
      business: ['button_alpha_hidden'],
      limit: { au_redirect: false, is_sanction_country: true },
    });
  });

  it('a failed check with no earlier answer fails closed: every compliance-gated item hidden, no redirect', async () => {
    const { store, logger } = createTestStore({ site: 'main', faults: [{ call: 'complianceCheck', kind: 'network' }] });
    const info = await runQuery(store.dispatch(getComplianceCheck.initiate()));
    expect(info).toEqual(UNKNOWN_COMPLIANCE);
    // Redirects act on `limit` only, which an unknown answer leaves all false.
    expect(info.limit).toEqual({ au_redirect: false, is_sanction_country: false });
    const user = { kind: 'user', tierLevel: 3, kycStatus: 2, safeLevel: 2, whiteListShow: true } as const;
    for (const item of ['header.payWith', 'header.nav.buyCrypto', 'header.deposit', 'footer.api_stocks_order'] as const) {
      expect(explainPolicy(item, { site: 'main', user, compliance: info })).toMatchObject({ shown: false });
      expect(explainPolicy(item, { site: 'main', user, compliance: EMPTY_COMPLIANCE }).shown).toBe(true);
    }
    // Items no compliance key names are untouched.
    expect(explainPolicy('header.themeToggle', { site: 'main', user, compliance: info }).shown).toBe(true);
    expect(logger.entries).toEqual([expect.objectContaining({ event: 'api.fallback', source: 'getComplianceCheck' })]);
  });

  it('asks afresh every time and keeps nothing itself: who may reuse an answer is the policy provider’s call (per user)', async () => {
    const storage = createMemoryStorage();
    const first = createTestStore({ site: 'uk', config: { storage } });
    const good = await runQuery(first.store.dispatch(getComplianceCheck.initiate()));
    expect(good.menu).toContain('derivatives');
    expect(storage.dump()).toEqual({});

    // A later page view whose check fails: fail closed here; the provider may stand in the same user's answer.
    const later = createTestStore({ site: 'uk', config: { storage }, faults: [{ call: 'complianceCheck', kind: 'http-500' }] });
    await expect(runQuery(later.store.dispatch(getComplianceCheck.initiate()))).resolves.toEqual(UNKNOWN_COMPLIANCE);

    let requests = 0;
    mockServer.events.on('request:start', () => void (requests += 1));
    const again = createTestStore({ site: 'uk', config: { storage } });
    await runQuery(again.store.dispatch(getComplianceCheck.initiate()));
    mockServer.events.removeAllListeners('request:start');
    expect(requests).toBe(1);
  });
});
