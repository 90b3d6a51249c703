import type { SiteKey } from '@shell/site-config';
import type { MockRoute } from '../route';
import { ok } from './ok';

/**
 * Compliance answers per site. Main hides nothing; the regional answers are realistic samples
 * (README): the UK hides derivatives, the US hides a couple of products, the EU the tokenised
 * stocks. Business flags and limits exercise the alpha and sanction rules.
 */
const COMPLIANCE_BY_SITE: Partial<Record<SiteKey, { menu: string[]; business: string[] }>> = {
  uk: { menu: ['derivatives', 'margin_trade', 'margin_etf_trade', 'copy_trading', 'launchpad'], business: ['button_alpha_hidden'] },
  us: { menu: ['xstocks', 'launchpad', 'web3'], business: ['button_alpha_hidden'] },
  eu: { menu: ['xstocks', 'ondo'], business: [] },
  jp: { menu: ['derivatives', 'fiat_trade', 'launchpad'], business: ['button_alpha_hidden'] },
};

export function createComplianceRoutes(): MockRoute[] {
  return [
    {
      call: 'complianceCheck',
      resolve: ({ state }) => {
        const answer = COMPLIANCE_BY_SITE[state.site] ?? { menu: [], business: [] };
        return ok({ ...answer, limit: { au_redirect: state.site === 'au', is_sanction_country: false } });
      },
      invalidBody: () => ok({ menu: 'deposit' }),
    },
  ];
}
