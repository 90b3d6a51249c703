import type { CallId } from '@shell/api-client/core';
import type { HostileTransform, MockRoute } from '../route';
import { corpusAt, HOSTILE_HOSTS, HOSTILE_TEXTS, hostileImageOfRound, hostileUrlOfRound } from './corpus';

/**
 * The hostile scenario of the mock backend (`hostileRound` ≥ 1, the demo's `?hostile=<n>`): the
 * normal answer of each call that carries links or text from the server, with the corpus in
 * those fields. Shapes stay valid, so the payloads pass the schemas and reach the components —
 * which must render the text as text and never turn a hostile URL into an href, a request or a
 * navigation.
 *
 * Sinks that hold one value at a time (the announcement, the bulletin, the authorize host, the
 * nickname) take text or host entry `round - 1` and a URL of `hostileUrlOfRound`. Lists carry the
 * whole corpus in every round; they belong to the features (the header's menu and tags, the
 * reminder's tabs and messages), whose routes bring their own rewrite.
 */

const text = (index: number) => corpusAt(HOSTILE_TEXTS, index);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
      ? { ...data, nickname: text(round - 1), user_nick: text(round), user_avatar: hostileImageOfRound(round) }
      : data,
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
