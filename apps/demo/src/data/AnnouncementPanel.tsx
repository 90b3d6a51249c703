import { useShellSession } from '@shell/api-client';
// The bar's own query hooks (internal to @shell/header; the demo bundles the packages' sources).
import { useGetAnnouncementQuery, useGetFullsiteBulletinQuery } from '../../../../packages/header/src/data/announcementsApi';
import type { Announcement } from '@shell/header/preferences';
import { useShellHost } from '@shell/ui';
import { isExternalHref, safeHref, withLang } from '@shell/site-config';
import { DataPanel } from './DataPanel';

/**
 * The text is rendered as text (React escapes it), never as HTML; the link goes through
 * `safeHref` with the host allow-list once more at the point it becomes an href: the schema keeps
 * any http(s) URL, so without the list `https://evil.example` would become a "Details" link.
 */
function AnnouncementText({ announcement }: { announcement: Announcement | null | undefined }) {
  const { lang } = useShellSession();
  const { externalHosts } = useShellHost();
  if (!announcement) return <p className="muted">No announcement.</p>;
  const href = safeHref(announcement.link, { allowedHosts: externalHosts });
  return (
    <p className="announcement">
      <span>{announcement.content}</span>{' '}
      {href &&
        (isExternalHref(href) ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            Details<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <a href={withLang(href, lang)}>Details</a>
        ))}
    </p>
  );
}

export function AnnouncementPanel() {
  // The home page's announcement key is `index` (spec §4).
  const query = useGetAnnouncementQuery('index');
  return (
    <DataPanel title="Announcement (index)" source="getAnnouncement" query={query}>
      <AnnouncementText announcement={query.data} />
    </DataPanel>
  );
}

export function BulletinPanel() {
  const query = useGetFullsiteBulletinQuery();
  return (
    <DataPanel title="Full-site bulletin" source="getFullsiteBulletin" query={query}>
      <AnnouncementText announcement={query.data} />
    </DataPanel>
  );
}
