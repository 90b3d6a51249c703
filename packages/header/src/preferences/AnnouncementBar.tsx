import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import type { CSSProperties } from 'react';
import { DISMISSED_NOTICE_STORAGE_KEY } from '@shell/site-config';
import { useShellIntl } from '@shell/api-client';
import { announcementPageKey } from '../data/announcements';
import { useGetAnnouncementQuery, useGetFullsiteBulletinQuery } from '../data/announcementsApi';
import { ShellLink, useIsMobile, useShellHost } from '@shell/ui';
import { dismissNotice, readDismissedNotices } from './dismissedNotices';
import { IconClose } from '../icons/icons';
import { barMessages as m } from './barMessages';
import { useMarquee } from './useMarquee';

const localListeners = new Set<() => void>();

function subscribeDismissed(listener: () => void): () => void {
  localListeners.add(listener);
  // Another tab dismissing the same announcement hides it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === DISMISSED_NOTICE_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    localListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A string snapshot keeps its identity between reads while the list is unchanged. */
const readDismissedSnapshot = () => readDismissedNotices().join('\n');
/** Unknown on the server and during hydration: storage is a browser thing. */
const serverDismissedSnapshot = () => null;

/** A notice as both calls answer it (spec §3 "Announcement: content_id, content, link"). */
interface Notice {
  content_id: string;
  content: string;
  link: string;
}

/** The two kinds of bar: the full-site bulletin and the page-key announcement. */
type NoticeKind = 'bulletin' | 'page';

/**
 * The id a dismissal is stored under in the shared `global-notice` list: the page announcement's
 * own id; the bulletin's id prefixed with `bulletin:`, since the two calls number their notices
 * independently and one must not hide the other.
 */
function dismissedIdOf(kind: NoticeKind, contentId: string): string {
  return kind === 'bulletin' ? `bulletin:${contentId}` : contentId;
}

interface NoticeBarProps {
  kind: NoticeKind;
  notice: Notice | null | undefined;
  /** Still loading: the page bar holds its height (the bulletin does not, see AnnouncementBar). */
  pending: boolean;
  dismissed: ReadonlySet<string> | null;
}

/** One bar: text link, close button, and the marquee at mobile width when the text overflows. */
function NoticeBar({ kind, notice, pending, dismissed }: NoticeBarProps) {
  const intl = useShellIntl();
  const isMobile = useIsMobile();
  const viewport = useRef<HTMLDivElement | null>(null);
  const content = notice?.content ?? '';
  const storedId = notice ? dismissedIdOf(kind, notice.content_id) : '';
  const visible = notice != null && content !== '' && dismissed !== null && !dismissed.has(storedId);
  const marquee = useMarquee(viewport, visible && isMobile, content);

  const close = useCallback(() => {
    if (!notice) return;
    dismissNotice(storedId);
    for (const listener of localListeners) listener();
  }, [notice, storedId]);

  if (pending || (notice != null && dismissed === null)) {
    // The bulletin holds its height only once it is known to have a text (preloaded on the server):
    // while the dismissed list is unread (server HTML, hydration) it then most likely shows, and a
    // bar appearing after hydration pushed the whole page down (CLS 0.05 on a phone, Lighthouse).
    const holds = kind === 'page' || (notice != null && content !== '');
    return holds ? <div className="shell-prefs-announcement shell-prefs-announcement--pending" aria-hidden="true" /> : null;
  }
  if (!visible || !notice) return null;

  const scrolling = isMobile && marquee.overflowing;
  const style = scrolling ? ({ '--shell-prefs-marquee-duration': `${marquee.durationSeconds}s` } as CSSProperties) : undefined;
  return (
    <div
      role="region"
      aria-label={intl.formatMessage(kind === 'bulletin' ? m.bulletinLabel : m.announcementLabel)}
      className={scrolling ? 'shell-prefs-announcement shell-prefs-announcement--marquee' : 'shell-prefs-announcement'}
      style={style}
      data-announcement-id={notice.content_id}
      data-notice-kind={kind}
    >
      <div ref={viewport} className="shell-prefs-announcement__viewport">
        <ShellLink href={notice.link} entry={kind === 'bulletin' ? 'prefs.bulletin' : 'prefs.announcement'} source="AnnouncementBar" className="shell-prefs-announcement__text">
          {/* The server's text is in whatever language it was written in: isolated, an English
              notice keeps its full stop at its end on an Arabic page. */}
          <bdi>{content}</bdi>
        </ShellLink>
      </div>
      <button type="button" className="shell-prefs-announcement__close" onClick={close} aria-label={intl.formatMessage(kind === 'bulletin' ? m.bulletinClose : m.announcementClose)}>
        <IconClose size={18} />
      </button>
    </div>
  );
}

/**
 * The global announcement bars (spec §4), two of them, the same rules for both:
 *
 * - the **full-site bulletin** (`GET /api/web/v1/site/fullsiteBulletin`) on every page, above
 * - the announcement of the page key (`index` for `/`, `wallet` for `/myaccount…`).
 *
 * Each shows unless its id is in the dismissed list under `global-notice` (the bulletin's as
 * `bulletin:<id>`); closing appends the id and hides it (in every open tab). The content is text,
 * its link goes through `ShellLink` (an unsafe link leaves plain text). At mobile width an
 * overflowing text scrolls as a marquee of width / 200 × 3 s, paused on hover and focus, still
 * under `prefers-reduced-motion` (CSS). An empty or failing bulletin (§8 fallback `null`) shows
 * nothing. While the page announcement or the dismissed list is not known yet, an empty bar of
 * the same height holds the space; the bulletin holds none while it loads, because it is empty on
 * most days and a held space would make every page jump when it turns out empty, but holds it once
 * its text is known (preloaded by the server) until the dismissed list is read.
 */
export function AnnouncementBar() {
  const { pathname } = useShellHost();
  const pageKey = announcementPageKey(pathname);
  const bulletin = useGetFullsiteBulletinQuery();
  const page = useGetAnnouncementQuery(pageKey ?? 'index', { skip: pageKey === null });
  const dismissedSnapshot = useSyncExternalStore(subscribeDismissed, readDismissedSnapshot, serverDismissedSnapshot);
  const dismissed = useMemo(() => (dismissedSnapshot === null ? null : new Set(dismissedSnapshot.split('\n'))), [dismissedSnapshot]);
  return (
    <>
      <NoticeBar kind="bulletin" notice={bulletin.data} pending={bulletin.isLoading} dismissed={dismissed} />
      {pageKey === null ? null : <NoticeBar kind="page" notice={page.data} pending={page.isLoading} dismissed={dismissed} />}
    </>
  );
}
