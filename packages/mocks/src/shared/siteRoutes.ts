import { getSite } from '@shell/site-config';
import { createRng } from '../rng';
import type { MockDomainContext, MockRoute } from '../route';
import { MOCK_FIATS, MOCK_LANG_LIST } from './fixtures';
import { ok, SITE_FIAT } from './ok';

/** Rates jittered ±0.5 % around the fixture value, as the strings the server sends. */
function seededRates(seed: number): Record<string, string> {
  const rng = createRng(seed ^ 0x5ea7);
  const rates: Record<string, string> = {};
  for (const [fiat, , rate] of MOCK_FIATS) {
    const jitter = fiat === 'USD' ? 1 : 1 + rng.float(-0.005, 0.005, 5);
    rates[fiat] = (rate * jitter).toFixed(rate >= 100 ? 2 : 4);
  }
  return rates;
}

/** commonData, currFiatMarketRates. */
export function createSiteRoutes({ seed }: MockDomainContext): MockRoute[] {
  const rates = seededRates(seed);

  return [
    {
      call: 'commonData',
      resolve: ({ state }) =>
        ok({
          sub_website_id: getSite(state.site).subWebsiteId,
          lang_list: MOCK_LANG_LIST,
          lang_prefix: '',
          fiat_list: MOCK_FIATS.map(([fiat, symbol]) => ({ fiat, symbol })),
          curr_fiat: SITE_FIAT[state.site] ?? 'USD',
          currency_count: '2700',
          defaultBuyCryptoFiat: SITE_FIAT[state.site] ?? 'USD',
          defaultP2PFiat: SITE_FIAT[state.site] ?? 'USD',
          curr_fiat_market_rates: rates,
          // Country limits are about where the visitor lives, not the site: off by default, on via a one-off handler.
          isUKLimit: 0,
          isItalyLimit: 0,
          isBrazilLimit: 0,
          isNLLimit: 0,
          isHKLimit: 0,
          isLTWLimit: 0,
          isUzbekistanLimit: 0,
          isWithdrawOnly: 0,
          isBlockedCountry: 0,
          showComplianceTips: 0,
          is_copper: false,
          is_phone: false,
          is_service_host: false,
          mockAuthorizeHost: state.site === 'testnet' ? 'https://account.testnet.gate.example' : '',
          // The request's `shell_mock_country` cookie, else a visitor from the site's own country.
          userLandingPageCountry: state.country ?? (state.site === 'main' ? '' : state.site.toUpperCase()),
          kyc_toast: false,
          limitCountryUserStatus: 0,
        }),
      invalidBody: () => ok({ lang_list: 'en', fiat_list: { USD: '$' } }),
    },
    {
      call: 'currFiatMarketRates',
      resolve: () => ok(rates),
      invalidBody: () => ok(['USD', '1']),
    },
  ];
}
