import { http, HttpResponse } from 'msw';
import { createTestStore, mockServer } from '@shell/test-utils';
import { EMPTY_COMPLIANCE } from '@shell/site-config';
import { CALLS } from './catalog';
import { complianceApi } from './compliance';
import { runQuery } from './runQuery.test-helper';

const { getComplianceCheck } = complianceApi.endpoints;

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
});
