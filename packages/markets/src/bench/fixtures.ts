import { normalizeFuturesMarkets, normalizeSpotRows } from '../api';

/** A tiny seeded generator (LCG), so every bench run ranks the same rows. */
function rng(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    // The high bits: an LCG's low bits cycle with tiny periods.
    return Math.floor((state / 2 ** 32) * n);
  };
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const QUOTES = ['USDT', 'USDT', 'USDT', 'USDC', 'BTC', 'ETH', 'TRY', 'EUR'];
const KNOWN = ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'ADA', 'TRX', 'TON', 'LINK', 'AVAX', 'DOT', 'BCH', 'LTC', 'NEAR', 'UNI', 'APT', 'ETC', 'ATOM', 'FIL', 'ARB'];

/** 2,700 positional spot rows (the spec's currency count) and their normalized markets. */
export function benchSpot(count = 2700) {
  const next = rng(7);
  const raw: unknown[] = [];
  const seen = new Set<string>();
  while (raw.length < count) {
    const base = raw.length < KNOWN.length * 3 ? (KNOWN[raw.length % KNOWN.length] as string) : Array.from({ length: 2 + next(4) }, () => LETTERS.charAt(next(26))).join('');
    const quote = QUOTES[next(QUOTES.length)] as string;
    const pair = `${base}_${quote}`;
    if (seen.has(pair) || base === quote) continue;
    seen.add(pair);
    const price = (next(1_000_000) / 100).toFixed(2);
    raw.push([pair, `${base} Token`, price, ((next(4000) - 2000) / 100).toFixed(2), String(next(1e8)), 0, 0, 'layer1,defi', price, 0, 0, 'false', `https://static.gate.example/coin/${base.toLowerCase()}.png`]);
  }
  return { raw, spot: normalizeSpotRows(raw).items };
}

/** 440 futures contracts (400 USDT-, 40 BTC-settled), normalized. */
export function benchFutures() {
  const next = rng(11);
  const list = Array.from({ length: 440 }, (_, i) => {
    const base = i < KNOWN.length ? (KNOWN[i] as string) : Array.from({ length: 3 + next(3) }, () => LETTERS.charAt(next(26))).join('');
    const settle = i % 11 === 0 ? 'btc' : 'usdt';
    return { settle, name: `${base}_${settle === 'btc' ? 'USD' : 'USDT'}_${i}`.replace(/_\d+$/, ''), coin_name: `${base} Coin`, last_price: String(next(1e5)) };
  });
  const { value } = normalizeFuturesMarkets(list);
  return [...value.USDT, ...value.BTC];
}
