import type { CallId } from '../../endpoints/catalog';
import type { HostileTransform, MockRoute } from '../route';
import { corpusAt, HOSTILE_HOSTS, HOSTILE_TEXTS, HOSTILE_URLS, hostileUrlOfRound } from '@shell/site-config/mocks';

/**
 * The hostile scenario of the mock backend (`hostileRound` ≥ 1, the demo's `?hostile=<n>`): the
 * normal answer of each call that carries links or text from the server, with the corpus in
 * those fields. Shapes stay valid, so the payloads pass the schemas and reach the components —
 * which must render the text as text and never turn a hostile URL into an href, a request or a
 * navigation.
 *
 * Sinks that hold one value at a time (the announcement, the bulletin, the authorize host, the
 * nickname) take text or host entry `round - 1` and a URL of `hostileUrlOfRound`; lists (remote
 * menu, header tags, reminder tabs and messages) carry the whole corpus in every round.
 */

const url = (index: number) => corpusAt(HOSTILE_URLS, index);
const text = (index: number) => corpusAt(HOSTILE_TEXTS, index);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The hostile remote menu (new menu system): every URL as a link, every text as a title or tag. */
export function hostileRemoteMenu(round: number): unknown[] {
  const first = round - 1;
  const tags = (index: number) => [
    { type: 2, code: `hostile_word_${index}`, word: text(index) },
    { type: 1, code: `hostile_icon_${index}`, light_icon: url(index), dark_icon: url(index + 1) },
  ];
  return [
    {
      code: 'hostile_links',
      title: text(first),
      desc: text(first + 1),
      show_mode: 'horizontal',
      tags: tags(first),
      children: HOSTILE_URLS.map((href, index) => ({
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
      children: HOSTILE_URLS.map((href, index) => ({
        code: `hostile_banner_${index}`,
        desc: text(index),
        light_image: href,
        dark_image: url(index + 1),
        jump_url: url(index + 2),
      })),
    },
    // Top-level links and a top-level banner rotate with the round.
    { code: 'hostile_top', title: text(first + 3), title_key: 'constructor', jump_url: url(first), jump_type: 'external', tags: tags(first + 1) },
    { code: 'hostile_top_banner', light_image: url(first + 1), dark_image: url(first + 1), desc: text(first + 4), jump_url: url(first + 2) },
    { code: '__proto__', title_key: '__proto__', title: text(first + 5), jump_url: url(first + 3) },
  ];
}

/** Header tags of the static navigation: every text as a word, every URL as an icon. */
export function hostileHeaderTags(): unknown[] {
  const codes = ['futures', 'alpha', 'pilot', 'memebox', 'vip', 'launchpad', 'spot', 'markets', 'earn'];
  return codes.flatMap((code, index) => [
    { code, type: 2, word: text(index) },
    ...HOSTILE_URLS.filter((_, position) => position % codes.length === index).map((href) => ({ code, type: 1, light_icon: href, dark_icon: href })),
  ]);
}

/** The rewrites of the shared calls; a feature's routes carry their own (`MockRoute.hostile`). */
const TRANSFORMS: Partial<Record<CallId, HostileTransform>> = {
  announcement: (data, round) =>
    isRecord(data) ? { ...data, content_id: `hostile-${round}`, content: text(round - 1), link: hostileUrlOfRound(round) } : data,
  fullsiteBulletin: (data, round) =>
    isRecord(data) ? { ...data, content_id: `hostile-bulletin-${round}`, content: text(round), link: hostileUrlOfRound(round, 1) } : data,
  commonData: (data, round) => (isRecord(data) ? { ...data, mockAuthorizeHost: corpusAt(HOSTILE_HOSTS, round - 1) } : data),
  userInfo: (data, round) =>
    isRecord(data) && data.isLogin === true
      ? { ...data, nickname: text(round - 1), user_nick: text(round), user_avatar: hostileUrlOfRound(round, 2) }
      : data,
  remoteMenu: (data, round) => (isRecord(data) ? { ...data, list: hostileRemoteMenu(round) } : data),
  headerTag: (data) => (isRecord(data) ? { ...data, list: hostileHeaderTags() } : data),
};

/**
 * Wraps the routes so that, while `state.hostileRound` is 1 or more, each call with a rewrite (its
 * route's `hostile`, or the shared table above) answers its normal body with the corpus in its
 * link and text fields. Routes without a rewrite are returned as they are.
 * Error answers (a visitor's 401, faults) pass unchanged.
 */
export function withHostileAnswers(routes: MockRoute[]): MockRoute[] {
  return routes.map((route) => {
    const transform = route.hostile ?? TRANSFORMS[route.call as CallId];
    if (!transform) return route;
    return {
      ...route,
      async resolve(info) {
        const body = await route.resolve(info);
        const round = info.state.hostileRound ?? 0;
        if (round < 1 || body instanceof Response) return body;
        // Bare arrays (reminder tabs may come without the envelope) and `{ code: 200, data }`.
        if (Array.isArray(body)) return transform(body, round, info);
        if (!isRecord(body) || body.code !== 200) return body;
        return { ...body, data: transform(body.data, round, info) };
      },
    };
  });
}
