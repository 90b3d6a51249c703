/** What a market panel lists: one sub-menu entry, or the user's favourites or recently viewed. */
export type PanelView = { type: 'sub'; sub: string } | { type: 'favourites' } | { type: 'recent' };

/** Props every list panel of a flyout takes. */
export interface PanelProps {
  view: PanelView;
  query: string;
  onQueryChange: (query: string) => void;
  onClose?: () => void;
}

/** The sub-menu entry of a view ('' for favourites and recent). */
export function subOf(view: PanelView): string {
  return view.type === 'sub' ? view.sub : '';
}
