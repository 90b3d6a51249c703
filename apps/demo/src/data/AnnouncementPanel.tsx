import { useGetAnnouncementQuery, useGetFullsiteBulletinQuery, useShellSession } from '@shell/api-client';
import type { Announcement } from '@shell/api-client';
import { isExternalHref, safeHref, withLang } from '@shell/site-config';
import { DataPanel } from './DataPanel';

/**
 * The text is rendered as text (React escapes it), never as HTML; the link goes through
 * `safeHref` once more at the point it becomes an href, so data that skipped the schema can
 * still never produce a `javascript:` link.
 */
function AnnouncementText({ announcement }: { announcement: Announcement | null | undefined }) {
  const { lang } = useShellSession();
  if (!announcement) return <p className="muted">No announcement.</p>;
  const href = safeHref(announcement.link);
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
