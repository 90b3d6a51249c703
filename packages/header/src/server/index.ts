// `@shell/header/server`: the header's start-up calls for a server (a React Server Component, a
// route handler). Nothing here imports React or react-redux, so it loads under
// `node --conditions=react-server`.
import type { PreloadStore } from '../data/sharedPreload';
import { announcementsServerApi, headerServerApi } from './serverApi';
import type { HeaderPrefetchEndpoints, PrefetchHeaderDataOptions } from '../prefetchCore';
import { prefetchHeaderDataWith } from '../prefetchCore';

export type { PrefetchHeaderDataOptions } from '../prefetchCore';
export type { PreloadStore } from '../data/sharedPreload';

const SERVER_ENDPOINTS: HeaderPrefetchEndpoints = { ...headerServerApi.endpoints, ...announcementsServerApi.endpoints };

/**
 * The header's start-up calls on a server store (`createServerStore` of
 * `@shell/api-client/server`): the same calls, arguments and rounds as `prefetchHeaderData` of
 * `@shell/header` in the browser — user info, compliance, common data, the full-site bulletin, the
 * header tags and the page's announcement, then the signup bubble and the unified-account mode
 * where they apply.
 * Never rejects; bound it with a deadline and dehydrate what answered (`dehydrateShellApi`).
 */
export function prefetchHeaderData(store: PreloadStore, options: PrefetchHeaderDataOptions = {}): Promise<void> {
  return prefetchHeaderDataWith(SERVER_ENDPOINTS, store, { resolveWhen: 'all', ...options });
}

// A server has nothing to download: the header calls' response schemas (a chunk the browser loads
// beside its first requests) start loading with this entry, so a request's calls do not wait for
// the module loader inside `prepareShell`'s deadline.
void import('../data/headerSchemas').catch(() => {});
