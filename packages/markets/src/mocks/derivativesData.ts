import { createRng, memoize } from '@shell/mocks';
import { roundPrice } from './coins';
import { coinIcon } from './memo';
import { mockCoins } from './spotData';

/** USDT-settled perpetuals on the top coins, BTC-settled (inverse, `_USD`) on the majors. */
const USDT_FUTURES = 400;
const BTC_FUTURES = 40;

function generateFutures(seed: number) {
  const rng = createRng(seed ^ 0xf07e);
  const coins = mockCoins(seed);
  const contract = (symbol: string, quote: string, settle: string, name: string, price: number, categories: string) => ({
    settle,
    name: `${symbol}_${quote}`,
    coin_name: name,
    categories,
    is_tag_st: rng.chance(0.01) ? 1 : 0,
    icon: coinIcon(symbol),
    last_price: String(roundPrice(price * rng.float(0.995, 1.005, 4))),
    change_percentage: rng.float(-15, 22, 2).toFixed(2),
    volume_24h_quote: String(Math.round(rng.float(1e5, 2e9, 0))),
    leverage_max: settle === 'btc' ? 100 : rng.pick([20, 25, 50, 75, 100, 125]),
  });
  const usdt = coins.slice(0, USDT_FUTURES).map((coin) => contract(coin.symbol, 'USDT', 'usdt', coin.name, coin.price, coin.categories));
  const btc = coins.slice(0, BTC_FUTURES).map((coin) => contract(coin.symbol, 'USD', 'btc', coin.name, coin.price, coin.categories));
  return [...usdt, ...btc];
}

export const futuresMockData = memoize(generateFutures);

const DAY = 86400;

/**
 * USDT delivery contracts: weekly, bi-weekly, quarterly and bi-quarterly on BTC and ETH, plus
 * some alts; three list in the next days (future opening times), the rest trade already.
 * Times are offsets from now, made absolute per request so "future" stays future.
 */
function generateDelivery(seed: number) {
  const rng = createRng(seed ^ 0xde11);
  const underlyings = ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE'];
  const expiries = [7, 14, 91, 182];
  const out: { base: string; expiresIn: number; opensIn: number; price: number; change: number }[] = [];
  for (const base of underlyings) {
    const coin = mockCoins(seed).find((c) => c.symbol === base);
    for (const expiresIn of base === 'BTC' || base === 'ETH' ? expiries : expiries.slice(0, 2)) {
      out.push({ base, expiresIn: expiresIn * DAY, opensIn: 0, price: coin?.price ?? 1, change: rng.float(-8, 9, 2) });
    }
  }
  for (const [index, base] of ['BTC', 'ETH', 'SOL'].entries()) {
    const coin = mockCoins(seed).find((c) => c.symbol === base);
    out.push({ base, expiresIn: 273 * DAY, opensIn: (index + 1) * 2 * DAY + rng.int(0, 3600), price: coin?.price ?? 1, change: 0 });
  }
  return out;
}

const deliveryTemplate = memoize(generateDelivery);

function yyyymmdd(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10).replace(/-/g, '');
}

export function deliveryContractsAt(seed: number, now: number) {
  return deliveryTemplate(seed).map((item) => ({
    name: `${item.base}_USDT_${yyyymmdd(now + item.expiresIn)}`,
    underlying: `${item.base}_USDT`,
    full_name: `${item.base} USDT ${item.expiresIn <= 14 * DAY ? 'Weekly' : 'Quarterly'}`,
    is_tag_st: false,
    opening_time: item.opensIn > 0 ? now + item.opensIn : 0,
    expire_time: now + item.expiresIn,
    last_price: String(roundPrice(item.price)),
    change_percentage: item.change.toFixed(2),
    icon: coinIcon(item.base),
  }));
}

export const OPTIONS_UNDERLYINGS = ['BTC', 'ETH', 'SOL', 'XRP', 'BNB', 'DOGE'] as const;

export function optionsUnderlyingsFor(seed: number) {
  const coins = mockCoins(seed);
  return OPTIONS_UNDERLYINGS.map((base) => ({
    name: `${base}_USDT`,
    icon_url_64: coinIcon(base),
    index_price: String(coins.find((coin) => coin.symbol === base)?.price ?? 1),
  }));
}

/** Friday expiries for the next four weeks, 9 strikes around the index, calls and puts. */
export function optionsMarketsAt(seed: number, market: string, now: number) {
  const base = market.split('_')[0] ?? '';
  if (!(OPTIONS_UNDERLYINGS as readonly string[]).includes(base)) return [];
  const rng = createRng(seed ^ base.charCodeAt(0) ^ (base.charCodeAt(1) << 8));
  const index = mockCoins(seed).find((coin) => coin.symbol === base)?.price ?? 1;
  const step = 10 ** Math.floor(Math.log10(index)) / 2;
  const daysToFriday = (5 - new Date(now * 1000).getUTCDay() + 7) % 7 || 7;
  const rows = [];
  for (let week = 0; week < 4; week++) {
    const expiration = Math.floor((now + (daysToFriday + week * 7) * DAY) / DAY) * DAY + 8 * 3600;
    for (let k = -4; k <= 4; k++) {
      const strike = roundPrice(Math.round(index / step) * step + k * step);
      if (strike <= 0) continue;
      for (const type of ['call', 'put'] as const) {
        const intrinsic = Math.max(0, type === 'call' ? index - strike : strike - index);
        rows.push({
          pair: `${market}-${yyyymmdd(expiration)}-${strike}-${type === 'call' ? 'C' : 'P'}`,
          underlying: market,
          icon: coinIcon(base),
          expiration,
          strike_price: String(strike),
          type,
          last_price: String(roundPrice(intrinsic + index * rng.float(0.002, 0.04, 4))),
          change_percentage: rng.float(-40, 60, 2).toFixed(2),
        });
      }
    }
  }
  return rows;
}
