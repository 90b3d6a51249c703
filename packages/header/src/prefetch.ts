import {
  announcementPageKey,
  announcementsApi,
  buildPolicyContext,
  complianceApi,
  siteDataApi,
  userDataApi,
} from '@shell/api-client';
import type { ShellStore } from '@shell/api-client';
import { isShown } from '@shell/site-config';
import { headerDataApi } from './data/headerData';

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

/** Started, not subscribed: the components that mount subscribe; until then RTK Query keeps the answer. */
const START = { subscribe: false } as const;

/**
 * Starts every call the header and the announcement bar make when they mount, with the same
 * arguments, so their answers are on the way before React renders:
 *
 * - in the browser, call it right after `createShellStore`, before awaiting the message catalogs
 *   and the first render — the calls then run while the page is still loading its code;
 * - on the server, `await` it, then render: the HTML is the logged-in header with its data.
 *
 * Calls: user info, compliance, common data, the header tags, the page's announcement; then, once
 * those answered, what depends on them — the signup bubble where the policy shows the signup link,
 * the unified-account mode for a signed-in user. A call the components would not make is not
 * made here either, and one they make is not made twice (RTK Query shares the request). Never
 * rejects: every endpoint answers its spec §8 fallback on failure.
 */
export async function prefetchHeaderData(store: ShellStore, { pathname = '/', resolveWhen = 'all' }: PrefetchHeaderDataOptions = {}): Promise<void> {
  const { site } = store.getState().shellSession;
  const pageKey = announcementPageKey(pathname);
  const [userInfo, compliance, commonData] = await Promise.all([
    store.dispatch(userDataApi.endpoints.getUserInfo.initiate(undefined, START)),
    store.dispatch(complianceApi.endpoints.getComplianceCheck.initiate(undefined, START)),
    store.dispatch(siteDataApi.endpoints.getCommonData.initiate(undefined, START)),
    store.dispatch(headerDataApi.endpoints.getHeaderTag.initiate(undefined, START)),
    pageKey ? store.dispatch(announcementsApi.endpoints.getAnnouncement.initiate(pageKey, START)) : undefined,
  ]);
  const policy = buildPolicyContext({ site, userInfo: userInfo.data, compliance: compliance.data, commonData: commonData.data });
  const secondRound = Promise.all([
    isShown('header.signup', policy) ? store.dispatch(headerDataApi.endpoints.getHeaderBubble.initiate(site, START)) : undefined,
    userInfo.data?.isLogin === true ? store.dispatch(userDataApi.endpoints.getUnifiedAccountMode.initiate(undefined, START)) : undefined,
  ]);
  if (resolveWhen === 'all') await secondRound;
}
