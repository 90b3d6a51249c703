import { shellApi } from '@shell/api-client';
import type { ShellStore } from '@shell/api-client';
import type { HeaderEntryKind } from './kinds';
import { futuresApi } from '../api/futuresApi';
import { spotApi } from '../api/spotApi';
import { tabsApi } from '../api/tabsApi';
import { acceptFuturesResult } from '../schemas/futures';
import type { FuturesMarkets } from '../schemas/futures';
import type { SpotMarket } from '../schemas/spot';
import type { MarketTab } from '../schemas/tabs';

/** What dispatching an endpoint's `initiate` hands back (RTK Query's QueryActionCreatorResult), as used here. */
interface StartedQuery<Data> extends PromiseLike<{ data?: Data; requestId?: string }> {
  requestId: string;
  queryCacheKey: string;
}

/** `initiate` options of a prefetch: RTK Query's `util.prefetch` without `force`. */
const PREFETCH = { subscribe: false, forceRefetch: false } as const;

/**
 * Started with PREFETCH: one list query without subscribing to it (RTK Query's `prefetch`: no subscription to
 * leak, and nothing is requested when the entry is cached or already in flight; the markets'
 * persistent cache answers inside the query function as for a mounted list). The entry is kept
 * for the API's `keepUnusedDataFor`, so an opening within that time renders from it at once.
 *
 * A prefetch that ended in the spec §8 fallback (a failure or unusable data; the query function
 * logged it) is dropped again unless a list subscribed meanwhile: kept, the opening would show the
 * fallback for minutes instead of asking again.
 */
function keepUnlessFallback<Data>(store: ShellStore, started: StartedQuery<Data>, isFallback: (data: Data) => boolean): void {
  void Promise.resolve(started).then((result) => {
    // Another request's answer (cached, or in flight when this one was skipped): not ours to drop.
    if (result.requestId !== started.requestId || result.data === undefined || !isFallback(result.data)) return;
    const subscriptions = store.dispatch(shellApi.internalActions.internal_getRTKQSubscriptions()) as unknown as {
      getSubscriptionCount(queryCacheKey: string): number;
    };
    if (subscriptions.getSubscriptionCount(started.queryCacheKey) === 0) {
      store.dispatch(shellApi.internalActions.removeQueryResult({ queryCacheKey: started.queryCacheKey as never }));
    }
  });
}

const noTabs = (tabs: MarketTab[]) => tabs.length === 0;
const noPairs = (markets: SpotMarket[]) => markets.length === 0;
const noContracts = (markets: FuturesMarkets) => acceptFuturesResult(200, markets) !== true;

/**
 * Starts loading what a market flyout shows first, with the arguments its components use (so
 * their queries find the entries): the remote tab menu, and for `trade` the spot pairs, for
 * `futures` the perpetual contracts. Other kinds get the tab menu only (their lists are small and
 * load on opening). Never throws, never subscribes.
 */
export function prefetchMarketFlyout(store: ShellStore, kind?: HeaderEntryKind): void {
  const { site, lang, referenceTime } = store.getState().shellSession;
  keepUnlessFallback(store, store.dispatch(tabsApi.endpoints.getMarketTabs.initiate({ site, lang }, PREFETCH)), noTabs);
  // The key of useMarketArgs: { site, lang, timezone }.
  const args = { site, lang, timezone: referenceTime };
  if (kind === 'trade') keepUnlessFallback(store, store.dispatch(spotApi.endpoints.getSpotMarkets.initiate(args, PREFETCH)), noPairs);
  if (kind === 'futures') keepUnlessFallback(store, store.dispatch(futuresApi.endpoints.getFuturesMarkets.initiate(args, PREFETCH)), noContracts);
}
