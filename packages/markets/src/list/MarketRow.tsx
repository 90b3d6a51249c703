import { useState } from 'react';
import type { CSSProperties, MouseEvent } from 'react';
import { withLang } from '@shell/site-config';
import { isActiveMarketRow } from '../internal/routes';
import type { LangCode } from '@shell/site-config';
import { ShellLink } from '@shell/ui';
import type { useShellIntl } from '@shell/api-client';
import { marketIconUrl } from '../internal/iconUrl';
import { marketsMessages as m } from '../messages';
import type { MarketRowModel } from './rowModel';
import type { MarketFormat } from './useMarketFormat';

/** What every row of one list shares (react-window's `rowProps`). */
export interface MarketRowSharedProps {
  rows: readonly MarketRowModel[];
  listId: string;
  activeIndex: number;
  pathname: string;
  lang: LangCode;
  entry: string;
  format: MarketFormat;
  intl: ReturnType<typeof useShellIntl>;
  iconDay: Date;
  /** The host's image check (`useImageSrc()`): only its image hosts serve a coin icon, a rejection is logged once. */
  imageSrc: (raw: unknown, source: string) => string | null;
  isFavourite: (id: string) => boolean;
  /** Absent where rows cannot be starred. */
  onToggleFavourite?: (id: string) => void;
  onRowClick: (row: MarketRowModel, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The DOM id of a row's option, for `aria-activedescendant`: stable per row, not per index. */
export function optionId(listId: string, row: MarketRowModel): string {
  return `${listId}-o-${row.id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

interface MarketRowProps extends MarketRowSharedProps {
  index: number;
  style: CSSProperties;
  ariaAttributes: { 'aria-posinset': number; 'aria-setsize': number; role: 'listitem' };
}

/** The letters drawn when a coin has no usable icon: the first two of its base currency. */
export function coinInitials(title: string): string {
  const base = title.split(/[/_\s-]/)[0] ?? '';
  return Array.from(base).slice(0, 2).join('').toUpperCase();
}

/**
 * The coin's icon from the data (its URL already checked against the allow-list), or its initials
 * when the data has none or the image fails to load. Keyed by the URL, so a recycled row starts over.
 */
function CoinIcon({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return <img className="shell-markets__icon" src={src} alt="" width={24} height={24} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
  }
  return (
    <span className="shell-markets__icon shell-markets__icon--initials" aria-hidden="true">
      {coinInitials(name)}
    </span>
  );
}

/**
 * One market row: a link with the listbox `option` role (the search field keeps focus and points
 * at it with `aria-activedescendant`). Icon, name, badges, price, change coloured by the rise
 * setting, volume; the star toggles the favourite without following the link.
 */
export function MarketRow({ index, style, ariaAttributes, ...shared }: MarketRowProps) {
  const row = shared.rows[index];
  if (!row) return null;
  const { intl, format } = shared;
  const starrable = row.memoryId !== undefined && shared.onToggleFavourite !== undefined;
  const starred = row.memoryId !== undefined && shared.isFavourite(row.memoryId);
  const current = isActiveMarketRow(shared.pathname, row.activeKey);
  const icon = marketIconUrl(row.icon, shared.iconDay, (raw) => shared.imageSrc(raw, 'MarketRow'));
  const onStar = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (row.memoryId) shared.onToggleFavourite?.(row.memoryId);
  };
  const className = [
    'shell-markets__row',
    index === shared.activeIndex ? 'shell-markets__row--active' : '',
    current ? 'shell-markets__row--current' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div style={style} className="shell-markets__row-slot" data-pair={row.id}>
      <ShellLink
        href={withLang(row.href, shared.lang)}
        entry={shared.entry}
        source="markets.row"
        id={optionId(shared.listId, row)}
        role="option"
        aria-selected={index === shared.activeIndex}
        aria-posinset={ariaAttributes['aria-posinset']}
        aria-setsize={ariaAttributes['aria-setsize']}
        aria-current={current ? 'page' : undefined}
        tabIndex={-1}
        className={className}
        onClick={(event) => shared.onRowClick(row, event)}
      >
        {starrable ? (
          <span
            aria-hidden="true"
            className={`shell-markets__star${starred ? ' shell-markets__star--on' : ''}`}
            title={intl.formatMessage(starred ? m.favouriteRemove : m.favouriteAdd, { name: row.title })}
            onClick={onStar}
          >
            {starred ? '★' : '☆'}
          </span>
        ) : null}
        <CoinIcon key={icon || row.title} src={icon} name={row.title} />
        <span className="shell-markets__name">
          <span className="shell-markets__title">
            {row.title}
            {starred ? <span className="shell-visually-hidden"> ({intl.formatMessage(m.favouriteState)})</span> : null}
            {row.leverage > 0 ? <span className="shell-markets__badge">{intl.formatMessage(m.leverage, { multiple: row.leverage })}</span> : null}
            {row.isST ? (
              <span className="shell-markets__badge shell-markets__badge--st" title={intl.formatMessage(m.stTitle)}>
                {intl.formatMessage(m.stTag)}
              </span>
            ) : null}
            {row.tags.map((tag) => (
              <span key={tag} className={`shell-markets__badge shell-markets__badge--${tag}`}>
                {intl.formatMessage(m[tag])}
              </span>
            ))}
          </span>
          <span className="shell-markets__sub">
            {/* The coin's name from the server, in any script: isolated, so an unclosed bidi
                control in it cannot reorder the volume beside it. */}
            <bdi>{row.subtitle}</bdi>
            {row.volume !== null ? <span className="shell-markets__volume">{intl.formatMessage(m.volume, { volume: format.volume(row.volume) })}</span> : null}
          </span>
        </span>
        <span className="shell-markets__figures">
          <span className="shell-markets__price">{format.price(row.price, row.quote)}</span>
          {row.percent !== null ? (
            <span className={`shell-markets__change shell-markets__change--${row.percent >= 0 ? 'rise' : 'fall'}`}>{format.percent(row.percent)}</span>
          ) : null}
        </span>
      </ShellLink>
    </div>
  );
}
