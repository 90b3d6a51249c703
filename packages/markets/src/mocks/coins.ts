import type { Rng } from '@shell/mocks';

/** Real-looking listed coins: ticker, name, approximate USD price, categories. */
export const KNOWN_COINS: readonly (readonly [string, string, number, string])[] = [
  ['BTC', 'Bitcoin', 64250, 'layer1,pow'],
  ['ETH', 'Ethereum', 3120, 'layer1,smart-contract'],
  ['SOL', 'Solana', 148.2, 'layer1'],
  ['XRP', 'XRP', 0.52, 'payments'],
  ['BNB', 'BNB', 585, 'layer1,exchange'],
  ['DOGE', 'Dogecoin', 0.124, 'meme,pow'],
  ['ADA', 'Cardano', 0.38, 'layer1'],
  ['TRX', 'TRON', 0.121, 'layer1'],
  ['TON', 'Toncoin', 6.85, 'layer1'],
  ['AVAX', 'Avalanche', 27.4, 'layer1'],
  ['LINK', 'Chainlink', 13.9, 'oracle,defi'],
  ['DOT', 'Polkadot', 6.1, 'layer0'],
  ['SHIB', 'Shiba Inu', 0.0000172, 'meme'],
  ['LTC', 'Litecoin', 71.3, 'pow,payments'],
  ['BCH', 'Bitcoin Cash', 372, 'pow,payments'],
  ['UNI', 'Uniswap', 7.9, 'defi,dex'],
  ['ATOM', 'Cosmos', 6.4, 'layer0'],
  ['XLM', 'Stellar', 0.094, 'payments'],
  ['NEAR', 'NEAR Protocol', 5.2, 'layer1,ai'],
  ['APT', 'Aptos', 6.7, 'layer1'],
  ['ARB', 'Arbitrum', 0.71, 'layer2'],
  ['OP', 'Optimism', 1.62, 'layer2'],
  ['FIL', 'Filecoin', 4.1, 'storage,depin'],
  ['ETC', 'Ethereum Classic', 21.8, 'layer1,pow'],
  ['ICP', 'Internet Computer', 8.3, 'layer1'],
  ['HBAR', 'Hedera', 0.071, 'layer1'],
  ['INJ', 'Injective', 21.5, 'defi,layer1'],
  ['SUI', 'Sui', 0.92, 'layer1'],
  ['SEI', 'Sei', 0.33, 'layer1'],
  ['TIA', 'Celestia', 6.2, 'modular'],
  ['PEPE', 'Pepe', 0.0000089, 'meme'],
  ['WIF', 'dogwifhat', 2.1, 'meme,solana-eco'],
  ['BONK', 'Bonk', 0.0000215, 'meme,solana-eco'],
  ['FLOKI', 'Floki', 0.000162, 'meme'],
  ['GT', 'GateToken', 8.9, 'exchange'],
  ['RENDER', 'Render', 7.1, 'ai,depin'],
  ['IMX', 'Immutable', 1.48, 'gamefi,layer2'],
  ['STX', 'Stacks', 1.71, 'layer2,btc-eco'],
  ['MKR', 'Maker', 2450, 'defi'],
  ['AAVE', 'Aave', 92.4, 'defi,lending'],
  ['GRT', 'The Graph', 0.19, 'ai,indexing'],
  ['LDO', 'Lido DAO', 1.86, 'defi,staking'],
  ['CRV', 'Curve DAO', 0.31, 'defi,dex'],
  ['SNX', 'Synthetix', 1.95, 'defi'],
  ['COMP', 'Compound', 51.2, 'defi,lending'],
  ['SAND', 'The Sandbox', 0.33, 'gamefi,metaverse'],
  ['MANA', 'Decentraland', 0.35, 'gamefi,metaverse'],
  ['AXS', 'Axie Infinity', 5.9, 'gamefi'],
  ['APE', 'ApeCoin', 0.93, 'nft,meme'],
  ['GALA', 'Gala', 0.024, 'gamefi'],
  ['ENS', 'Ethereum Name Service', 24.1, 'infrastructure'],
  ['DYDX', 'dYdX', 1.45, 'defi,dex'],
  ['BLUR', 'Blur', 0.21, 'nft'],
  ['JUP', 'Jupiter', 0.86, 'defi,solana-eco'],
  ['PYTH', 'Pyth Network', 0.38, 'oracle'],
  ['WLD', 'Worldcoin', 2.2, 'ai'],
  ['ORDI', 'ORDI', 34.5, 'brc20,btc-eco'],
  ['FET', 'Fetch.ai', 1.28, 'ai'],
  ['TAO', 'Bittensor', 318, 'ai'],
  ['KAS', 'Kaspa', 0.165, 'layer1,pow'],
  ['ALGO', 'Algorand', 0.15, 'layer1'],
  ['VET', 'VeChain', 0.024, 'layer1,supply-chain'],
  ['EGLD', 'MultiversX', 30.2, 'layer1'],
  ['XTZ', 'Tezos', 0.74, 'layer1'],
  ['EOS', 'EOS', 0.55, 'layer1'],
  ['FLOW', 'Flow', 0.62, 'layer1,nft'],
  ['CHZ', 'Chiliz', 0.071, 'fan-token'],
  ['QNT', 'Quant', 68.4, 'interoperability'],
  ['THETA', 'Theta Network', 1.38, 'video,depin'],
  ['ZEC', 'Zcash', 33.6, 'privacy,pow'],
  ['DASH', 'Dash', 25.1, 'payments,pow'],
  ['KSM', 'Kusama', 21.7, 'layer0'],
  ['1INCH', '1inch', 0.29, 'defi,dex'],
  ['GMX', 'GMX', 23.4, 'defi,dex'],
  ['MINA', 'Mina', 0.47, 'layer1,zk'],
  ['ROSE', 'Oasis', 0.071, 'privacy,layer1'],
  ['CFX', 'Conflux', 0.14, 'layer1'],
  ['ENA', 'Ethena', 0.34, 'defi,stablecoin'],
  ['ONDO', 'Ondo', 0.82, 'rwa'],
  ['PENDLE', 'Pendle', 3.9, 'defi'],
  ['STRK', 'Starknet', 0.41, 'layer2,zk'],
  ['ZK', 'ZKsync', 0.13, 'layer2,zk'],
  ['NOT', 'Notcoin', 0.0083, 'gamefi,ton-eco'],
  ['TRUMP', 'Official Trump', 9.8, 'meme'],
  ['POPCAT', 'Popcat', 0.92, 'meme,solana-eco'],
  ['XMR', 'Monero', 168, 'privacy,pow'],
];

/** Quotes, with the share of bases that also trade against them. USDT always. */
export const SPOT_QUOTES: readonly (readonly [string, number])[] = [
  ['USDC', 0.22],
  ['BTC', 0.06],
  ['ETH', 0.04],
  ['TRY', 0.05],
  ['EUR', 0.03],
];

export const CATEGORIES = ['layer1', 'layer2', 'defi', 'meme', 'ai', 'gamefi', 'rwa', 'depin', 'nft', 'dex', 'storage', 'privacy', 'socialfi'] as const;

const CONSONANTS = 'BCDFGHJKLMNPQRSTVWXZ';
const VOWELS = 'AEIOUY';
const SUFFIXES = ['', '', '', 'X', 'AI', 'FI', 'DAO', 'INU', 'CAT'];

/** A pronounceable made-up ticker such as `KOVA`, `ZIRFI` or `MEPINU`. */
export function inventTicker(rng: Rng): string {
  const syllables = rng.int(1, 2);
  let ticker = '';
  for (let i = 0; i < syllables; i++) ticker += rng.pick([...CONSONANTS]) + rng.pick([...VOWELS]);
  if (rng.chance(0.5)) ticker += rng.pick([...CONSONANTS]);
  return (ticker + rng.pick(SUFFIXES)).slice(0, 8);
}

/** A name that reads like a project's, from its ticker. */
export function inventName(ticker: string, rng: Rng): string {
  const word = ticker.charAt(0) + ticker.slice(1).toLowerCase();
  return `${word} ${rng.pick(['Protocol', 'Network', 'Finance', 'Token', 'Chain', 'Labs', 'AI', 'Coin'])}`;
}

/** Log-uniform price between 1e-7 and 50, with sensible precision. */
export function inventPrice(rng: Rng): number {
  return roundPrice(10 ** rng.float(-7, 1.7, 4));
}

export function roundPrice(price: number): number {
  const digits = price >= 100 ? 2 : price >= 1 ? 4 : Math.min(12, 4 - Math.floor(Math.log10(price)));
  return Number(price.toFixed(digits));
}

/** Prices as the exchange sends them: strings without exponent notation. */
export function priceText(price: number): string {
  if (price >= 1e-6) return String(price);
  return price.toFixed(12).replace(/0+$/, '');
}
