import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSchema, envelopeOf, expectSafeHref, ok, shaped, textish } from '@shell/test-utils/hostile';
import { announcementResponse } from './announcementResponse';
import type { Announcement } from './announcements';

/** Hostile input into the announcement schema (issue 8): never throws, keeps its invariants, idempotent. */
describe('the announcement schema never throws, keeps its invariants and is idempotent', () => {
  it('announcement: link passed safeHref, content is text', () => {
    checkSchema<Announcement | null>({
      schema: announcementResponse,
      body: envelopeOf(fc.oneof(fc.constantFrom(null, {}, []), shaped(['content_id', 'content', 'link'], { content_id: textish, content: textish, link: textish }))),
      check: (out) => {
        if (out === null) return;
        expect(typeof out.content_id).toBe('string');
        expect(typeof out.content).toBe('string');
        expectSafeHref(out.link);
      },
      rewrap: ok,
    });
  });
});
