import { ALPHA_PAGE_SIZE } from '../internal/spec';
import type { MockDomainContext, MockRoute } from '@shell/mocks';
import { badRequest, ok } from '@shell/mocks';
import { alphaRow, chainIcon, MOCK_CHAINS, onChainMockData, pilotRow, tokenSlug } from './onChainData';
import type { MockToken } from './onChainData';
import { coinIcon } from './memo';

const SEARCH_LIMIT = 20;

function matches(token: MockToken, query: string): boolean {
  const q = query.toLowerCase();
  return token.symbol.toLowerCase().includes(q) || token.name.toLowerCase().includes(q) || token.address.toLowerCase() === q;
}

/** pilotMarkets, alphaMarkets, alphaByKeywords, alphaTokenPath, web3Chains. */
export function createOnChainRoutes({ seed }: MockDomainContext): MockRoute[] {
  return [
    {
      call: 'pilotMarkets',
      resolve: ({ url }) => {
        if (url.searchParams.get('exchange_type') !== 'PILOT_ALL') return badRequest('exchange_type=PILOT_ALL required');
        return ok(onChainMockData(seed).pilot.map(pilotRow));
      },
      invalidBody: () => ({ code: 200, message: 'success', data: {} }),
    },
    {
      call: 'alphaMarkets',
      resolve: ({ url }) => {
        const params = url.searchParams;
        if (params.get('tab') !== 'ALPHA_ALLCHAIN') return badRequest('tab=ALPHA_ALLCHAIN required');
        const chain = params.get('chain');
        const page = Math.max(1, Number(params.get('page')) || 1);
        const limit = Math.min(ALPHA_PAGE_SIZE, Math.max(1, Number(params.get('limit')) || ALPHA_PAGE_SIZE));
        const tokens = onChainMockData(seed).alpha.filter((token) => !chain || token.chain === chain);
        // Busiest first, as the real list is.
        const sorted = [...tokens].sort((a, b) => b.volume - a.volume);
        return ok({ list: sorted.slice((page - 1) * limit, page * limit).map(alphaRow), total: tokens.length, page, limit });
      },
      invalidBody: () => ({ code: 200, message: 'success', data: { list: 'tokens' } }),
    },
    {
      call: 'alphaByKeywords',
      resolve: ({ url }) => {
        const keywords = (url.searchParams.get('keywords') ?? '').trim();
        if (keywords === '') return ok([]);
        const hits = onChainMockData(seed).alpha.filter((token) => matches(token, keywords)).slice(0, SEARCH_LIMIT);
        return ok(
          hits.map((token) => ({
            market: `${token.symbol}_USDT`,
            title: token.symbol,
            sub: token.name,
            options: { web3_chain: token.chain, address: token.address, icon: coinIcon(token.symbol), chain_icon: chainIcon(token.chain) },
          })),
        );
      },
      invalidBody: () => ({ code: 200, message: 'success', data: { results: [] } }),
    },
    {
      call: 'alphaTokenPath',
      resolve: ({ url }) => {
        const chain = url.searchParams.get('chain');
        const address = url.searchParams.get('address');
        const token = onChainMockData(seed).alpha.find((t) => t.chain === chain && t.address === address);
        // Unknown tokens get the exchange's not-found code; the client falls back to /alpha/{chain}-{address}.
        if (!token) return { code: 404, message: 'token not found', data: null };
        return ok({ path: tokenSlug(token) });
      },
      // A hostile path must fail the schema, not become an href.
      invalidBody: () => ({ code: 200, message: 'success', data: { path: 'javascript:alert(1)' } }),
    },
    {
      call: 'web3Chains',
      resolve: ({ url }) => {
        const chain = url.searchParams.get('chain');
        if (!url.searchParams.get('lang')) return badRequest('lang required');
        return ok(
          MOCK_CHAINS.filter((c) => !chain || c.chain === chain).map((c) => ({ ...c, icon: chainIcon(c.chain) })),
        );
      },
      invalidBody: () => ({ code: 200, message: 'success', data: { chains: [] } }),
    },
  ];
}
