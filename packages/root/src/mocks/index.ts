// `@shell/root/mocks`: the shell's whole mock backend (the shared calls and every feature's) as
// one `fetch`-style request handler, for a host's development server, a preview deployment or an
// end-to-end suite — e.g. a Next.js Route Handler `app/mock-api/[...path]/route.ts`:
//
//   const handle = createMockApiHandler({ basePath: '/mock-api' });
//   export const GET = handle;
//   export const POST = handle;
//
// Needs @shell/mocks and msw (optional peers). No runtime entry of the shell imports this module.
import { getResponse } from 'msw';
import { createMockBackend, MOCK_CSRF_COOKIE, parseFaultList } from '@shell/mocks';
import type { MockBackend, MockBackendOptions, MockFeature } from '@shell/mocks';
import { headerMockFeature } from '@shell/header/mocks';
import { marketsMockFeature } from '@shell/markets/mocks';
import { reminderMockFeature } from '@shell/reminder/mocks';
import { isSiteKey, readCookie, serializeCookie } from '@shell/site-config';
import type { SiteKey } from '@shell/site-config';

/** The features of every shell part, in the order the backend composes them. */
const shellMockFeatures: readonly MockFeature[] = Object.freeze([headerMockFeature, marketsMockFeature, reminderMockFeature]);

/** `createMockBackend` of `@shell/mocks` answering every call of the shell (`features` adds yours). */
export function createShellMockBackend(options: MockBackendOptions = {}): MockBackend {
  return createMockBackend({ ...options, features: [...shellMockFeatures, ...(options.features ?? [])] });
}

export type { MockBackend, MockBackendOptions } from '@shell/mocks';

export interface MockApiHandlerOptions {
  /**
   * The path the mock API is served under. Requests are `<basePath>/<site>/<API path>`: give the
   * shell `apiBaseUrl = <origin><basePath>/<site>` (the site segment picks the site's data; an
   * unknown segment is the main site).
   */
  basePath: string;
  /** Added to every answer, in ms (default 0). */
  latencyMs?: number;
  /** Faults as in the demo's `?faults=` (`userInfo:timeout,spotMarkets:malformed`), for every backend. */
  faults?: string;
}

/**
 * A `(request) => Response` serving the shell's mock API. Each request is answered by the backend
 * of its site (from the path) for the user its `shell_mock_user` cookie (`MOCK_USER_COOKIE` of
 * `@shell/mocks`) names (a visitor without one): the backend answers every request from that
 * request's own user, so concurrent requests of different users never see each other's data.
 */
export function createMockApiHandler(options: MockApiHandlerOptions): (request: Request) => Promise<Response> {
  const basePath = `/${options.basePath.replace(/^\/+|\/+$/g, '')}`;
  const faults = options.faults ? parseFaultList(options.faults) : [];
  const backends = new Map<SiteKey, MockBackend>();
  const backendFor = (site: SiteKey) => {
    let backend = backends.get(site);
    if (backend === undefined) {
      backend = createShellMockBackend({ site, faults, latencyMs: options.latencyMs ?? 0, userFromCookie: true });
      backends.set(site, backend);
    }
    return backend;
  };
  return async (request) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${basePath}/`)) return new Response('not found', { status: 404 });
    const [segment = '', ...rest] = url.pathname.slice(basePath.length + 1).split('/');
    const site = isSiteKey(segment) ? segment : 'main';
    const backend = backendFor(site);
    // The handlers match `*/<API path>`: hand them the request with the base path and site cut off.
    const inner = new URL(`/${rest.join('/')}${url.search}`, url.origin);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const answer = await getResponse(backend.handlers, new Request(inner, { method: request.method, headers: request.headers, body }));
    if (!answer) return new Response('not found', { status: 404 });
    // The exchange issues a CSRF cookie with the session; without one the shell sends no POST.
    if (readCookie(request.headers.get('cookie') ?? '', MOCK_CSRF_COOKIE) !== undefined) return answer;
    const issued = new Response(answer.body, answer);
    issued.headers.append('set-cookie', serializeCookie({ name: MOCK_CSRF_COOKIE, value: crypto.randomUUID() }, { secure: url.protocol === 'https:' }));
    return issued;
  };
}
