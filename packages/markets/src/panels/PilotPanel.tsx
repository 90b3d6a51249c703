import { useMemo } from 'react';
import { ROUTES } from '@shell/site-config';
import { useGetPilotMarketsQuery } from '../api';
import { searchPilot } from '../ranking';
import type { PilotMarket } from '../api';
import { useMarketArgs } from '../flyout/useMarketArgs';
import { MarketListPanel } from '../list/MarketListPanel';
import { pilotRow } from './toRows';
import { subOf } from './views';
import type { PanelProps } from './views';

const NONE: readonly PilotMarket[] = Object.freeze([]);

/** Which pilot tokens a sub-menu entry lists: `ALL`, `HOT`, a chain (`SOLANA`) or a category (`MEME`). */
export function pilotSubFilter(sub: string): (market: PilotMarket) => boolean {
  const upper = sub.toUpperCase();
  if (upper === '' || upper === 'ALL') return () => true;
  if (upper === 'HOT') return (market) => market.is_hot;
  const lower = sub.toLowerCase();
  return (market) => market.chain.toLowerCase() === lower || market.categories.includes(lower);
}

/** Pilot tokens by chain, hot flag or category, searched by show_pair or address (spec §5). */
export function PilotPanel({ view, query, filter, pending, onQueryChange, onClose }: PanelProps) {
  const args = useMarketArgs();
  const { data = NONE, isLoading } = useGetPilotMarketsQuery(args);
  const sub = subOf(view);
  const rows = useMemo(() => searchPilot(data.filter(pilotSubFilter(sub)), filter).map(pilotRow), [data, sub, filter]);
  return <MarketListPanel rows={rows} loading={isLoading} pending={pending} query={query} onQueryChange={onQueryChange} entry="markets.pilot.row" onClose={onClose} viewAllHref={ROUTES.pilot} />;
}
