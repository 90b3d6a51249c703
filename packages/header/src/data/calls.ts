import { defineCalls } from '@shell/api-client/core';

/**
 * The header's HTTP calls (spec §7) by id. Its endpoints, its mock routes (`@shell/header/mocks`)
 * and the fault switch (`?fault=remoteMenu:http-500`) all read the paths here, so a path lives in
 * one place. Paths marked `chosen` are "not shown" in the spec; README ("Calls") lists them.
 */
export const HEADER_CALLS = defineCalls({
  remoteMenu: { method: 'GET', path: '/apiw/v2/common/menu_config', chosen: true },
  headerBubble: { method: 'GET', path: '/apiw/v2/header/bubble', chosen: true },
  headerTag: { method: 'GET', path: '/api/web/v1/usercenter/get_header_tag' },
  logoutThisDevice: { method: 'GET', path: '/logout' },
  logout: { method: 'POST', path: '/api/web/v1/usercenter/logout' },
});

export type HeaderCallId = keyof typeof HEADER_CALLS;
