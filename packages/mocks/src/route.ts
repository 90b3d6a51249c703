import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type { SiteKey } from '@shell/site-config';
import type { CallInfo } from '@shell/api-client/core';
import type { FaultController, FaultKind } from './faults';
import { parseFaultList } from './faults';
import { NOT_LOGGED_IN } from './shared/ok';

export type MockUserKind = 'visitor' | 'user' | 'sub';

/** Mutable state of one mock backend: who is logged in, which site, what was read. */
export interface MockState {
  user: MockUserKind;
  /**
   * A named signed-in user (a main account with its own seeded uid and this nickname), from the
   * request's mock session cookie ({@link MOCK_USER_COOKIE}); absent for the built-in users.
   */
  name?: string;
  site: SiteKey;
  /**
   * The visitor's country (ISO 3166-1 alpha-2) common data answers as `userLandingPageCountry`,
   * from the request's {@link MOCK_COUNTRY_COOKIE}; absent: the site's own (none on main).
   */
  country?: string;
  /** Free-form per-domain state (e.g. which reminder types were marked read). */
  scratch: Map<string, unknown>;
  /** 1 or more: answers carry the hostile corpus (`hostile/`), in this round's rotation. 0 or absent: normal data. */
  hostileRound?: number;
  /** True: answers carry the bad-input scenario (`badInput.ts`): very long names, 9-digit prices, no avatar and no icons. */
  badInput?: boolean;
}

export interface MockRequestInfo {
  request: Request;
  url: URL;
  state: MockState;
}

/** Everything a feature's route factory gets: the seed (for its own generators) and the live state. */
export interface MockDomainContext {
  seed: number;
  state: MockState;
}

/**
 * The hostile scenario's rewrite of one call's answer (`data` of the success envelope, or the bare
 * array): the same shape with the corpus (`hostile/corpus.ts`) in its link and text fields.
 */
export type HostileTransform = (data: unknown, round: number, info: MockRequestInfo) => unknown;

/** One mocked call: how it answers normally, and what a schema-invalid body looks like for it. */
export interface MockRoute<Id extends string = string> {
  /** The id of the call in its feature's catalogue (`defineCalls`). */
  call: Id;
  resolve(info: MockRequestInfo): unknown | Response | Promise<unknown | Response>;
  /**
   * A call that needs a session, as the exchange's are: a visitor gets the exchange's
   * "not logged in" envelope (`{ code: 401 }`) and `resolve` runs for signed-in users only.
   */
  signedIn?: boolean;
  /** A well-formed JSON body that its schema must reject. Defaults to a generic wrong shape. */
  invalidBody?: () => unknown;
  /** Simulated latency in ms (the demo uses it; tests set it to 0). */
  latencyMs?: number;
  /** How the hostile scenario rewrites this call's answer; calls without links or text have none. */
  hostile?: HostileTransform;
  /** How the bad-input scenario (`state.badInput`) rewrites this call's answer: long names, huge figures, missing images. */
  badInput?: (data: unknown, info: MockRequestInfo) => unknown;
}

/**
 * A feature's part of the mock backend: the calls it owns and the routes that answer them. Each
 * package exports its own from its `mocks` entry; `createMockBackend({ features })` composes them.
 */
export interface MockFeature {
  /** Shown in tools such as the demo's fault picker. */
  name: string;
  calls: Readonly<Record<string, CallInfo>>;
  routes(context: MockDomainContext): MockRoute[];
}

/**
 * The mock session cookie: who the mock backend answers for, per request. `visitor`, `user` or
 * `sub` pick a built-in user; any other name (letters, digits, `_`, `-`, up to 32) is a signed-in
 * main account of that nickname with its own uid (`alice` and `bob` are two users). No cookie:
 * the backend's own `state.user`; a value of another shape (forged, empty): a visitor. This is how one mock backend serves
 * concurrent server renders for different users (`createMockBackend({ userFromCookie })`).
 */
export const MOCK_USER_COOKIE = 'shell_mock_user';

const MOCK_USER_NAME = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Where the request's visitor is (`shell_mock_country=TR`): common data's
 * `userLandingPageCountry` for that request only, so an end-to-end suite can be a visitor from
 * Türkiye on the EU host (the compliance redirect, spec §4) without a backend of its own. A value
 * that is not two letters is ignored.
 */
const MOCK_COUNTRY_COOKIE = 'shell_mock_country';
const MOCK_COUNTRY = /^[A-Za-z]{2}$/;

/**
 * Faults of one request (`shell_mock_faults=commonData:http-500`, the list syntax of
 * `parseFaultList`): a server render and the browser's calls of one visitor fail while every
 * other request of a shared backend (a host's dev server, concurrent e2e tests) answers normally.
 * They come before the backend's own faults.
 */
const MOCK_FAULTS_COOKIE = 'shell_mock_faults';

/** The user a mock session cookie names, or undefined (no cookie, or a value of another shape). */
function mockUserFromCookie(value: string | undefined): Pick<MockState, 'user' | 'name'> | undefined {
  if (value === undefined || !MOCK_USER_NAME.test(value)) return undefined;
  if (value === 'visitor' || value === 'user' || value === 'sub') return { user: value };
  return { user: 'user', name: value };
}

const GENERIC_INVALID_BODY = { code: 200, message: 'ok', data: 'unexpected-string' };

export function faultResponse(kind: FaultKind, invalidBody: unknown): Promise<Response> | Response {
  switch (kind) {
    case 'network':
      return HttpResponse.error();
    case 'http-500':
      return HttpResponse.json({ code: 500, message: 'Internal Server Error' }, { status: 500 });
    case 'timeout':
      // Never answers: the client's own timeout must end the request.
      return delay('infinite').then(() => HttpResponse.error());
    case 'malformed-json':
      return new HttpResponse('{"code":200,"data":{"list":[', { headers: { 'content-type': 'application/json' } });
    case 'schema-invalid':
      return HttpResponse.json(invalidBody as Record<string, unknown>);
    case 'empty':
      return new HttpResponse(null, { status: 200, headers: { 'content-type': 'application/json' } });
  }
}

export interface RouteOptions {
  faults: FaultController;
  state: MockState;
  latencyMs: number;
  /** Read the user from the request's {@link MOCK_USER_COOKIE} (on by default). */
  userFromCookie?: boolean;
}

/**
 * The state one request is answered from: the backend's, with the user of the request's mock
 * session cookie when it names one. A copy per request (the shared scratch map aside), so two
 * concurrent requests for two users never see each other's.
 */
function requestState(options: RouteOptions, cookies: Record<string, string>): MockState {
  const country = cookies[MOCK_COUNTRY_COOKIE];
  const state = country !== undefined && MOCK_COUNTRY.test(country) ? { ...options.state, country: country.toUpperCase() } : options.state;
  if (options.userFromCookie === false) return state;
  const value = cookies[MOCK_USER_COOKIE];
  if (value === undefined) return state;
  const named = mockUserFromCookie(value);
  // A session cookie the backend never issued is nobody's session: a real backend answers it as
  // "not logged in", never as the user it would serve without one (issue 21 M4).
  if (!named) return { ...state, user: 'visitor', name: undefined };
  return { ...state, user: named.user, name: named.name };
}

/** The fault the request's {@link MOCK_FAULTS_COOKIE} names for `call` (or for `*`), if any. */
function requestFault(cookies: Record<string, string>, call: string): FaultKind | undefined {
  const specs = parseFaultList(cookies[MOCK_FAULTS_COOKIE]);
  return (specs.find((spec) => spec.call === call) ?? specs.find((spec) => spec.call === '*'))?.kind;
}

/** A route and the call it answers: what {@link routesHandler} looks requests up in. */
export interface RoutedCall {
  route: MockRoute;
  info: CallInfo;
}

/**
 * One MSW handler for every route, which looks the request up by method and path (on any origin).
 *
 * Not one handler per call: MSW tries the handlers in order and, for each one it tries, parses the
 * request's cookies — and, in a browser or jsdom, appends `document.cookie` to the request's
 * Cookie header again (msw 2.15 `getAllRequestCookies`). With ~40 handlers a request cost ~40
 * parses of a header that grew with each, about a third of the demo page's main-thread time at
 * start-up. One handler parses them once. A request no route answers falls through (the resolver
 * returns nothing), to the static host's handlers, a test's own, or `onUnhandledRequest`.
 */
export function routesHandler(calls: readonly RoutedCall[], options: RouteOptions): HttpHandler {
  const table = new Map<string, MockRoute>();
  for (const { route, info } of calls) {
    const key = `${info.method} ${info.path}`;
    const taken = table.get(key);
    if (taken) throw new Error(`mock backend: calls "${taken.call}" and "${route.call}" are both ${key}`);
    table.set(key, route);
  }
  return http.all('*', async ({ request, cookies }) => {
    const route = table.get(`${request.method} ${new URL(request.url).pathname}`);
    if (!route) return undefined;
    const latency = route.latencyMs ?? options.latencyMs;
    if (latency > 0) await delay(latency);
    const fault = requestFault(cookies, route.call) ?? options.faults.get(route.call);
    if (fault) return faultResponse(fault, route.invalidBody ? route.invalidBody() : GENERIC_INVALID_BODY);
    const state = requestState(options, cookies);
    if (route.signedIn && state.user === 'visitor') return HttpResponse.json(NOT_LOGGED_IN);
    const body = await route.resolve({ request, url: new URL(request.url), state });
    return body instanceof Response ? body : HttpResponse.json(body as Record<string, unknown>);
  });
}
