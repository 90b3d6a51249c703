import type { CallId } from '@shell/api-client/core';
import type { MockRequestInfo, MockRoute } from './route';

/**
 * The bad-input scenario of the mock backend (`badInput: true`, the demo's `?bad-input`): valid
 * answers at the edges of what the layout must hold (issue 23 "Bad input") — a very long
 * nickname with no break opportunity (64 characters) and no avatar here; 40-character token
 * names, 9-digit prices, the longest ticker and no coin icons in the market lists, which bring
 * their own rewrite (`MockRoute.badInput`, `@shell/markets/mocks`).
 *
 * Not exported from the package (its public surface is capped): the demo's layout tests
 * (apps/demo/e2e/bad-input.spec.ts) read the value from this file.
 */
export const BAD_INPUT_NICKNAME = 'Maximilian_Alexander_Featherstonehaugh_von_Wolfeschlegelsteinhau';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type BadInputTransform = (data: unknown, info: MockRequestInfo) => unknown;

const TRANSFORMS: Partial<Record<CallId, BadInputTransform>> = {
  // A signed-in user with the long nickname (both name fields) and no avatar.
  userInfo: (data) => (isRecord(data) && data.isLogin === true ? { ...data, nickname: BAD_INPUT_NICKNAME, user_nick: BAD_INPUT_NICKNAME, user_avatar: '' } : data),
};

/**
 * Wraps the routes so that, while `state.badInput` is set, each call with a rewrite (its route's
 * `badInput`, or the shared table above) answers its normal body rewritten. Error answers pass.
 */
export function withBadInputAnswers(routes: MockRoute[]): MockRoute[] {
  return routes.map((route) => {
    const transform = route.badInput ?? TRANSFORMS[route.call as CallId];
    if (!transform) return route;
    return {
      ...route,
      async resolve(info) {
        const body = await route.resolve(info);
        if (!info.state.badInput || body instanceof Response) return body;
        if (Array.isArray(body)) return transform(body, info);
        if (!isRecord(body) || body.code !== 200) return body;
        return { ...body, data: transform(body.data, info) };
      },
    };
  });
}
