import { useMemo } from 'react';
import { ROUTES } from '@shell/site-config';
import { emptyPreMarketLists, useGetPreMarketQuery } from '../api';
import { searchPreMarket } from '../ranking';
import { useMarketArgs } from '../flyout/useMarketArgs';
import { MarketListPanel } from '../list/MarketListPanel';
import { preMarketRow } from './toRows';
import { subOf } from './views';
import type { PanelProps } from './views';

const EMPTY = emptyPreMarketLists();

/** Sub-menu entries of the pre-market flyout: the two lists of the one response. */
export const PRE_MARKET_SUBS = Object.freeze(['PRE_MARKET', 'PREMINT'] as const);

/** Pre-market or premint listings with their hot/new tags, searched by market or currency (spec §5). */
export function PreMarketPanel({ view, query, filter, onQueryChange, onClose }: PanelProps) {
  const { site, lang } = useMarketArgs();
  const { data = EMPTY, isLoading } = useGetPreMarketQuery({ site, lang });
  const list = subOf(view) === 'PREMINT' ? data.premint : data.pre_market;
  const rows = useMemo(() => searchPreMarket(list, filter).map(preMarketRow), [list, filter]);
  return (
    <MarketListPanel
      rows={rows}
      loading={isLoading}
      query={query}
      onQueryChange={onQueryChange}
      entry="markets.preMarket.row"
      viewAllHref={ROUTES.preMarket}
      onClose={onClose}
    />
  );
}
