import { http, HttpResponse } from 'msw';
import { createTestStore, mockServer, runQuery } from '@shell/test-utils';
import { CALLS } from './catalog';
import { shellDataApi } from './sharedData';
import { VISITOR_USER_INFO } from '../schemas/userInfo';
import { UNIFIED_ACCOUNT_DEFAULTS } from '../schemas/unifiedAccount';

const { getUserInfo, getUnifiedAccountMode } = shellDataApi.endpoints;

function answer(path: string, data: unknown) {
  mockServer.use(http.get(`*${path}`, () => HttpResponse.json({ code: 200, data })));
}

describe('getUserInfo', () => {
  it('is the visitor for a logged-out visitor, without a log line', async () => {
    const { store, logger } = createTestStore({ user: 'visitor' });
    await expect(runQuery(store.dispatch(getUserInfo.initiate()))).resolves.toEqual(VISITOR_USER_INFO);
    expect(logger.entries).toEqual([]);
  });

  it('normalises a main account (numbers from strings, no yen volume outside Japan)', async () => {
    const { store } = createTestStore({ user: 'user' });
    const info = await runQuery(store.dispatch(getUserInfo.initiate()));
    expect(info).toMatchObject({ isLogin: true, is_sub_account: false, tier_level: 3, kyc_status: 2, safe_level: 2, white_list_show: true, tier_next_progress: 62.5 });
    expect(typeof info.uid).toBe('string');
    expect(typeof info.total_usd).toBe('number');
    expect(info).not.toHaveProperty('tier_all_trade_jpy');
  });

  it('reports the yen volume on the Japanese site', async () => {
    const { store } = createTestStore({ user: 'user', site: 'jp' });
    const info = await runQuery(store.dispatch(getUserInfo.initiate()));
    expect(info.tier_all_trade_jpy).toBeGreaterThan(info.tier_all_trade_usdt);
  });

  it('marks sub-accounts', async () => {
    const { store } = createTestStore({ user: 'sub' });
    await expect(runQuery(store.dispatch(getUserInfo.initiate()))).resolves.toMatchObject({ isLogin: true, is_sub_account: true, white_list_show: false });
  });

  it('treats a logged-in answer without uid as invalid (visitor fallback, logged)', async () => {
    answer(CALLS.userInfo.path, { isLogin: true, nickname: 'x' });
    const { store, logger } = createTestStore();
    await expect(runQuery(store.dispatch(getUserInfo.initiate()))).resolves.toEqual(VISITOR_USER_INFO);
    expect(logger.entries).toMatchObject([{ event: 'api.fallback', source: 'getUserInfo', reason: 'schema' }]);
  });

  it('fails a business error code to the visitor', async () => {
    mockServer.use(http.get(`*${CALLS.userInfo.path}`, () => HttpResponse.json({ code: 401, message: 'expired', data: {} })));
    const { store, logger } = createTestStore();
    await expect(runQuery(store.dispatch(getUserInfo.initiate()))).resolves.toEqual(VISITOR_USER_INFO);
    expect(logger.entries).toMatchObject([{ event: 'api.fallback', source: 'getUserInfo', reason: 'schema' }]);
  });
});

describe('getUnifiedAccountMode', () => {
  it('reports the main-site main account as unified (first_open false)', async () => {
    const { store } = createTestStore({ user: 'user' });
    await expect(runQuery(store.dispatch(getUnifiedAccountMode.initiate()))).resolves.toMatchObject({ mode: 'multi_currency', first_open: false, support_unified: true });
  });

  it('reports classic elsewhere', async () => {
    const { store } = createTestStore({ user: 'user', site: 'eu' });
    await expect(runQuery(store.dispatch(getUnifiedAccountMode.initiate()))).resolves.toMatchObject({ mode: 'classic', first_open: true });
  });

  it('fills the spec §3 defaults into an empty object', async () => {
    answer(CALLS.unifiedAccountMode.path, {});
    const { store, logger } = createTestStore({ user: 'user' });
    await expect(runQuery(store.dispatch(getUnifiedAccountMode.initiate()))).resolves.toEqual(UNIFIED_ACCOUNT_DEFAULTS);
    expect(logger.entries).toEqual([]);
  });

  it('coerces an unknown mode and junk settings to the defaults', async () => {
    answer(CALLS.unifiedAccountMode.path, { mode: 'portfolio', first_open: '0', auto_borrow: 'yes', settings: { options: 1, spot_hedge: 'maybe' } });
    const { store } = createTestStore({ user: 'user' });
    await expect(runQuery(store.dispatch(getUnifiedAccountMode.initiate()))).resolves.toEqual({
      ...UNIFIED_ACCOUNT_DEFAULTS,
      first_open: false,
      settings: { ...UNIFIED_ACCOUNT_DEFAULTS.settings, options: true },
    });
  });
});
