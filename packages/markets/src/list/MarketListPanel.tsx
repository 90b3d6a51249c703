import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, UIEvent } from 'react';
import { List, useListRef } from 'react-window';
import { withLang } from '@shell/site-config';
import { MARKET_LIST_HEIGHT, MARKET_LIST_OVERSCAN, MARKET_ROW_HEIGHT, MARKET_SKELETON_ROWS, SCROLL_DEBOUNCE_MS, VIEW_ALL_SCROLL_THRESHOLD } from '../internal/spec';
import { useShellIntl, useShellSession } from '@shell/api-client';
import { ShellLink, useImageSrc, useShellAnalytics, useShellHost, useSafeNavigate } from '@shell/ui';
import { marketsMessages as m } from '../messages';
import { MarketRow, optionId } from './MarketRow';
import type { MarketRowSharedProps } from './MarketRow';
import type { MarketRowModel } from './rowModel';
import { useDebouncedFlag } from './useDebouncedFlag';
import { useMarketFormat } from './useMarketFormat';

/** Starring and "recently viewed" for the rows of a list that supports them. */
export interface MarketListMemory {
  isFavourite: (id: string) => boolean;
  toggleFavourite: (id: string) => void;
  rememberViewed: (id: string) => void;
}

export interface MarketListPanelProps {
  rows: readonly MarketRowModel[];
  /** True while the list's data is loading: skeleton rows instead of the empty state. */
  loading: boolean;
  /**
   * True while something that decides which rows to show is still loading (the flyout's remote
   * sub-menu): skeleton rows instead of `rows`, which that answer is about to replace.
   */
  pending?: boolean;
  query: string;
  onQueryChange: (query: string) => void;
  /** Placeholder and accessible name of the search field. */
  searchLabel?: string;
  /** Accessible name of the listbox. */
  listLabel?: string;
  /** Slot height (58; alpha 49). */
  rowHeight?: number;
  /** Skeleton rows while loading (10; alpha 8). */
  skeletonRows?: number;
  /** Analytics entry of the rows, e.g. `markets.spot.row`. */
  entry: string;
  /** Target of the "View all" link (no language prefix); none when absent. */
  viewAllHref?: string;
  /** Closes the flyout (Escape, and after a row opened). */
  onClose?: () => void;
  memory?: MarketListMemory;
  /** Resolves where a row leads at click time (alpha path lookup); the row's href otherwise. */
  resolveHref?: (row: MarketRowModel) => Promise<string>;
}

/** Rows one PageUp/PageDown moves: a screenful. */
const PAGE_ROWS = Math.floor(MARKET_LIST_HEIGHT / MARKET_ROW_HEIGHT);
const NO_MEMORY: MarketListMemory = { isFavourite: () => false, toggleFavourite: () => {}, rememberViewed: () => {} };
const NO_ROWS: readonly MarketRowModel[] = Object.freeze([]);

/** The active option: a row id, for the query it was picked under. */
interface ActiveOption {
  query: string;
  id: string;
}

/**
 * A market search field over a virtual list (react-window), following the WAI-ARIA combobox
 * pattern with a listbox popup: focus stays in the field, arrows move the active option (the list
 * scrolls to it), Enter opens it, Shift+Enter stars it, Escape closes the flyout. The list keeps
 * at most a screenful plus overscan of rows in the DOM, keyed by row id, never by index.
 */
export function MarketListPanel({
  rows: listRows,
  loading,
  pending = false,
  query,
  onQueryChange,
  searchLabel,
  listLabel,
  rowHeight = MARKET_ROW_HEIGHT,
  skeletonRows = MARKET_SKELETON_ROWS,
  entry,
  viewAllHref,
  onClose,
  memory = NO_MEMORY,
  resolveHref,
}: MarketListPanelProps) {
  const intl = useShellIntl();
  const { lang } = useShellSession();
  const host = useShellHost();
  const imageSrc = useImageSrc();
  const format = useMarketFormat();
  const navigate = useSafeNavigate();
  const report = useShellAnalytics();
  const listId = `shell-markets-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const listRef = useListRef(null);
  const rows = pending ? NO_ROWS : listRows;
  // The active option is a row, not a slot: it stays on its pair when the rows are refreshed
  // (prices polled, the list re-fetched, a deferred render landing) and when another tab lists the
  // pair too; it is dropped when the query changes or its pair leaves the list.
  const [active, setActive] = useState<ActiveOption | null>(null);
  const activeIndex = useMemo(
    () => (active && active.query === query ? rows.findIndex((row) => row.id === active.id) : -1),
    [active, query, rows],
  );
  // A refresh may move the active row: keep it in view (and so in the DOM, which
  // `aria-activedescendant` needs).
  const shownIndex = useRef(activeIndex);
  useEffect(() => {
    if (activeIndex >= 0 && activeIndex !== shownIndex.current) listRef.current?.scrollToRow({ index: activeIndex, align: 'smart' });
    shownIndex.current = activeIndex;
  }, [activeIndex, listRef]);
  const [scrolledPast, updateScrolledPast] = useDebouncedFlag(SCROLL_DEBOUNCE_MS);
  // The icon cache-buster day, fixed for the life of the list so re-renders never change a src.
  const [iconDay] = useState(() => new Date());
  const opening = useRef(false);

  const open = useCallback(
    async (row: MarketRowModel) => {
      if (opening.current) return;
      opening.current = true;
      try {
        if (row.memoryId) memory.rememberViewed(row.memoryId);
        const target = withLang(resolveHref ? await resolveHref(row) : row.href, lang);
        report(entry, target);
        navigate(target, { source: entry });
        onClose?.();
      } finally {
        opening.current = false;
      }
    },
    [memory, resolveHref, lang, report, entry, navigate, onClose],
  );

  const onRowClick = useCallback(
    (row: MarketRowModel, event: MouseEvent<HTMLAnchorElement>) => {
      // A modified click opens a new tab as links do; nothing to resolve or close then.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      if (resolveHref) {
        event.preventDefault();
        void open(row);
        return;
      }
      if (row.memoryId) memory.rememberViewed(row.memoryId);
      onClose?.();
    },
    [resolveHref, open, memory, onClose],
  );

  const moveTo = useCallback(
    (index: number) => {
      if (rows.length === 0) return;
      const next = Math.max(0, Math.min(rows.length - 1, index));
      setActive({ query, id: (rows[next] as MarketRowModel).id });
      shownIndex.current = next;
      listRef.current?.scrollToRow({ index: next, align: 'smart' });
    },
    [rows, query, listRef],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const current = rows[activeIndex];
    switch (event.key) {
      case 'ArrowDown':
        moveTo(activeIndex + 1);
        break;
      case 'ArrowUp':
        moveTo(activeIndex <= 0 ? 0 : activeIndex - 1);
        break;
      case 'PageDown':
        moveTo(activeIndex + PAGE_ROWS);
        break;
      case 'PageUp':
        moveTo(activeIndex - PAGE_ROWS);
        break;
      case 'Enter':
        if (!current) return;
        if (event.shiftKey) {
          if (current.memoryId) memory.toggleFavourite(current.memoryId);
        } else void open(current);
        break;
      case 'Escape':
        if (!onClose) return;
        onClose();
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => updateScrolledPast(event.currentTarget.scrollTop > VIEW_ALL_SCROLL_THRESHOLD),
    [updateScrolledPast],
  );

  const rowProps: MarketRowSharedProps = useMemo(
    () => ({
      rows,
      listId,
      activeIndex,
      pathname: host.pathname,
      lang,
      entry,
      format,
      intl,
      iconDay,
      imageSrc,
      isFavourite: memory.isFavourite,
      onToggleFavourite: memory === NO_MEMORY ? undefined : memory.toggleFavourite,
      onRowClick,
    }),
    [rows, listId, activeIndex, host.pathname, imageSrc, lang, entry, format, intl, iconDay, memory, onRowClick],
  );
  const rowKey = useCallback((index: number, data: MarketRowSharedProps) => data.rows[index]?.id ?? index, []);

  const activeRow = rows[activeIndex];
  const label = searchLabel ?? intl.formatMessage(m.searchLabel);
  const showSkeleton = (loading || pending) && rows.length === 0;
  const height = Math.min(MARKET_LIST_HEIGHT, Math.max(rows.length, 1) * rowHeight);

  return (
    <div className="shell-markets__panel">
      <div className="shell-markets__search">
        <input
          type="search"
          className="shell-markets__search-input"
          data-shell-market-search=""
          role="combobox"
          aria-label={label}
          placeholder={label}
          aria-expanded={rows.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeRow ? optionId(listId, activeRow) : undefined}
          aria-describedby={`${listId}-hint`}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <span id={`${listId}-hint`} className="shell-visually-hidden">
          {intl.formatMessage(m.searchHint)}
        </span>
      </div>
      <span className="shell-visually-hidden" role="status" aria-live="polite">
        {showSkeleton ? intl.formatMessage(m.loading) : query.trim() !== '' ? intl.formatMessage(m.resultCount, { count: rows.length }) : ''}
      </span>
      {showSkeleton ? (
        <div className="shell-markets__skeleton" aria-hidden="true" data-testid="markets-skeleton">
          {Array.from({ length: skeletonRows }, (_, i) => (
            <div key={i} className="shell-markets__skeleton-row" style={{ height: rowHeight }} />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className="shell-markets__empty">{intl.formatMessage(m.empty)}</p>
      ) : (
        <List
          id={listId}
          role="listbox"
          aria-label={listLabel ?? intl.formatMessage(m.listLabel)}
          className="shell-markets__list"
          listRef={listRef}
          rowComponent={MarketRow}
          rowProps={rowProps}
          rowKey={rowKey}
          rowCount={rows.length}
          rowHeight={rowHeight}
          overscanCount={MARKET_LIST_OVERSCAN}
          defaultHeight={MARKET_LIST_HEIGHT}
          style={{ height }}
          onScroll={onScroll}
        />
      )}
      {viewAllHref && scrolledPast && rows.length > 0 ? (
        <ShellLink className="shell-markets__view-all" href={withLang(viewAllHref, lang)} entry={`${entry}.viewAll`} onClick={() => onClose?.()}>
          {intl.formatMessage(m.viewAll)}
        </ShellLink>
      ) : null}
    </div>
  );
}
