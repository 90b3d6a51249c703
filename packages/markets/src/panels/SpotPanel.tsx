import { useMemo } from 'react';
import { ROUTES } from '@shell/site-config';
import { useGetSpotMarketsQuery } from '../api';
import { rankMarkets } from '../ranking';
import type { SpotMarket } from '../api';
import { useMarketArgs } from '../flyout/useMarketArgs';
import { MarketListPanel } from '../list/MarketListPanel';
import type { MarketRowModel } from '../list/rowModel';
import { pickRemembered } from '../memory/marketMemory';
import { useListMemory } from './useListMemory';
import { spotRow } from './toRows';
import type { PanelProps, PanelView } from './views';

const NONE: readonly SpotMarket[] = Object.freeze([]);

/** Which spot pairs a sub-menu entry lists: a quote currency (`USDT`), `ST`, `ALL`, or a category. */
export function spotSubFilter(sub: string): (market: SpotMarket) => boolean {
  const upper = sub.toUpperCase();
  if (upper === '' || upper === 'ALL') return () => true;
  if (upper === 'ST') return (market) => market.isST;
  const lower = sub.toLowerCase();
  return (market) => market.curr_b === upper || market.categories.includes(lower);
}

/**
 * The spot rows of a view. A query ranks every pair by spec §5 whatever the sub-menu (the quote
 * tiers would mean nothing inside one quote's list); favourites and recent are searched in place.
 */
export function selectSpotMarkets(markets: readonly SpotMarket[], view: PanelView, query: string, remembered: readonly string[]): SpotMarket[] {
  if (view.type !== 'sub') return rankMarkets(pickRemembered(markets, remembered, (market) => market.link), query);
  if (query.trim() !== '') return rankMarkets(markets, query);
  return markets.filter(spotSubFilter(view.sub));
}

/** Spot pairs (trade flyout): every pair loaded once, filtered and ranked as the user types. */
export function SpotPanel({ view, query, filter, pending, onQueryChange, onClose }: PanelProps) {
  const args = useMarketArgs();
  const { data = NONE, isLoading } = useGetSpotMarketsQuery(args);
  const { memory, remembered } = useListMemory(view);
  const models = useMemo(() => new Map(data.map((market) => [market, spotRow(market)] as const)), [data]);
  const rows = useMemo(
    () => selectSpotMarkets(data, view, filter, remembered).map((market) => models.get(market) as MarketRowModel),
    [data, view, filter, remembered, models],
  );
  return (
    <MarketListPanel
      rows={rows}
      loading={isLoading}
      pending={pending}
      query={query}
      onQueryChange={onQueryChange}
      entry="markets.spot.row"
      viewAllHref={ROUTES.price}
      onClose={onClose}
      memory={memory}
    />
  );
}
