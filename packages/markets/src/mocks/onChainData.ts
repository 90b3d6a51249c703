import { createRng, memoize } from '@shell/mocks';
import type { Rng } from '@shell/mocks';
import { inventName, inventPrice, inventTicker, priceText } from './coins';
import { coinIcon, ICON_HOST } from './memo';

/** Chains of the alpha and pilot lists, with the numeric ids the web3 chain list reports. */
export const MOCK_CHAINS = [
  { chain: 'eth', name: 'Ethereum', chain_id: 1 },
  { chain: 'bsc', name: 'BNB Chain', chain_id: 56 },
  { chain: 'solana', name: 'Solana', chain_id: 501 },
  { chain: 'base', name: 'Base', chain_id: 8453 },
  { chain: 'arbitrum', name: 'Arbitrum', chain_id: 42161 },
  { chain: 'ton', name: 'TON', chain_id: 607 },
] as const;

export type MockChain = (typeof MOCK_CHAINS)[number]['chain'];

export function chainIcon(chain: string): string {
  return `${ICON_HOST}/chain/${chain}.svg`;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** An address in the chain's own format: base58 on Solana, `EQ…` on TON, 0x-hex elsewhere. */
export function inventAddress(rng: Rng, chain: string): string {
  if (chain === 'solana') {
    let out = '';
    for (let i = 0; i < 44; i++) out += BASE58.charAt(rng.int(0, BASE58.length - 1));
    return out;
  }
  if (chain === 'ton') return `EQ${rng.hex(46)}`;
  return `0x${rng.hex(40)}`;
}

export interface MockToken {
  symbol: string;
  name: string;
  chain: MockChain;
  address: string;
  price: number;
  change: number;
  volume: number;
  marketCap: number;
  categories: string;
  hot: boolean;
}

function inventTokens(rng: Rng, count: number, chains: readonly MockChain[], taken: Set<string>): MockToken[] {
  const tokens: MockToken[] = [];
  while (tokens.length < count) {
    const symbol = inventTicker(rng);
    if (taken.has(symbol)) continue;
    taken.add(symbol);
    const chain = chains[tokens.length % chains.length] as MockChain;
    const price = inventPrice(rng);
    tokens.push({
      symbol,
      name: inventName(symbol, rng),
      chain,
      address: inventAddress(rng, chain),
      price,
      change: rng.float(-45, 180, 2),
      volume: Math.round(rng.float(2e4, 4e7, 0)),
      marketCap: Math.round(rng.float(1e5, 9e8, 0)),
      categories: rng.shuffle(['meme', 'ai', 'gamefi', 'defi', 'socialfi']).slice(0, rng.int(1, 2)).join(','),
      hot: rng.chance(0.12),
    });
  }
  return tokens;
}

const ALPHA_CHAINS: readonly MockChain[] = ['eth', 'bsc', 'solana', 'base', 'arbitrum'];
const PILOT_CHAINS: readonly MockChain[] = ['solana', 'eth', 'bsc', 'base', 'ton'];

/** ≈60 alpha tokens per chain (300) and 150 pilot tokens, with disjoint tickers. */
export const onChainMockData = memoize((seed: number) => {
  const rng = createRng(seed ^ 0xa1fa);
  const taken = new Set<string>();
  const alpha = inventTokens(rng, 300, ALPHA_CHAINS, taken);
  const pilot = inventTokens(rng, 150, PILOT_CHAINS, taken);
  return { alpha, pilot };
});

export function alphaRow(token: MockToken) {
  return {
    address: token.address,
    chain: token.chain,
    show_pair: `${token.symbol}/USDT`,
    pair: `${token.symbol}_USDT`,
    icon: coinIcon(token.symbol),
    chain_icon: chainIcon(token.chain),
    price: priceText(token.price),
    change_percentage: token.change.toFixed(2),
    volume: String(token.volume),
    market_cap: String(token.marketCap),
  };
}

/** The token page slug the path lookup answers with (`kova-solana`). */
export function tokenSlug(token: MockToken): string {
  return `${token.symbol.toLowerCase()}-${token.chain}`;
}

export function pilotRow(token: MockToken) {
  return {
    address: token.address,
    show_pair: `${token.symbol}/USDT`,
    icon: coinIcon(token.symbol),
    chain: token.chain,
    chain_icon: chainIcon(token.chain),
    seo_path: `${token.symbol.toLowerCase()}-${token.address.slice(0, 6).toLowerCase()}`,
    is_hot: token.hot ? 1 : 0,
    cate: token.categories,
    price: priceText(token.price),
    change_percentage: token.change.toFixed(2),
    volume: String(token.volume),
  };
}

/** Pre-market and premint listings: coins not trading yet, some tagged hot or new. */
export const preMarketMockData = memoize((seed: number) => {
  const rng = createRng(seed ^ 0x9e3a);
  const taken = new Set([...onChainMockData(seed).alpha, ...onChainMockData(seed).pilot].map((t) => t.symbol));
  const make = (count: number) =>
    inventTokens(rng, count, ['eth'], taken).map((token) => {
      const tags: string[] = [];
      if (rng.chance(0.25)) tags.push('hot');
      if (rng.chance(0.3)) tags.push('new');
      return {
        currency: token.symbol,
        market: `${token.symbol}_USDT`,
        full_name: token.name,
        icon: coinIcon(token.symbol),
        tags,
        last_price: priceText(token.price),
        change_percentage: token.change.toFixed(2),
      };
    });
  return { premint: make(12), pre_market: make(26) };
});

/** Memebox: the meme-tagged alpha tokens have a memebox page. */
function collectMemeboxPaths(seed: number): Map<string, string> {
  const paths = new Map<string, string>();
  for (const token of onChainMockData(seed).alpha) {
    if (token.categories.includes('meme')) paths.set(token.symbol, `/memebox/${tokenSlug(token)}`);
  }
  return paths;
}

export const memeboxPaths = memoize(collectMemeboxPaths);
