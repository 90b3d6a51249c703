import * as z from 'zod/mini';
import { safeHref } from '@shell/site-config';
import { isRecord } from '@shell/api-client/core';
import { envelope, str } from '@shell/api-client/schemas';

// Its own module, loaded with the first announcement request (a `SchemaSource`): zod stays out
// of the page's initial JS.

/**
 * Spec §3 "Announcement". `content` is plain text and must be rendered as text (never as HTML);
 * `link` has passed site-config's `safeHref` shape check (a relative path or an absolute http(s)
 * URL) and is `''` when absent or unsafe. Which hosts it may go to is the host app's
 * `externalHosts`, applied where it renders (`ShellLink`).
 */
export interface Announcement {
  content_id: string;
  content: string;
  link: string;
}

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

