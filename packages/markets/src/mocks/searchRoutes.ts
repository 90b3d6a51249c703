import type { MockDomainContext, MockRoute } from '@shell/mocks';
import { badRequest, ok } from '@shell/mocks';
import { APP_LANGUAGE_HEADER, APP_TYPE_HEADER, BUILD_NUMBER_HEADER } from '../api/headers';
import { marketTabsFor, tabSearchMenusFor } from './menusData';
import { memeboxPaths, onChainMockData, preMarketMockData } from './onChainData';
import { mockCoins } from './spotData';

const KEYWORD_LIMIT = 30;

function keywordResults(seed: number, keyword: string) {
  const q = keyword.toLowerCase();
  const hit = (symbol: string, name: string) => symbol.toLowerCase().includes(q) || name.toLowerCase().includes(q);
  const results: { type: string; market: string; title: string; sub: string }[] = [];
  for (const coin of mockCoins(seed)) {
    if (hit(coin.symbol, coin.name)) {
      results.push({ type: 'spot', market: `${coin.symbol}_USDT`, title: `${coin.symbol}/USDT`, sub: coin.name });
      if (results.length >= KEYWORD_LIMIT / 2) break;
    }
  }
  for (const token of onChainMockData(seed).alpha) {
    if (hit(token.symbol, token.name)) results.push({ type: 'alpha', market: `${token.symbol}_USDT`, title: token.symbol, sub: token.name });
  }
  for (const token of onChainMockData(seed).pilot) {
    if (hit(token.symbol, token.name)) results.push({ type: 'pilot', market: `${token.symbol}_USDT`, title: token.symbol, sub: token.name });
  }
  const preMarket = preMarketMockData(seed);
  for (const item of [...preMarket.premint, ...preMarket.pre_market]) {
    if (hit(item.currency, item.full_name)) results.push({ type: 'pre_market', market: item.market, title: item.currency, sub: item.full_name });
  }
  return results.slice(0, KEYWORD_LIMIT);
}

/** marketTabs, tabSearchMenus, keywordSearch, memeboxSymbolToPath. */
export function createSearchRoutes({ seed }: MockDomainContext): MockRoute[] {
  return [
    {
      call: 'marketTabs',
      resolve: ({ url, request }) => {
        const lang = request.headers.get(APP_LANGUAGE_HEADER);
        if (url.searchParams.get('area') !== 'web_trade') return badRequest('area=web_trade required');
        if (!lang || !request.headers.get(APP_TYPE_HEADER) || !request.headers.get(BUILD_NUMBER_HEADER)) {
          return badRequest('app language, app type and build number headers required');
        }
        return ok(marketTabsFor(lang));
      },
      invalidBody: () => ({ code: 200, message: 'success', data: { tabs: [] } }),
    },
    {
      call: 'tabSearchMenus',
      resolve: ({ url }) => ok(tabSearchMenusFor(url.searchParams.get('lang') ?? 'en')),
      invalidBody: () => ({ code: 200, message: 'success', data: 'menus' }),
    },
    {
      call: 'keywordSearch',
      resolve: ({ url }) => {
        const keyword = (url.searchParams.get('keyword') ?? '').trim();
        return ok(keyword === '' ? [] : keywordResults(seed, keyword));
      },
      invalidBody: () => ({ code: 200, message: 'success', data: { hits: [] } }),
    },
    {
      call: 'memeboxSymbolToPath',
      resolve: async ({ request }) => {
        let body: unknown;
        try {
          body = await request.json();
        } catch {
          return badRequest('JSON body required');
        }
        const symbols = (body as { symbols?: unknown }).symbols;
        if (!Array.isArray(symbols)) return badRequest('symbols[] required');
        const known = memeboxPaths(seed);
        const data: Record<string, string> = {};
        for (const symbol of symbols) {
          const path = typeof symbol === 'string' ? known.get(symbol.toUpperCase()) : undefined;
          if (path) data[symbol as string] = path;
        }
        return ok(data);
      },
      invalidBody: () => ({ code: 200, message: 'success', data: 'paths' }),
    },
  ];
}
