import type { MockRoute } from '@shell/mocks';

/**
 * The bad-input scenario of the market lists (`createMockBackend({ badInput: true })`, the demo's
 * `?bad-input`): the most traded USDT rows carry a 40-character token name, a 9-digit price, a
 * four-digit change and no icon, and one more row has the longest ticker a market name may have.
 * The values are read by the demo's layout tests (apps/demo/e2e/bad-input.spec.ts) from this file.
 */
export const BAD_INPUT_MARKETS = Object.freeze({
  /** A token's display name of 40 characters (a real project's full name, with spaces). */
  tokenName: 'Decentralized Autonomous Liquidity Token',
  /** A 9-digit price, as the server writes it. */
  price: '123456789.12',
  /** A change of four digits before the point. */
  percent: '-1234.56',
  /** 32 characters: `MAX_TICKER_LENGTH` of the market schemas. */
  ticker: 'LONGESTTICKERALLOWEDBYTHESCHEMA1',
});

/** How many of the top rows get the long name and price. */
const ROWS = 5;
/** Far above any real row's volume, so these rows lead a list sorted by volume. */
const TOP_VOLUME = 9e12;

type Transform = NonNullable<MockRoute['badInput']>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Spot rows are positional (see spotData.ts): pair, name, price, percent, volume, …, icon (12). */
export const badInputSpotRows: Transform = (data) => {
  if (!Array.isArray(data)) return data;
  let dressed = 0;
  const rows = data.map((row) => {
    if (dressed >= ROWS || !Array.isArray(row) || typeof row[0] !== 'string' || !row[0].endsWith('_USDT')) return row;
    dressed += 1;
    const copy = row.slice();
    copy[1] = BAD_INPUT_MARKETS.tokenName;
    copy[2] = BAD_INPUT_MARKETS.price;
    copy[3] = BAD_INPUT_MARKETS.percent;
    copy[4] = String(TOP_VOLUME - dressed);
    copy[12] = '';
    return copy;
  });
  const template = rows.find((row) => Array.isArray(row));
  if (!Array.isArray(template)) return rows;
  const longest = template.slice();
  longest[0] = `${BAD_INPUT_MARKETS.ticker}_USDT`;
  longest[1] = BAD_INPUT_MARKETS.tokenName;
  longest[2] = BAD_INPUT_MARKETS.price;
  longest[3] = BAD_INPUT_MARKETS.percent;
  longest[4] = String(TOP_VOLUME);
  longest[12] = '';
  return [longest, ...rows];
};

/** Futures contracts: the top USDT ones with the long name, the 9-digit price and no icon, plus the longest ticker. */
export const badInputFuturesContracts: Transform = (data) => {
  if (!Array.isArray(data)) return data;
  let dressed = 0;
  const contracts = data.map((row) => {
    if (dressed >= ROWS || !isRecord(row) || row.settle !== 'usdt') return row;
    dressed += 1;
    return { ...row, coin_name: BAD_INPUT_MARKETS.tokenName, last_price: BAD_INPUT_MARKETS.price, change_percentage: BAD_INPUT_MARKETS.percent, volume_24h_quote: String(TOP_VOLUME - dressed), icon: '' };
  });
  const template = contracts.find((row) => isRecord(row) && row.settle === 'usdt');
  if (!isRecord(template)) return contracts;
  const longest = { ...template, name: `${BAD_INPUT_MARKETS.ticker}_USDT`, coin_name: BAD_INPUT_MARKETS.tokenName, last_price: BAD_INPUT_MARKETS.price, change_percentage: BAD_INPUT_MARKETS.percent, volume_24h_quote: String(TOP_VOLUME), icon: '' };
  return [longest, ...contracts];
};
