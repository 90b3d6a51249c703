import { createTestStore, mockBackend, mockServer } from '@shell/test-utils';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { MARKET_CALLS } from './calls';
import { memeboxPaths, onChainMockData } from '../mocks/onChainData';
import { alphaApi } from './alphaApi';
import { memeboxApi } from './memeboxApi';
import { pilotApi } from './pilotApi';
import { web3Api } from './web3Api';

const scope = { site: 'main', lang: 'en' } as const;
const token = onChainMockData(mockBackend.seed).alpha[3]!;

describe('alpha calls', () => {
  it('lists at most 100 tokens, filtered by chain when one is given', async () => {
    const { store } = createTestStore();
    const all = await store.dispatch(alphaApi.endpoints.getAlphaMarkets.initiate(scope));
    expect(all.data?.length).toBe(100);
    expect(new Set(all.data?.map((t) => t.chain)).size).toBeGreaterThanOrEqual(4);
    const solana = await store.dispatch(alphaApi.endpoints.getAlphaMarkets.initiate({ ...scope, chain: 'solana' }));
    expect(solana.data?.length).toBeGreaterThan(0);
    expect(solana.data?.every((t) => t.chain === 'solana' && t.link === `/alpha/solana-${t.address}`)).toBe(true);
  });

  it('finds tokens by keyword, sending the site chain id on regional sites', async () => {
    let sentChainId: string | null = 'unset';
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === MARKET_CALLS.alphaByKeywords.path) sentChainId = url.searchParams.get('chain_id');
    };
    mockServer.events.on('request:start', listener);
    onTestFinished(() => void mockServer.events.removeListener('request:start', listener));
    const { store } = createTestStore({ site: 'tr' });
    const { data } = await store.dispatch(alphaApi.endpoints.getAlphaByKeywords.initiate({ keywords: `  ${token.symbol} `, site: 'tr' }));
    expect(data?.[0]).toMatchObject({ title: token.symbol, options: { web3_chain: token.chain, address: token.address } });
    expect(sentChainId).toBe('177');
  });

  it('resolves a token path, and falls back to /alpha/{chain}-{address} (logged) for an unknown token', async () => {
    const { store, logger } = createTestStore();
    const known = await store.dispatch(alphaApi.endpoints.getAlphaTokenPath.initiate({ chain: token.chain, address: token.address }));
    expect(known.data).toBe(`/alpha/${token.symbol.toLowerCase()}-${token.chain}`);
    const unknown = await store.dispatch(alphaApi.endpoints.getAlphaTokenPath.initiate({ chain: 'base', address: '0xdead' }));
    expect(unknown.data).toBe('/alpha/base-0xdead');
    expect(logger.entries).toEqual([expect.objectContaining({ event: 'api.fallback', reason: 'business-code', source: 'getAlphaTokenPath' })]);
  });

  it('never turns a hostile path into a link', async () => {
    mockServer.use(http.get(`*${MARKET_CALLS.alphaTokenPath.path}`, () => HttpResponse.json({ code: 200, data: { path: '//evil.example/x' } })));
    const { store } = createTestStore();
    const { data } = await store.dispatch(alphaApi.endpoints.getAlphaTokenPath.initiate({ chain: 'eth', address: '0x1' }));
    expect(data).toBe('/alpha/eth-0x1');
  });

  it('lists the web3 chains', async () => {
    const { store } = createTestStore();
    const chains = await store.dispatch(web3Api.endpoints.getWeb3Chains.initiate(scope));
    expect(chains.data?.map((c) => c.chain)).toEqual(expect.arrayContaining(['eth', 'bsc', 'solana', 'base', 'arbitrum']));
    const eth = await store.dispatch(web3Api.endpoints.getWeb3Chains.initiate({ ...scope, chain: 'eth' }));
    expect(eth.data).toEqual([expect.objectContaining({ chain: 'eth', chain_id: 1 })]);
  });
});

describe('pilot and memebox', () => {
  it('lists ~150 pilot markets with categories, hot flags and pilot links', async () => {
    const { store } = createTestStore();
    const { data = [] } = await store.dispatch(pilotApi.endpoints.getPilotMarkets.initiate(scope));
    expect(data.length).toBe(150);
    expect(data.some((m) => m.is_hot)).toBe(true);
    expect(data[0]?.categories.length).toBeGreaterThan(0);
    expect(data[0]?.link).toBe(`/pilot/${data[0]?.seo_path}`);
  });

  it('maps known memebox symbols to their paths and leaves unknown ones out', async () => {
    const [symbol, path] = [...memeboxPaths(mockBackend.seed)][0]!;
    const { store } = createTestStore();
    const { data } = await store.dispatch(memeboxApi.endpoints.getMemeboxPaths.initiate({ symbols: [symbol, 'UNKNOWN'] }));
    expect(data).toEqual({ [symbol]: path });
  });

  it('drops memebox paths that are not site-relative', async () => {
    mockServer.use(
      http.post(`*${MARKET_CALLS.memeboxSymbolToPath.path}`, () =>
        HttpResponse.json({ code: 200, data: { GOOD: '/memebox/good', BAD: 'javascript:alert(1)', ALSO: '//evil.example' } }),
      ),
    );
    const { store, logger } = createTestStore();
    const { data } = await store.dispatch(memeboxApi.endpoints.getMemeboxPaths.initiate({ symbols: ['GOOD', 'BAD', 'ALSO'] }));
    expect(data).toEqual({ GOOD: '/memebox/good' });
    expect(logger.entries).toEqual([expect.objectContaining({ event: 'api.rows-dropped', detail: expect.objectContaining({ dropped: 2 }) })]);
  });
});
