import * as z from 'zod/mini';
import { safeHref } from '@shell/site-config';
import { isRecord } from '@shell/api-client/core';
import { envelope, str } from '@shell/api-client/schemas';
import type { Announcement } from './announcements';

// Its own module, loaded with the first announcement request (a `SchemaSource`): zod stays out
// of the page's initial JS.

const announcementObject = z.pipe(
  z.object({ content_id: str(), content: str(), link: z.optional(z.unknown()) }),
  z.transform((raw): Announcement => ({ content_id: raw.content_id, content: raw.content, link: safeHref(raw.link) ?? '' })),
);

/**
 * `null`, `{}` or `[]` mean "no announcement" (not a failure); any other object must carry
 * `content_id` and `content`.
 */
const announcementData = z.union([
  z.pipe(
    z.custom<unknown>((value) => value === null || (Array.isArray(value) && value.length === 0) || (isRecord(value) && Object.keys(value).length === 0)),
    z.transform((): Announcement | null => null),
  ),
  announcementObject,
]);

/** Full-site bulletin and page announcement: `{ code, data: { content_id, content, link } | null }`. */
export const announcementResponse = envelope(announcementData);

