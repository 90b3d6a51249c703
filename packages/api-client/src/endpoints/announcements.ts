import { shellApi } from '../shellApi';
import { isomorphicQueryHook } from '../hooks/serverQuery';
import { announcementEndpoints } from './definitions/announcements';

export { announcementPageKey } from './definitions/announcements';
export type { AnnouncementPageKey } from './definitions/announcements';

/** The full-site bulletin bar and the per-page announcement (definitions in `definitions/announcements.ts`, shared with the server's slice). */
export const announcementsApi = shellApi.injectEndpoints({ endpoints: announcementEndpoints });

/** Query hooks for server-rendered components: RTK Query's in the browser, a store read on the server (`isomorphicQueryHook`). */
export const useGetFullsiteBulletinQuery = isomorphicQueryHook(announcementsApi.endpoints.getFullsiteBulletin, announcementsApi.useGetFullsiteBulletinQuery);
export const useGetAnnouncementQuery = isomorphicQueryHook(announcementsApi.endpoints.getAnnouncement, announcementsApi.useGetAnnouncementQuery);
