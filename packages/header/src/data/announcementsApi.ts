import { isomorphicQueryHook, shellApi } from '@shell/api-client';
import { ANNOUNCEMENT_TAG_TYPES, announcementEndpoints } from './announcements';

/**
 * The bulletin and the page announcement injected into the browser's API slice (definitions in
 * `announcements.ts`, shared with `@shell/header/server`). A module of its own, so the
 * announcement bar (`@shell/header/preferences`) loads them without the header's menus.
 */
export const announcementsApi = shellApi.enhanceEndpoints({ addTagTypes: ANNOUNCEMENT_TAG_TYPES }).injectEndpoints({ endpoints: announcementEndpoints });

/** Query hooks for server-rendered components: RTK Query's in the browser, a store read on the server (`isomorphicQueryHook`). */
export const useGetFullsiteBulletinQuery = isomorphicQueryHook(announcementsApi.endpoints.getFullsiteBulletin, announcementsApi.useGetFullsiteBulletinQuery);
export const useGetAnnouncementQuery = isomorphicQueryHook(announcementsApi.endpoints.getAnnouncement, announcementsApi.useGetAnnouncementQuery);
