import { useIsShown } from '@shell/api-client';
import type { HeaderEntryKind } from '@shell/header';

/** Rows drawn: more than the list's 530 px show (58 px each), so the box is full and the rest clipped. */
const ROWS = 10;
/** How many tabs the menus the panel opens with have (their widths are in the stylesheet). */
const TOP_TABS = 2;
const SUB_TABS: Readonly<Record<HeaderEntryKind, number>> = { trade: 7, futures: 3, options: 0, preMarket: 2, pilot: 2, memebox: 2 };
/** Star (favourites) column in the kinds whose rows have one. */
const STARRED: ReadonlySet<HeaderEntryKind> = new Set(['trade', 'futures']);

function Tabs({ count, variant }: { count: number; variant: 'top' | 'sub' }) {
  if (count === 0) return null;
  return (
    <div className={`shell-markets__tabs shell-markets__tabs--${variant}`} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // A no-break space in the tab's own class: the bone is exactly one tab line high.
        <span key={index} className="shell-markets__tab shell-markets-skeleton__bone">
          {'\u00a0'}
        </span>
      ))}
    </div>
  );
}

/**
 * What a market entry's panel shows while the flyouts' chunk (`@shell/markets`) loads: the
 * panel's own box (`.shell-markets`, its width, padding and gaps), its tab rows, search field and
 * list rows as bones in the markets' own classes — so the panel does not change size or move when
 * the real one replaces it (issue 23). Decorative: `aria-busy` tells assistive technology the
 * panel is loading; the bones are hidden from it. The pulse stops under reduced motion.
 */
export function MarketFlyoutSkeleton({ kind }: { kind: HeaderEntryKind }) {
  // The spot flyout opens on two top tabs (Spot, Alpha) where the Alpha entry is shown.
  const alpha = useIsShown('header.nav.alpha');
  const starred = STARRED.has(kind);
  return (
    <div className={`shell-markets shell-markets--${kind} shell-markets-skeleton shell-header__flyout-loading`} aria-busy="true" data-skeleton="">
      {kind === 'trade' && alpha ? <Tabs count={TOP_TABS} variant="top" /> : null}
      <Tabs count={SUB_TABS[kind]} variant="sub" />
      {/* As in the panel: the field and the list in one block, without the column's gap between. */}
      <div className="shell-markets__body" aria-hidden="true">
        <div className="shell-markets__search-input shell-markets-skeleton__field">{'\u00a0'}</div>
        <div className="shell-markets-skeleton__list">
          {Array.from({ length: ROWS }, (_, index) => (
            <div key={index} className="shell-markets__row-slot shell-markets-skeleton__slot">
              <div className="shell-markets__row">
                {starred ? <span className="shell-markets-skeleton__bone shell-markets-skeleton__star" /> : null}
                <span className="shell-markets__icon shell-markets-skeleton__bone" />
                <span className="shell-markets__name shell-markets-skeleton__lines">
                  <span className="shell-markets-skeleton__bone shell-markets-skeleton__line" />
                  <span className="shell-markets-skeleton__bone shell-markets-skeleton__line shell-markets-skeleton__line--sub" />
                </span>
                <span className="shell-markets-skeleton__lines shell-markets-skeleton__lines--end">
                  <span className="shell-markets-skeleton__bone shell-markets-skeleton__line shell-markets-skeleton__line--price" />
                  <span className="shell-markets-skeleton__bone shell-markets-skeleton__line shell-markets-skeleton__line--change" />
                </span>
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
