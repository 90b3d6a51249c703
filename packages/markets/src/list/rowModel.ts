/** A badge a row may carry besides ST and leverage. */
export type MarketRowTag = 'hot' | 'new' | 'call' | 'put';

/**
 * One row of any market list, whatever its source (spot, futures, delivery, options, pre-market,
 * pilot, alpha, memebox). The list component draws only this shape.
 */
export interface MarketRowModel {
  /** Unique in its list and stable across filtering: the row's React key and option id. */
  id: string;
  /** Site path without language prefix (`/trade/BTC_USDT`); the list adds the prefix. */
  href: string;
  /** What the page's last route segment must equal for the row to be the active one. */
  activeKey: string;
  /** `BTC/USDT`, `BTC_USDT_20251226`, `PEPE/USDT`. */
  title: string;
  /** Full name, chain or shortened address; '' for none. */
  subtitle: string;
  /** Icon URL from data (checked and cache-busted when drawn); '' for none. */
  icon: string;
  /** Last price in {@link quote}; null when the source has none. */
  price: number | null;
  /** Currency of the price (`USDT`, `BTC`, `TRY`); prices in USDT convert to the chosen fiat. */
  quote: string;
  /** Change in percent (`-1.25`); null when the source has none. */
  percent: number | null;
  /** 24 h volume in the quote currency; null when the source has none. */
  volume: number | null;
  /** Leverage multiple; 0 for none. */
  leverage: number;
  isST: boolean;
  tags: readonly MarketRowTag[];
  /** Set when the row can be starred: the id kept in favourites and recently viewed (its link). */
  memoryId?: string;
  /** Alpha rows: the token whose page path is looked up on click (spec §4). */
  alphaToken?: { chain: string; address: string };
}
