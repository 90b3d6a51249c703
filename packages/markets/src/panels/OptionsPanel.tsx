import { useMemo } from 'react';
import { optionsRoute } from '@shell/site-config';
import { useGetOptionsMarketsQuery, useGetOptionsUnderlyingQuery } from '../api';
import { searchOptions } from '../ranking';
import type { OptionsMarket, OptionsUnderlying } from '../api';
import { useMarketArgs } from '../flyout/useMarketArgs';
import { MarketListPanel } from '../list/MarketListPanel';
import { optionsRow } from './toRows';
import { subOf } from './views';
import type { PanelProps } from './views';

const NO_UNDERLYINGS: readonly OptionsUnderlying[] = Object.freeze([]);
const NO_MARKETS: readonly OptionsMarket[] = Object.freeze([]);

/** The underlying (`BTC_USDT`) of a sub-menu entry (`BTC`), or the first one when none is chosen. */
export function underlyingFor(sub: string, underlyings: readonly OptionsUnderlying[]): string | undefined {
  const upper = sub.toUpperCase();
  if (upper === '') return underlyings[0]?.name;
  const known = underlyings.find((u) => u.base.toUpperCase() === upper || u.name.toUpperCase() === upper);
  if (known) return known.name;
  return upper.includes('_') ? upper : `${upper}_USDT`;
}

/** Option contracts of one underlying, searched on the pair without underscores (spec §5). */
export function OptionsPanel({ view, query, filter, pending, onQueryChange, onClose }: PanelProps) {
  const { site, lang } = useMarketArgs();
  const underlyings = useGetOptionsUnderlyingQuery({ site, lang });
  const market = underlyingFor(subOf(view), underlyings.data ?? NO_UNDERLYINGS);
  const markets = useGetOptionsMarketsQuery({ market: market ?? '', site }, { skip: market === undefined });
  const data = markets.data ?? NO_MARKETS;
  const rows = useMemo(() => searchOptions(data, filter).map(optionsRow), [data, filter]);
  return (
    <MarketListPanel
      rows={rows}
      loading={underlyings.isLoading || markets.isLoading}
      pending={pending}
      query={query}
      onQueryChange={onQueryChange}
      entry="markets.options.row"
      viewAllHref={optionsRoute(market ?? 'BTC_USDT')}
      onClose={onClose}
    />
  );
}
