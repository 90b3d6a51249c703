import type { MockDomainContext, MockRoute } from '@shell/mocks';
import { badRequest, ok } from '@shell/mocks';
import { APP_LANGUAGE_HEADER, APP_TYPE_HEADER, BUILD_NUMBER_HEADER } from '../api/headers';
import { marketTabsFor } from './menusData';
import { memeboxPaths } from './onChainData';

/** marketTabs, memeboxSymbolToPath. */
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
