import { useMemo } from 'react';
import { useFavouritesAndRecent } from '../memory/useMarketMemory';
import type { MarketListMemory } from '../list/MarketListPanel';
import type { PanelView } from './views';

const NONE: readonly string[] = Object.freeze([]);

/** Favourites / recently viewed wiring of a list panel, and the ids its view shows (if it is one of those). */
export function useListMemory(view: PanelView): { memory: MarketListMemory; remembered: readonly string[] } {
  const { favourites, recent, toggleFavourite, rememberViewed } = useFavouritesAndRecent();
  const memory = useMemo(
    () => ({ isFavourite: favourites.has, toggleFavourite, rememberViewed }),
    [favourites.has, toggleFavourite, rememberViewed],
  );
  const remembered = view.type === 'favourites' ? favourites.ids : view.type === 'recent' ? recent.ids : NONE;
  return { memory, remembered };
}
