import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import type { CSSProperties } from 'react';
import { DISMISSED_NOTICE_STORAGE_KEY } from '@shell/site-config';
import { announcementPageKey, useGetAnnouncementQuery, useShellIntl } from '@shell/api-client';
import { ShellLink, useIsMobile, useShellHost } from '@shell/ui';
import { dismissNotice, readDismissedNotices } from './dismissedNotices';
import { IconClose } from '@shell/ui/icons';
import { preferencesMessages as m } from './messages';
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

/**
 * The global announcement bar (spec §4): the announcement of the page key (`index` for `/`,
 * `wallet` for `/myaccount…`), unless its id is in the dismissed list under `global-notice`.
 * Closing appends the id and hides it (in every open tab). The content is text, its link goes
 * through `ShellLink` (an unsafe link leaves plain text). At mobile width an overflowing text
 * scrolls as a marquee of width / 200 × 3 s, paused on hover and focus, still under
 * `prefers-reduced-motion` (CSS). While the answer or the dismissed list is not known yet, an
 * empty bar of the same height holds the space, so the page does not jump when it appears.
 */
export function AnnouncementBar() {
  const intl = useShellIntl();
  const { pathname } = useShellHost();
  const pageKey = announcementPageKey(pathname);
  const { data: announcement, isLoading } = useGetAnnouncementQuery(pageKey ?? 'index', { skip: pageKey === null });
  const dismissedSnapshot = useSyncExternalStore(subscribeDismissed, readDismissedSnapshot, serverDismissedSnapshot);
  const dismissed = useMemo(() => (dismissedSnapshot === null ? null : new Set(dismissedSnapshot.split('\n'))), [dismissedSnapshot]);
  const isMobile = useIsMobile();
  const viewport = useRef<HTMLDivElement | null>(null);
  const content = announcement?.content ?? '';
  const visible = announcement != null && dismissed !== null && !dismissed.has(announcement.content_id);
  const marquee = useMarquee(viewport, visible && isMobile, content);

  const close = useCallback(() => {
    if (!announcement) return;
    dismissNotice(announcement.content_id);
    for (const listener of localListeners) listener();
  }, [announcement]);

  if (pageKey === null) return null;
  if (isLoading || (announcement != null && dismissed === null)) {
    return <div className="shell-prefs-announcement shell-prefs-announcement--pending" aria-hidden="true" />;
  }
  if (!visible || !announcement) return null;

  const scrolling = isMobile && marquee.overflowing;
  const style = scrolling ? ({ '--shell-prefs-marquee-duration': `${marquee.durationSeconds}s` } as CSSProperties) : undefined;
  return (
    <div
      role="region"
      aria-label={intl.formatMessage(m.announcementLabel)}
      className={scrolling ? 'shell-prefs-announcement shell-prefs-announcement--marquee' : 'shell-prefs-announcement'}
      style={style}
      data-announcement-id={announcement.content_id}
    >
      <div ref={viewport} className="shell-prefs-announcement__viewport">
        <ShellLink href={announcement.link} entry="prefs.announcement" source="AnnouncementBar" className="shell-prefs-announcement__text">
          {content}
        </ShellLink>
      </div>
      <button type="button" className="shell-prefs-announcement__close" onClick={close} aria-label={intl.formatMessage(m.announcementClose)}>
        <IconClose size={18} />
      </button>
    </div>
  );
}
