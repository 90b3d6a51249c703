import { corpusAt, HOSTILE } from '@shell/mocks';
import type { HostileTransform } from '@shell/mocks';

/**
 * The hostile scenario of the header's calls (`createMockBackend({ hostileRound })`, the demo's
 * `?hostile=<n>`): the remote menu and the header tags carry the whole corpus in every round, in
 * shapes that pass the schemas, so the payloads reach the components — which must render the
 * text as text and never turn a hostile URL into an href, a request or a navigation.
 */

const url = (index: number) => corpusAt(HOSTILE.urls, index);
const text = (index: number) => corpusAt(HOSTILE.texts, index);
const image = (index: number) => corpusAt(HOSTILE.images, index);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The hostile remote menu (new menu system): every URL as a link, every text as a title or tag,
 * every image URL (same-site paths such as `/logout` too) as a banner image or a tag icon.
 */
export function hostileRemoteMenu(round: number): unknown[] {
  const first = round - 1;
  const tags = (index: number) => [
    { type: 2, code: `hostile_word_${index}`, word: text(index) },
    { type: 1, code: `hostile_icon_${index}`, light_icon: image(index), dark_icon: image(index + 1) },
  ];
  return [
    {
      code: 'hostile_links',
      title: text(first),
      desc: text(first + 1),
      show_mode: 'horizontal',
      tags: tags(first),
      children: HOSTILE.urls.map((href, index) => ({
        code: `hostile_link_${index}`,
        title: text(index),
        desc: text(index + 1),
        jump_url: href,
        jump_type: index % 2 === 0 ? 'external' : 'internal',
        tags: tags(index),
      })),
    },
    {
      // Image-only children: the banner image URL is the payload, the description the alt text.
      code: 'hostile_banners',
      title: text(first + 2),
      children: HOSTILE.images.map((src, index) => ({
        code: `hostile_banner_${index}`,
        desc: text(index),
        light_image: src,
        dark_image: image(index + 1),
        jump_url: url(index + 2),
      })),
    },
    // Top-level links and a top-level banner rotate with the round.
    { code: 'hostile_top', title: text(first + 3), title_key: 'constructor', jump_url: url(first), jump_type: 'external', tags: tags(first + 1) },
    { code: 'hostile_top_banner', light_image: image(first), dark_image: image(first + 1), desc: text(first + 4), jump_url: url(first + 2) },
    { code: '__proto__', title_key: '__proto__', title: text(first + 5), jump_url: url(first + 3) },
  ];
}

/** Header tags of the static navigation: every text as a word, every image URL as an icon. */
export function hostileHeaderTags(): unknown[] {
  const codes = ['futures', 'alpha', 'pilot', 'memebox', 'vip', 'launchpad', 'spot', 'markets', 'earn'];
  return codes.flatMap((code, index) => [
    { code, type: 2, word: text(index) },
    ...HOSTILE.images.filter((_, position) => position % codes.length === index).map((src) => ({ code, type: 1, light_icon: src, dark_icon: src })),
  ]);
}

/** The sign-up bubble (main site only) with corpus entry `round - 1` as its text. */
export const hostileBubbleAnswer: HostileTransform = (data, round) => (isRecord(data) && typeof data.bubble === 'string' && data.bubble !== '' ? { ...data, bubble: text(round - 1) } : data);

/** The remote menu's answer with {@link hostileRemoteMenu} as its list. */
export const hostileRemoteMenuAnswer: HostileTransform = (data, round) => (isRecord(data) ? { ...data, list: hostileRemoteMenu(round) } : data);

/** The header tags' answer with {@link hostileHeaderTags} as its list. */
export const hostileHeaderTagsAnswer: HostileTransform = (data) => (isRecord(data) ? { ...data, list: hostileHeaderTags() } : data);
