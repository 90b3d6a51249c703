import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHELL_LOCALES } from '@shell/site-config';
import { LAYOUT, LINK_TYPE, PLATFORM_TYPE, TAG_KIND } from '../internal/spec';
import type { LangCode } from '@shell/site-config';
import { ackResponse } from '../logout/mutationResult';
import { headerBubbleResponse, headerTagResponse } from './headerResponses';
import { normalizeMenuTag, normalizeMenuTags } from './menuTag';
import type { MenuTag } from './menuTag';
import { localizeMenuUrl, normalizeRemoteMenu } from './remoteMenu';
import { remoteMenuResponse } from './remoteMenuResponse';
import type { RemoteMenuItem } from './remoteMenu';
import {
  anyValue,
  checkSchema,
  envelopeOf,
  expectSafeHref,
  ok,
  textish,
  expectPlainData,
  hostileBody,
  hostileScalar,
  listOf,
  parseOrUndefined,
  RUNS,
  shaped,
} from '@shell/test-utils/hostile';

/**
 * Hostile input into every schema and normalizer of the header's calls (issue 8): arbitrary
 * JSON, arbitrary JS values and shaped-but-wrong bodies built from the real field names.
 * Properties:
 * - `safeParse` / the normalizer never throws;
 * - what comes out is plain data satisfying the output type's invariants (hrefs passed `safeHref`,
 *   lists are lists, enumerations in range);
 * - normalizing twice equals once: the output, put back in the body's shape, parses to itself.
 */


const menuTagArb = shaped(['type', 'code', 'word', 'light_icon', 'dark_icon'], {
  type: fc.constantFrom<unknown>(1, 2, 3, 4, 5, '3', 0, 6, '5 ', 2.5),
  word: textish,
  code: textish,
});

function expectValidTag(tag: MenuTag): void {
  expect(Object.values(TAG_KIND)).toContain(tag.type);
  expect(tag.word !== '' || tag.light_icon !== '' || tag.dark_icon !== '').toBe(true);
}

const { menuItemArb } = fc.letrec<{ menuItemArb: Record<string, unknown> }>((tie) => ({
  menuItemArb: shaped(
    ['code', 'title', 'title_key', 'desc', 'desc_key', 'light_image', 'dark_image', 'light_icon', 'dark_icon', 'jump_type', 'hidden', 'jump_url',
      'show_mode', 'platform_type', 'tags', 'children'],
    {
      title: textish,
      title_key: textish,
      jump_url: textish,
      jump_type: fc.constantFrom<unknown>('internal', 'external', 1, 2, '2', 3, 'sideways'),
      show_mode: fc.constantFrom<unknown>('vertical', 'horizontal', 1, 2, '2', 0),
      platform_type: fc.constantFrom<unknown>('all', 'web', 'h5', 1, 2, 3, '3', 4),
      tags: fc.array(menuTagArb, { maxLength: 3 }),
      children: fc.array(tie('menuItemArb'), { maxLength: 2, depthIdentifier: 'menu' }),
    },
  ),
}));

const lang = fc.constantFrom<LangCode>(...SHELL_LOCALES);

function expectValidMenuItem(item: RemoteMenuItem, menuLang: LangCode): void {
  expect(item.title !== '' || item.title_key !== '' || item.light_image !== '' || item.dark_image !== '').toBe(true);
  expect(Object.keys(LINK_TYPE)).toContain(item.jump_type);
  expect(Object.keys(LAYOUT)).toContain(item.show_mode);
  expect(Object.keys(PLATFORM_TYPE)).toContain(item.platform_type);
  expectSafeHref(item.jump_url);
  // Relative links carry the language prefix; absolute ones are http(s).
  if (item.jump_url.startsWith('/') && menuLang !== 'en') expect(item.jump_url === `/${menuLang}` || item.jump_url.startsWith(`/${menuLang}/`) || item.jump_url.startsWith(`/${menuLang}?`)).toBe(true);
  if (item.jump_url !== '' && !item.jump_url.startsWith('/')) expect(item.jump_url).toMatch(/^https?:\/\//i);
  item.tags.forEach(expectValidTag);
  for (const child of item.children) expectValidMenuItem(child, menuLang);
}

describe('header-call schemas never throw, keep their invariants and are idempotent', () => {
  it('header bubble: always a string', () => {
    checkSchema({
      schema: headerBubbleResponse,
      body: envelopeOf(shaped(['bubble'], { bubble: textish })),
      check: (out) => expect(typeof out).toBe('string'),
      rewrap: (bubble) => ok({ bubble }),
    });
  });

  it('header tags: known kinds only, each with something to show', () => {
    checkSchema<MenuTag[]>({
      schema: headerTagResponse,
      body: envelopeOf(shaped(['list'], { list: listOf(menuTagArb) })),
      check: (out) => out.forEach(expectValidTag),
      rewrap: (list) => ok({ list }),
    });
  });

  it('logout acknowledgement: a code that is a number or a string', () => {
    let successes = 0;
    fc.assert(
      fc.property(hostileBody(shaped(['code', 'message', 'data'], { code: fc.constantFrom<unknown>(200, '200', 0, 500) })), (input) => {
        const out = parseOrUndefined(ackResponse, input);
        if (out === undefined) return;
        successes++;
        expect(['number', 'string']).toContain(typeof out.code);
        expect(parseOrUndefined(ackResponse, out)).toEqual(out);
      }),
      { numRuns: RUNS },
    );
    expect(successes).toBeGreaterThan(0);
  });

  it('remote menu envelope: data.list must be a list (its items are validated one by one afterwards)', () => {
    checkSchema({
      schema: remoteMenuResponse,
      opaque: new Set(['list']),
      body: envelopeOf(shaped(['list'], { list: fc.array(anyValue, { maxLength: 4 }) })),
      check: (out) => expect(Array.isArray(out.list)).toBe(true),
      rewrap: ok,
    });
  });
});

describe('header normalizers never throw, keep their invariants and are idempotent', () => {
  it('remote menu (spec §5): valid items only, localized safe links, defaults for bad enums; twice = once', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(menuItemArb, { maxLength: 5 }), anyValue), lang, (raw, menuLang) => {
        let invalid = 0;
        const once = normalizeRemoteMenu(raw, { lang: menuLang, onInvalid: () => invalid++ });
        expect(Array.isArray(once)).toBe(true);
        expectPlainData(once);
        for (const item of once) expectValidMenuItem(item, menuLang);
        const twice = normalizeRemoteMenu(once, { lang: menuLang, onInvalid: () => expect.fail('a normalized item was rejected') });
        expect(twice).toEqual(once);
        if (!Array.isArray(raw)) expect(invalid).toBe(0);
      }),
      { numRuns: RUNS },
    );
  });

  it('localizeMenuUrl: anything in, a safe site path or http(s) URL (or nothing) out; twice = once', () => {
    fc.assert(
      fc.property(fc.oneof(hostileScalar, fc.string().map((s) => `/${s}`)), lang, (raw, menuLang) => {
        const once = localizeMenuUrl(raw, menuLang);
        expectSafeHref(once);
        expect(localizeMenuUrl(once, menuLang)).toBe(once);
      }),
      { numRuns: RUNS * 3 },
    );
  });

  it('menu tags: twice = once; one tag normalizes like a list of one', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(menuTagArb, { maxLength: 5 }), anyValue), (raw) => {
        const once = normalizeMenuTags(raw);
        once.forEach(expectValidTag);
        expect(normalizeMenuTags(once)).toEqual(once);
        if (Array.isArray(raw)) expect(once).toEqual(raw.map(normalizeMenuTag).filter((tag) => tag !== null));
      }),
      { numRuns: RUNS },
    );
  });
});
