import { buildPolicyContext } from '@shell/api-client/core';
import { startQuery, startSharedFirstRound, startSharedSecondRound } from './data/sharedPreload';
import type { PreloadStore, SharedPreloadEndpoints, StartableQuery } from './data/sharedPreload';
import type { SiteKey } from '@shell/site-config';
import { isShown } from '@shell/site-config';
import type { MenuTag } from './data/menuTag';
import type { AnnouncementPageKey } from './data/announcements';
import { announcementPageKey } from './data/announcements';

export interface PrefetchHeaderDataOptions {
  /** The page's path (with its language prefix): picks the page's announcement (`/` → `index`). */
  pathname?: string;
  /**
   * When the promise resolves:
   * - `'all'` (default; a server render): once every call answered;
   * - `'first-round'` (a browser's first render): once the calls that shape the bar answered (user
   *   info, compliance, common data, tags, announcement). The second round — the signup bubble,
   *   the unified-account mode — is started then and keeps going: the bubble's tag and the wallet
   *   and order items follow when it answers, and the first render need not wait a round trip.
   */
  resolveWhen?: 'all' | 'first-round';
}

/** The endpoints the header's start-up calls use: the shared ones and the header's own, of one slice. */
export interface HeaderPrefetchEndpoints extends SharedPreloadEndpoints {
  getAnnouncement: StartableQuery<AnnouncementPageKey, unknown>;
  getFullsiteBulletin: StartableQuery<void, unknown>;
  getHeaderTag: StartableQuery<void, MenuTag[]>;
  getHeaderBubble: StartableQuery<SiteKey, string>;
}

/**
 * The header's start-up calls on a store, with the endpoints of its slice: the browser's
 * (`prefetchHeaderData` of `@shell/header`) or the server's (of `@shell/header/server`). One
 * implementation, so the server preloads exactly what the browser's components ask for.
 *
 * First round: user info, compliance, common data, the full-site bulletin, the header tags, the
 * page's announcement.
 * Second round, from their answers: the signup bubble where the policy shows the signup link,
 * the unified-account mode for a signed-in user. Never rejects.
 */
export async function prefetchHeaderDataWith(
  endpoints: HeaderPrefetchEndpoints,
  store: PreloadStore,
  { pathname = '/', resolveWhen = 'all' }: PrefetchHeaderDataOptions = {},
): Promise<void> {
  const { site } = store.getState().shellSession;
  const pageKey = announcementPageKey(pathname);
  const [first] = await Promise.all([
    startSharedFirstRound(endpoints, store),
    startQuery(store, endpoints.getHeaderTag, undefined),
    // The announcement bar shows the bulletin on every page, the page's announcement where it has one.
    startQuery(store, endpoints.getFullsiteBulletin, undefined),
    pageKey ? startQuery(store, endpoints.getAnnouncement, pageKey) : undefined,
  ]);
  const policy = buildPolicyContext({ site, userInfo: first.userInfo, compliance: first.compliance, commonData: first.commonData });
  const secondRound = Promise.all([
    isShown('header.signup', policy) ? startQuery(store, endpoints.getHeaderBubble, site) : undefined,
    startSharedSecondRound(endpoints, store, first),
  ]);
  if (resolveWhen === 'all') await secondRound;
}
