import { useMemo } from 'react';
import { ROUTES } from '@shell/site-config';
import { emptyFuturesMarkets, FUTURES_POLLING, useGetFuturesMarketsQuery } from '../api';
import { rankMarkets } from '../ranking';
import type { FuturesContract, FuturesMarkets } from '../api';
import { useMarketArgs } from '../flyout/useMarketArgs';
import { MarketListPanel } from '../list/MarketListPanel';
import type { MarketRowModel } from '../list/rowModel';
import { pickRemembered } from '../memory/marketMemory';
import { futuresRow } from './toRows';
import { useListMemory } from './useListMemory';
import type { PanelProps, PanelView } from './views';

const EMPTY = emptyFuturesMarkets();

/**
 * The contracts of a view: `USDT` or `BTC` settled (spec §3), ranked by spec §5 when there is a
 * query; favourites and recent come from both settle lists.
 */
export function selectFuturesContracts(markets: FuturesMarkets, view: PanelView, query: string, remembered: readonly string[]): FuturesContract[] {
  if (view.type !== 'sub') return rankMarkets(pickRemembered([...markets.USDT, ...markets.BTC], remembered, (c) => c.link), query);
  const list = view.sub === 'BTC' ? markets.BTC : markets.USDT;
  return rankMarkets(list, query);
}

/** Perpetual futures (USDT- and BTC-settled), refreshed every 10 minutes while shown (spec §7). */
export function FuturesPanel({ view, query, filter, pending, onQueryChange, onClose }: PanelProps) {
  const args = useMarketArgs();
  const { data = EMPTY, isLoading } = useGetFuturesMarketsQuery(args, FUTURES_POLLING);
  const { memory, remembered } = useListMemory(view);
  const models = useMemo(() => {
    const map = new Map<FuturesContract, MarketRowModel>();
    for (const contract of [...data.USDT, ...data.BTC]) map.set(contract, futuresRow(contract));
    return map;
  }, [data]);
  const rows = useMemo(
    () => selectFuturesContracts(data, view, filter, remembered).map((contract) => models.get(contract) as MarketRowModel),
    [data, view, filter, remembered, models],
  );
  return (
    <MarketListPanel
      rows={rows}
      loading={isLoading}
      pending={pending}
      query={query}
      onQueryChange={onQueryChange}
      entry="markets.futures.row"
      viewAllHref={ROUTES.futuresCenter}
      onClose={onClose}
      memory={memory}
    />
  );
}
