import { http, HttpResponse } from 'msw';
import { createTestStore, mockServer, runQuery } from '@shell/test-utils';
import { getSite, NO_COUNTRY_LIMITS, SHELL_LOCALES } from '@shell/site-config';
import { CALLS } from './catalog';
import { shellDataApi } from './sharedData';

const { getCommonData, getCurrFiatMarketRates } = shellDataApi.endpoints;

describe('getCommonData', () => {
  it('normalises the main-site common data', async () => {
    const { store, logger } = createTestStore();
    const data = await runQuery(store.dispatch(getCommonData.initiate()));
    expect(data.sub_website_id).toBe(0);
    for (const lang of SHELL_LOCALES) expect(data.lang_list[lang]).toBeTruthy();
    expect(Object.keys(data.lang_list).length).toBeGreaterThan(SHELL_LOCALES.length);
    expect(data.fiat_list.length).toBeGreaterThanOrEqual(40);
    expect(data.fiat_list).toContainEqual({ fiat: 'EUR', symbol: '€' });
    // Numbers that arrive as strings are coerced.
    expect(data.currency_count).toBe(2700);
    expect(data.curr_fiat_market_rates.USD).toBe(1);
    expect(typeof data.curr_fiat_market_rates.JPY).toBe('number');
    expect(data.countryLimits).toEqual(NO_COUNTRY_LIMITS);
    expect(data).toMatchObject({ curr_fiat: 'USD', defaultBuyCryptoFiat: 'USD', defaultP2PFiat: 'USD', isUKLimit: false });
    expect(logger.entries).toEqual([]);
  });

  it('answers per site', async () => {
    const { store } = createTestStore({ site: 'jp' });
    const data = await runQuery(store.dispatch(getCommonData.initiate()));
    expect(data.sub_website_id).toBe(getSite('jp').subWebsiteId);
    expect(data.curr_fiat).toBe('JPY');
  });

  it('applies the spec defaults to a sparse answer and reads the country-limit flags', async () => {
    mockServer.use(
      http.get(`*${CALLS.commonData.path}`, () =>
        HttpResponse.json({ code: 200, data: { lang_list: { en: 'English' }, fiat_list: [{ fiat: 'usd' }, 'junk', {}], isItalyLimit: '1', isBlockedCountry: true, extra: 'ignored' } }),
      ),
    );
    const { store } = createTestStore();
    const data = await runQuery(store.dispatch(getCommonData.initiate()));
    expect(data).toMatchObject({
      sub_website_id: 0,
      curr_fiat: 'USD',
      currency_count: 2700,
      defaultBuyCryptoFiat: 'USD',
      defaultP2PFiat: 'USD',
      fiat_list: [{ fiat: 'USD', symbol: '' }],
      curr_fiat_market_rates: {},
      isItalyLimit: true,
      isUKLimit: false,
    });
    expect(data.countryLimits).toEqual({ ...NO_COUNTRY_LIMITS, italy: true, blockedCountry: true });
    expect(data).not.toHaveProperty('extra');
  });
});
describe('getCurrFiatMarketRates', () => {
  it('coerces the rates to numbers and drops unusable ones', async () => {
    mockServer.use(
      http.get(`*${CALLS.currFiatMarketRates.path}`, () =>
        HttpResponse.json({ code: 200, data: { USD: '1', EUR: '0.92', XXX: 'n/a', ZERO: 0 } }),
      ),
    );
    const { store } = createTestStore();
    await expect(runQuery(store.dispatch(getCurrFiatMarketRates.initiate()))).resolves.toEqual({ USD: 1, EUR: 0.92 });
  });

  it('serves a rate for every fiat of the common data', async () => {
    const { store } = createTestStore();
    const [rates, common] = await Promise.all([
      runQuery(store.dispatch(getCurrFiatMarketRates.initiate())),
      runQuery(store.dispatch(getCommonData.initiate())),
    ]);
    for (const { fiat } of common.fiat_list) expect(rates[fiat]).toBeGreaterThan(0);
  });
});
