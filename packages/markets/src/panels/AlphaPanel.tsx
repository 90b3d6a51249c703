import { useCallback, useId, useMemo, useState } from 'react';
import { ROUTES } from '@shell/site-config';
import { ALPHA_ROW_HEIGHT, ALPHA_SKELETON_ROWS, SEARCH_DEBOUNCE_MS } from '../internal/spec';
import { useShellIntl, useShellLogger } from '@shell/api-client';
import { defaultAlphaPath, useGetAlphaByKeywordsQuery, useGetAlphaMarketsQuery, useGetWeb3ChainsQuery, useLazyGetAlphaTokenPathQuery } from '../api';
import type { AlphaSearchMarket, AlphaToken, Web3Chain } from '../api';
import { TabMenu } from '../flyout/TabMenu';
import { useMarketArgs } from '../flyout/useMarketArgs';
import { MarketListPanel } from '../list/MarketListPanel';
import type { MarketRowModel } from '../list/rowModel';
import { marketsMessages as m } from '../messages';
import { alphaRow, alphaSearchRow } from './toRows';
import { useDebouncedValue } from './useDebouncedValue';

const NO_CHAINS: readonly Web3Chain[] = Object.freeze([]);
const NO_TOKENS: readonly AlphaToken[] = Object.freeze([]);
const NO_HITS: readonly AlphaSearchMarket[] = Object.freeze([]);
const ALL_CHAINS = '';

export interface AlphaPanelProps {
  query: string;
  onQueryChange: (query: string) => void;
  onClose?: () => void;
}

/**
 * Alpha (on-chain tokens by chain), spec §4: the keyword is trimmed and debounced 1000 ms; an
 * empty keyword lists the selected chain's tokens, a keyword searches `markets_by_keywords` (with
 * the site's chain id). A row click resolves the token's page, falling back to
 * `/alpha/{chain}-{address}` when the lookup fails.
 */
export function AlphaPanel({ query, onQueryChange, onClose }: AlphaPanelProps) {
  const intl = useShellIntl();
  const logger = useShellLogger();
  const args = useMarketArgs();
  const panelId = `shell-markets-alpha-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [chain, setChain] = useState(ALL_CHAINS);
  const keyword = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const chains = useGetWeb3ChainsQuery({ site: args.site, lang: args.lang }).data ?? NO_CHAINS;
  const list = useGetAlphaMarketsQuery({ ...args, chain: chain || undefined }, { skip: keyword !== '' });
  const hits = useGetAlphaByKeywordsQuery({ keywords: keyword, site: args.site }, { skip: keyword === '' });
  const [lookupPath] = useLazyGetAlphaTokenPathQuery();

  const rows: MarketRowModel[] = useMemo(() => {
    if (keyword === '') return (list.data ?? NO_TOKENS).map(alphaRow);
    const found = hits.data ?? NO_HITS;
    return (chain ? found.filter((hit) => hit.options.web3_chain === chain) : found).map((hit) => alphaSearchRow(hit, defaultAlphaPath));
  }, [keyword, list.data, hits.data, chain]);

  const resolveHref = useCallback(
    async (row: MarketRowModel) => {
      if (!row.alphaToken) return row.href;
      try {
        return await lookupPath(row.alphaToken, true).unwrap();
      } catch (error) {
        logger.log({ level: 'warn', event: 'markets.alpha-path', source: 'AlphaPanel', reason: 'lookup-failed', detail: String(error) });
        return defaultAlphaPath(row.alphaToken);
      }
    },
    [lookupPath, logger],
  );

  const chainTabs = useMemo(
    () => [{ key: ALL_CHAINS, label: intl.formatMessage(m.allChains) }, ...chains.map((c) => ({ key: c.chain, label: c.name }))],
    [chains, intl],
  );
  const loading = keyword === '' ? list.isFetching : hits.isFetching;

  return (
    <div id={panelId}>
      <TabMenu items={chainTabs} selected={chain} onSelect={setChain} label={intl.formatMessage(m.subMenuLabel)} controls={panelId} variant="sub" />
      <MarketListPanel
        rows={rows}
        loading={loading}
        query={query}
        onQueryChange={onQueryChange}
        searchLabel={intl.formatMessage(m.alphaSearchLabel)}
        rowHeight={ALPHA_ROW_HEIGHT}
        skeletonRows={ALPHA_SKELETON_ROWS}
        entry="markets.alpha.row"
        viewAllHref={ROUTES.alpha}
        onClose={onClose}
        resolveHref={resolveHref}
      />
    </div>
  );
}
