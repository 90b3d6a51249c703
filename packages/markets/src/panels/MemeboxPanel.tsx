import { useMemo } from 'react';
import { ROUTES } from '@shell/site-config';
import { useGetAlphaMarketsQuery, useGetMemeboxPathsQuery } from '../api';
import { searchPilot } from '../ranking';
import type { AlphaToken } from '../api';
import { useMarketArgs } from '../flyout/useMarketArgs';
import { MarketListPanel } from '../list/MarketListPanel';
import type { MarketRowModel } from '../list/rowModel';
import { memeboxRow } from './toRows';
import { subOf } from './views';
import type { PanelProps } from './views';

const NO_TOKENS: readonly AlphaToken[] = Object.freeze([]);
const NO_PATHS: Readonly<Record<string, string>> = Object.freeze({});

/** The ticker of a token (`PEPE` of `PEPE/USDT`), the key `symbol_to_path` answers by. */
export function tokenSymbol(token: AlphaToken): string {
  return (token.show_pair.split(/[/_]/)[0] ?? '').toUpperCase();
}

/**
 * Memebox tokens: the on-chain tokens that have a memebox page (`symbol_to_path`), `HOT` busiest
 * first, `NEW` smallest market cap first (the data carries no listing date), searched like pilot.
 */
export function memeboxRows(tokens: readonly AlphaToken[], paths: Readonly<Record<string, string>>, sub: string, query: string): MarketRowModel[] {
  const withPath = tokens.filter((token) => paths[tokenSymbol(token)] !== undefined);
  const sorted = sub.toUpperCase() === 'NEW' ? withPath.sort((a, b) => a.market_cap - b.market_cap) : withPath.sort((a, b) => b.volume - a.volume);
  return searchPilot(sorted, query).map((token) => memeboxRow(token, tokenSymbol(token), paths[tokenSymbol(token)] as string));
}

/** The memebox flyout: on-chain tokens first, then their page paths in one `symbol_to_path` call. */
export function MemeboxPanel({ view, query, filter, pending, onQueryChange, onClose }: PanelProps) {
  const args = useMarketArgs();
  const tokens = useGetAlphaMarketsQuery(args);
  const data = tokens.data ?? NO_TOKENS;
  const symbols = useMemo(() => [...new Set(data.map(tokenSymbol).filter(Boolean))].sort(), [data]);
  const paths = useGetMemeboxPathsQuery({ symbols }, { skip: symbols.length === 0 });
  const sub = subOf(view);
  const pathMap = paths.data ?? NO_PATHS;
  const rows = useMemo(() => memeboxRows(data, pathMap, sub, filter), [data, pathMap, sub, filter]);
  return (
    <MarketListPanel
      rows={rows}
      loading={tokens.isLoading || paths.isLoading}
      pending={pending}
      query={query}
      onQueryChange={onQueryChange}
      entry="markets.memebox.row"
      onClose={onClose}
      viewAllHref={ROUTES.memebox}
    />
  );
}
