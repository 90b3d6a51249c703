import { useShellIntl, useShellSession } from '@shell/api-client';
import type { RemoteMenuItem } from '../data/remoteMenu';
import { ShellLink, useImageSrc } from '@shell/ui';
import { EntryTags } from '../components/EntryTags';
import { MenuDropdown } from '../components/MenuDropdown';
import type { MenuLink } from '../components/MenuDropdown';
import { useHeader } from '../internal/HeaderContext';
import type { HeaderEntryKind } from '../types';
import { MarketEntry } from './MarketEntry';

/** The text of a remote item: its title, else the catalog's message for `title_key`, else ''. */
export function useRemoteTitle(): (item: RemoteMenuItem) => string {
  const intl = useShellIntl();
  return (item) => {
    if (item.title) return item.title;
    if (!item.title_key || !Object.prototype.hasOwnProperty.call(intl.messages, item.title_key)) return '';
    // A key from data, not a message of this package (kept out of extraction on purpose).
    const fromCatalog = { id: item.title_key };
    return intl.formatMessage(fromCatalog);
  };
}

/** The market entries `@shell/markets` draws; a Record, so the compiler keeps it complete. */
const ENTRY_KINDS: Readonly<Record<HeaderEntryKind, true>> = { trade: true, futures: true, preMarket: true, pilot: true, options: true, memebox: true };

function isEntryKind(code: string): code is HeaderEntryKind {
  return Object.prototype.hasOwnProperty.call(ENTRY_KINDS, code);
}

/** The label of a remote item: text, or the theme's image for image-only items (banners). */
function RemoteLabel({ item, title }: { item: RemoteMenuItem; title: string }) {
  const { theme } = useShellSession();
  const imageSrc = useImageSrc();
  if (title) return <>{title}</>;
  const image = imageSrc(theme === 'dark' ? item.dark_image || item.light_image : item.light_image || item.dark_image, 'header.menu-image');
  return image ? <img src={image} alt={item.desc || item.code} className="shell-header__banner" /> : <>{item.desc || item.code}</>;
}

/**
 * One validated remote menu item (spec §5) in the header: a market entry when its code names one
 * and the host draws flyouts, a dropdown when it has children (two columns for the horizontal
 * layout), else a link. Links went through the §5 check already and pass `ShellLink`'s check
 * again; an item whose link was dropped renders as text, never as a link.
 */
export function RemoteEntry({ item }: { item: RemoteMenuItem }) {
  const { slots } = useHeader();
  const title = useRemoteTitle();
  const text = title(item);
  if (isEntryKind(item.code) && slots.renderFlyout && item.jump_url) {
    return <MarketEntry kind={item.code} label={text || item.code} href={item.jump_url} tags={<EntryTags tags={item.tags} />} />;
  }
  if (item.children.length > 0) {
    const links = (): MenuLink[] =>
      item.children.map((child) => ({
        key: child.code || title(child),
        label: <RemoteLabel item={child} title={title(child)} />,
        href: child.jump_url,
        entry: `header.remote.${child.code}`,
        newTab: child.jump_type === 'external',
        extra: <EntryTags tags={child.tags} />,
      }));
    return (
      <MenuDropdown
        name={`remote-${item.code}`}
        label={
          <>
            <RemoteLabel item={item} title={text} />
            <EntryTags tags={item.tags} />
          </>
        }
        links={links}
        horizontal={item.show_mode === 'horizontal'}
      />
    );
  }
  return (
    <div className="shell-header__entry" data-entry={`remote-${item.code}`}>
      <ShellLink href={item.jump_url} entry={`header.remote.${item.code}`} newTab={item.jump_type === 'external'} className="shell-header__link">
        <RemoteLabel item={item} title={text} />
        <EntryTags tags={item.tags} />
      </ShellLink>
    </div>
  );
}
