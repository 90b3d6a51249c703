import { corpusAt, HOSTILE } from '@shell/mocks';
import type { HostileTransform } from '@shell/mocks';

/**
 * The hostile scenario of the market lists (`createMockBackend({ hostileRound })`, the demo's
 * `?hostile=<n>`). Every round carries the whole corpus:
 * - one row per hostile market name (`HOSTILE.marketSymbols`: `../`, `%2e%2e`, `?`, `#`, `/` in
 *   the pair or contract name), each the most traded of its list so it would sit on top: the
 *   client must drop it (not a plausible symbol) or at least keep its route in its section;
 * - the top real rows with a corpus text as display name and a hostile image URL as icon (same-site
 *   paths such as `/logout` included): the row shows, its name as text and its icon as the
 *   placeholder, with no request.
 */

const text = (index: number) => corpusAt(HOSTILE.texts, index);
const image = (index: number) => corpusAt(HOSTILE.images, index);

/** Far above any real row's volume, so hostile rows lead a list sorted by volume. */
const TOP_VOLUME = 9e12;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Spot rows are positional (see spotData.ts): pair, name, price, percent, volume, …, icon (12). */
export const hostileSpotRows: HostileTransform = (data) => {
  if (!Array.isArray(data)) return data;
  const hostile = HOSTILE.marketSymbols.map((pair, index) => [pair, text(index), '1', '1.5', String(TOP_VOLUME - index), 3, 1, 'hot', '1', 0, 3, 'false', image(index)]);
  const dressed = data.map((row, index) => {
    if (!Array.isArray(row) || index >= HOSTILE.images.length) return row;
    const copy = row.slice();
    copy[1] = text(index);
    copy[4] = String(TOP_VOLUME / 2 - index);
    copy[12] = image(index);
    return copy;
  });
  return [...hostile, ...dressed];
};

/** Futures contracts: a hostile name (in the USDT and the BTC list) and hostile icons on the top real ones. */
export const hostileFuturesContracts: HostileTransform = (data) => {
  if (!Array.isArray(data)) return data;
  const hostile = HOSTILE.marketSymbols.flatMap((name, index) =>
    ['usdt', 'btc'].map((settle) => ({ settle, name, coin_name: text(index), categories: 'hot', is_tag_st: 0, icon: image(index), last_price: '1', change_percentage: '1', volume_24h_quote: String(TOP_VOLUME - index), leverage_max: 10 })),
  );
  // A plausible name under a hostile settle currency: grouped nowhere (only usdt and btc are lists).
  const settles = ['..', '../usdt', 'usdt/..', '%2e%2e'].map((settle, index) => ({ settle, name: 'BTC_USDT', coin_name: text(index), icon: image(index), last_price: '1', change_percentage: '1', volume_24h_quote: String(TOP_VOLUME), leverage_max: 10 }));
  const dressed = data.map((row, index) => (isRecord(row) && index < HOSTILE.images.length ? { ...row, coin_name: text(index), icon: image(index) } : row));
  return [...hostile, ...settles, ...dressed];
};

/** Delivery contracts: a hostile name each, and hostile icons on the real ones. */
export const hostileDeliveryContracts: HostileTransform = (data) => {
  if (!Array.isArray(data)) return data;
  const hostile = HOSTILE.marketSymbols.map((name, index) => ({ name, underlying: 'BTC_USDT', full_name: text(index), is_tag_st: false, last_price: '1', change_percentage: '1', icon: image(index) }));
  const dressed = data.map((row, index) => (isRecord(row) ? { ...row, full_name: text(index), icon: image(index) } : row));
  return [...hostile, ...dressed];
};
