import { shellServerApi } from '@shell/api-client/server';
import { HEADER_TAG_TYPES, headerDataEndpoints } from '../data/headerEndpoints';
import { ANNOUNCEMENT_TAG_TYPES, announcementEndpoints } from '../data/announcements';

/**
 * The header's endpoints injected into the server's API slice (`shellServerApi` of
 * `@shell/api-client/server`), from the same definitions as the browser's: a server store's
 * header entries are the browser's.
 */
export const headerServerApi = shellServerApi.enhanceEndpoints({ addTagTypes: HEADER_TAG_TYPES }).injectEndpoints({ endpoints: headerDataEndpoints });

/** The announcement bar's two calls on the server's slice (injected into the same slice; typed apart, as in the browser). */
export const announcementsServerApi = shellServerApi.enhanceEndpoints({ addTagTypes: ANNOUNCEMENT_TAG_TYPES }).injectEndpoints({ endpoints: announcementEndpoints });

