// The response schemas of the header's start-up calls, one chunk: the endpoints load it beside
// their first request (`SchemaSource`), so neither zod nor these schemas are part of a page's
// initial JS, and the menu, bubble, tags and announcements fetch one file.
export { announcementResponse } from './announcementResponse';
export { headerBubbleResponse, headerTagResponse } from './headerResponses';
export { remoteMenuResponse } from './remoteMenuResponse';
