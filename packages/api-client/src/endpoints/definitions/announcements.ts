import { splitLangPrefix } from '@shell/site-config';
import type { ShellEndpointBuilder } from '../../apiOptions';
import { safeQueryFn } from '../../safeQuery';
import type { Announcement } from '../../schemas/announcement';
import { announcementResponse } from '../../schemas/announcement';
import { CALLS } from '../catalog';

/** Pages that have a global announcement (spec §4): `index` for `/`, `wallet` for `/myaccount…`. */
export type AnnouncementPageKey = 'index' | 'wallet';

/** The announcement page key of a pathname (language prefix ignored), or null when the page has none. */
export function announcementPageKey(pathname: string): AnnouncementPageKey | null {
  const { path } = splitLangPrefix(pathname.split(/[?#]/)[0] ?? '/');
  if (path === '/' || path === '') return 'index';
  if (path === '/myaccount' || path.startsWith('/myaccount/')) return 'wallet';
  return null;
}

/** The full-site bulletin bar and the per-page announcement. `null` = nothing to show. */
export const announcementEndpoints = (build: ShellEndpointBuilder) => ({
  getFullsiteBulletin: build.query<Announcement | null, void>({
    queryFn: safeQueryFn({
      name: 'getFullsiteBulletin',
      request: () => ({ url: CALLS.fullsiteBulletin.path }),
      schema: announcementResponse,
      fallback: () => null,
    }),
    providesTags: ['Bulletin'],
  }),
  getAnnouncement: build.query<Announcement | null, AnnouncementPageKey>({
    queryFn: safeQueryFn({
      name: 'getAnnouncement',
      request: (pageKey: AnnouncementPageKey) => ({ url: CALLS.announcement.path, params: { page_key: pageKey } }),
      schema: announcementResponse,
      fallback: () => null,
    }),
    providesTags: (_result, _error, pageKey) => [{ type: 'Bulletin' as const, id: pageKey }],
  }),
});
