import { shellDataApi } from '@shell/api-client';
import type { ShellStore } from '@shell/api-client';
import { headerDataApi } from './data/headerData';
import { announcementsApi } from './data/announcementsApi';
import type { HeaderPrefetchEndpoints, PrefetchHeaderDataOptions } from './prefetchCore';
import { prefetchHeaderDataWith } from './prefetchCore';

export type { PrefetchHeaderDataOptions } from './prefetchCore';

/** The browser slice's endpoints of the header's start-up calls. */
const CLIENT_ENDPOINTS: HeaderPrefetchEndpoints = {
  getUserInfo: shellDataApi.endpoints.getUserInfo,
  getComplianceCheck: shellDataApi.endpoints.getComplianceCheck,
  getCommonData: shellDataApi.endpoints.getCommonData,
  getAnnouncement: announcementsApi.endpoints.getAnnouncement,
  getFullsiteBulletin: announcementsApi.endpoints.getFullsiteBulletin,
  getUnifiedAccountMode: shellDataApi.endpoints.getUnifiedAccountMode,
  getHeaderTag: headerDataApi.endpoints.getHeaderTag,
  getHeaderBubble: headerDataApi.endpoints.getHeaderBubble,
};

/**
 * Starts every call the header and the announcement bar make when they mount, with the same
 * arguments, so their answers are on the way before React renders:
 *
 * - in the browser, call it right after `createShellStore`, before awaiting the message catalogs
 *   and the first render — the calls then run while the page is still loading its code;
 * - on a server with a `createShellStore` store, `await` it, then render. (A React Server
 *   Component uses `prefetchHeaderData` of `@shell/header/server`, which runs the same calls on
 *   the server's slice.)
 *
 * Calls: user info, compliance, common data, the full-site bulletin, the header tags, the page's announcement; then, once
 * those answered, what depends on them — the signup bubble where the policy shows the signup link,
 * the unified-account mode for a signed-in user. A call the components would not make is not
 * made here either, and one they make is not made twice (RTK Query shares the request). Never
 * rejects: every endpoint answers its spec §8 fallback on failure.
 */
export function prefetchHeaderData(store: ShellStore, options: PrefetchHeaderDataOptions = {}): Promise<void> {
  return prefetchHeaderDataWith(CLIENT_ENDPOINTS, store, options);
}
