import { CURRENCY_COUNT } from '@shell/site-config';
import { createRng, memoize } from '@shell/mocks';
import type { Rng } from '@shell/mocks';
import { CATEGORIES, inventName, inventPrice, inventTicker, KNOWN_COINS, priceText, roundPrice, SPOT_QUOTES } from './coins';
import { coinIcon } from './memo';

/** A base coin of the mock exchange. */
export interface MockCoin {
  symbol: string;
  name: string;
  /** USD price. */
  price: number;
  categories: string;
  /** Listed coins rank first by volume; invented ones after. */
  known: boolean;
}

/** Rough USD value of a quote currency, to price pairs that are not quoted in USDT. */
const QUOTE_USD: Readonly<Record<string, number>> = { USDT: 1, USDC: 1, BTC: 64250, ETH: 3120, TRY: 0.029, EUR: 1.08 };

/** How many rows are marked ST (risk warning); the spec asks for "a handful". */
const ST_ROWS = 8;

function inventCoins(rng: Rng, count: number): MockCoin[] {
  const taken = new Set(KNOWN_COINS.map(([symbol]) => symbol));
  const coins: MockCoin[] = KNOWN_COINS.map(([symbol, name, price, categories]) => ({ symbol, name, price, categories, known: true }));
  while (coins.length < count) {
    const symbol = inventTicker(rng);
    if (taken.has(symbol) || symbol.length < 2) continue;
    taken.add(symbol);
    const categories = rng.shuffle(CATEGORIES).slice(0, rng.int(1, 3)).join(',');
    coins.push({ symbol, name: inventName(symbol, rng), price: inventPrice(rng), categories, known: false });
  }
  return coins;
}

/** The coins behind the spot list (≈2,200 bases for 2,700 pairs). */
export const mockCoins = memoize((seed: number) => inventCoins(createRng(seed ^ 0xc015), 2300));

type SpotRow = [string, string, string, string, string, number, number, string, string, number, number, string, string];

function spotRow(rng: Rng, coin: MockCoin, quote: string, volumeRank: number): SpotRow {
  const quoteUsd = QUOTE_USD[quote] ?? 1;
  const price = roundPrice(coin.price / quoteUsd);
  const percent = rng.float(-18, 28, 2);
  const previous = roundPrice(price / (1 + percent / 100));
  // Listed coins trade more; volume falls off with rank so the list's natural order is by volume.
  const volume = Math.round((coin.known ? 5e8 : 4e6) / (1 + volumeRank) ** 0.9 * rng.float(0.5, 1.5, 3));
  const margin = coin.known || rng.chance(0.2);
  const multiple = margin ? rng.pick([3, 5, 10]) : 0;
  // Most pairs trade already; a few open soon (some sent in ms, as older services do).
  const opening = rng.chance(0.012) ? rng.int(3600, 14 * 86400) : rng.chance(0.5) ? -rng.int(86400, 900 * 86400) : 0;
  return [
    `${coin.symbol}_${quote}`,
    coin.name,
    priceText(price),
    percent.toFixed(2),
    String(volume),
    multiple,
    margin ? 1 : 0,
    coin.categories,
    priceText(previous),
    opening,
    margin ? multiple : 0,
    'false',
    coinIcon(coin.symbol),
  ];
}

export interface SpotMockData {
  /** Positional rows with `opening_time` relative to now (see {@link spotRowsAt}). */
  rows: SpotRow[];
}

function generateSpot(seed: number): SpotMockData {
  const rng = createRng(seed ^ 0x5907);
  const rows: SpotRow[] = [];
  const coins = mockCoins(seed);
  for (let rank = 0; rank < coins.length && rows.length < CURRENCY_COUNT; rank++) {
    const coin = coins[rank] as MockCoin;
    rows.push(spotRow(rng, coin, 'USDT', rank));
    for (const [quote, share] of SPOT_QUOTES) {
      if (quote === coin.symbol) continue;
      if (coin.known ? rng.chance(Math.min(1, share * 4)) : rng.chance(share)) rows.push(spotRow(rng, coin, quote, rank + 5));
    }
  }
  rows.length = Math.min(rows.length, CURRENCY_COUNT);
  rows.sort((a, b) => Number(b[4]) - Number(a[4]));
  // A handful of risk-warned (ST) pairs among the smaller ones.
  for (let i = 0; i < ST_ROWS; i++) (rows[rows.length - 1 - i * 37] as SpotRow)[11] = 'true';
  return { rows };
}

export const spotMockData = memoize(generateSpot);

/**
 * The rows as served now: relative opening times become absolute, and every other one in
 * milliseconds (older services send ms; the client normalizes to seconds).
 */
export function spotRowsAt(data: SpotMockData, now: number): unknown[] {
  return data.rows.map((row, index) => {
    const offset = row[9];
    if (offset === 0) return row;
    const absolute = now + offset;
    const copy = row.slice() as SpotRow;
    copy[9] = index % 2 === 0 ? absolute * 1000 : absolute;
    return copy;
  });
}
