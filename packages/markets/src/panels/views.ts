/** What a market panel lists: one sub-menu entry, or the user's favourites or recently viewed. */
export type PanelView = { type: 'sub'; sub: string } | { type: 'favourites' } | { type: 'recent' };

/**
 * Props every list panel of a flyout takes. `query` is the search field's text as typed; `view`
 * and `filter` are what the list shows, which trail the tabs and the field by one deferred render
 * (`useDeferredValue`) so a keystroke or a tab click paints before the list is recomputed.
 */
export interface PanelProps {
  view: PanelView;
  query: string;
  /** The query the rows are filtered by: `query`, once React has had time to render the list. */
  filter: string;
  /** The flyout's remote sub-menu is still loading, so `view` may be about to change. */
  pending: boolean;
  onQueryChange: (query: string) => void;
  onClose?: () => void;
}

/** The sub-menu entry of a view ('' for favourites and recent). */
export function subOf(view: PanelView): string {
  return view.type === 'sub' ? view.sub : '';
}
