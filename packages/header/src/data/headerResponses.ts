import * as z from 'zod/mini';
import type { MenuTag } from './menuTag';
import { normalizeMenuTags } from './menuTag';
import { envelope, optStr } from '@shell/api-client/schemas';

/** GET header bubble (main site only): `{ code, data: { bubble } }` → the bubble text, `''` for none. */
export const headerBubbleResponse = envelope(z.pipe(z.object({ bubble: optStr() }), z.transform(({ bubble }) => bubble)));

/**
 * GET get_header_tag: `{ code, data: { list: Tag[] } }` → the usable tags (spec §3 "Tag"), keyed by
 * `code` to the header entry they decorate. `data.list` must be an array.
 */
export const headerTagResponse = envelope(
  z.pipe(z.object({ list: z.array(z.unknown()) }), z.transform(({ list }): MenuTag[] => normalizeMenuTags(list))),
);
