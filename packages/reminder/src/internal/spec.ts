// Business constants of spec §9 that only the reminder reads (spec names, units in the names).
// They moved here from @shell/site-config, which keeps the constants several packages share.
import { pathSegment } from '@shell/site-config';

export const REMINDER_PAGE_SIZE_DROPDOWN = 20;
export const REMINDER_PAGE_SIZE_DEFAULT = 10;
export const UNREAD_BADGE_MAX = 99;
export const UNREAD_POLL_MS = 300_000;
export const UNREAD_POLL_INITIAL_DELAY_MS = 60_000;

/** The unread badge text: '99+' above 99, nothing for 0 or less. */
export function formatUnreadBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.floor(count));
}

/** The page of a post a notification links to (`/post/status/{mid}`, the id one encoded segment). */
export function postStatusRoute(mid: string | number): string {
  return `/post/status/${pathSegment(String(mid))}`;
}
