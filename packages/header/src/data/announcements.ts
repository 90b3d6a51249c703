import { splitLangPrefix } from '@shell/site-config';
import { CALLS, safeQueryFn } from '@shell/api-client/core';
import type { ShellEndpointBuilder, ShellTagType } from '@shell/api-client/core';

export type { Announcement } from './announcementResponse';
import type { Announcement } from './announcementResponse';

/** Pages that have a global announcement (spec §4): `index` for `/`, `wallet` for `/myaccount…`. */
export type AnnouncementPageKey = 'index' | 'wallet';

/** The announcement page key of a pathname (language prefix ignored), or null when the page has none. */
export function announcementPageKey(pathname: string): AnnouncementPageKey | null {
  const { path } = splitLangPrefix(pathname.split(/[?#]/)[0] ?? '/');
  if (path === '/' || path === '') return 'index';
  if (path === '/myaccount' || path.startsWith('/myaccount/')) return 'wallet';
  return null;
}

const loadAnnouncementSchema = () => import('./headerSchemas').then((m) => m.announcementResponse);

/** The announcement bar's tag type, added to the slice its endpoints are injected into. */
export const ANNOUNCEMENT_TAG_TYPES = ['Bulletin'] as const;

export type AnnouncementTagType = (typeof ANNOUNCEMENT_TAG_TYPES)[number];

/**
 * The full-site bulletin bar and the per-page announcement (`null` = nothing to show). Written
 * once, injected into the browser's slice (`announcementsApi.ts`, with hooks) and the server's
 * (`@shell/header/server`), so a server's cache entries are the browser's. Their call ids stay in
 * `CALLS` of `@shell/api-client/core` while the shared mock backend answers them.
 */
export const announcementEndpoints = (build: ShellEndpointBuilder<ShellTagType | AnnouncementTagType>) => ({
  getFullsiteBulletin: build.query<Announcement | null, void>({
    queryFn: safeQueryFn({
      name: 'getFullsiteBulletin',
      request: () => ({ url: CALLS.fullsiteBulletin.path }),
      // Loaded beside the request: zod stays out of the page's initial JS (SchemaSource).
      schema: loadAnnouncementSchema,
      fallback: () => null,
    }),
    providesTags: ['Bulletin'],
  }),
  getAnnouncement: build.query<Announcement | null, AnnouncementPageKey>({
    queryFn: safeQueryFn({
      name: 'getAnnouncement',
      request: (pageKey: AnnouncementPageKey) => ({ url: CALLS.announcement.path, params: { page_key: pageKey } }),
      schema: loadAnnouncementSchema,
      fallback: () => null,
    }),
    providesTags: (_result, _error, pageKey) => [{ type: 'Bulletin' as const, id: pageKey }],
  }),
});
