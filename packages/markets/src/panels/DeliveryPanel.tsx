import { useMemo } from 'react';
import { ROUTES } from '@shell/site-config';
import { useGetDeliveryContractsQuery } from '../api';
import type { DeliveryContract } from '../api';
import { useMarketArgs } from '../flyout/useMarketArgs';
import { MarketListPanel } from '../list/MarketListPanel';
import { deliveryRow } from './toRows';
import type { PanelProps } from './views';

const NONE: readonly DeliveryContract[] = Object.freeze([]);

/** Delivery contracts whose name or underlying contains the query (case-insensitive); the server order otherwise. */
export function searchDelivery(contracts: readonly DeliveryContract[], query: string): DeliveryContract[] {
  const q = query.trim().toLowerCase().replace(/[\s/-]+/g, '_');
  if (q === '') return contracts.slice();
  return contracts.filter((c) => c.name.toLowerCase().includes(q) || c.underlying.toLowerCase().includes(q) || c.full_name.toLowerCase().includes(q));
}

/**
 * Delivery futures: loaded only when the DELIVERY sub-menu is chosen (spec §4), upcoming contracts
 * first (sorted by the endpoint), shared for 30 s and never refreshed (spec §7).
 */
export function DeliveryPanel({ query, filter, pending, onQueryChange, onClose }: PanelProps) {
  const { site, lang } = useMarketArgs();
  const { data = NONE, isLoading } = useGetDeliveryContractsQuery({ site, lang });
  const rows = useMemo(() => searchDelivery(data, filter).map(deliveryRow), [data, filter]);
  return (
    <MarketListPanel
      rows={rows}
      loading={isLoading}
      pending={pending}
      query={query}
      onQueryChange={onQueryChange}
      entry="markets.delivery.row"
      viewAllHref={ROUTES.futuresCenter}
      onClose={onClose}
    />
  );
}
