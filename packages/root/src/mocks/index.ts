// `@shell/root/mocks`: the shell's whole mock backend (the shared calls and every feature's) as
// one `fetch`-style request handler, for a host's development server, a preview deployment or an
// end-to-end suite — e.g. a Next.js Route Handler `app/mock-api/[...path]/route.ts`:
//
//   const handle = createMockApiHandler({ basePath: '/mock-api' });
//   export const GET = handle;
//   export const POST = handle;
//
// Needs msw (an optional peer). No runtime entry of the shell imports this module.
import { getResponse } from 'msw';
import { createMockBackend, parseFaultList } from '@shell/api-client/mocks';
import type { MockBackend, MockBackendOptions, MockFeature, MockUserKind } from '@shell/api-client/mocks';
import { headerMockFeature } from '@shell/header/mocks';
import { marketsMockFeature } from '@shell/markets/mocks';
import { reminderMockFeature } from '@shell/reminder/mocks';
import { isSiteKey, parseCookieString } from '@shell/site-config';
import type { SiteKey } from '@shell/site-config';

/** The features of every shell part, in the order the backend composes them. */
export const shellMockFeatures: readonly MockFeature[] = Object.freeze([headerMockFeature, marketsMockFeature, reminderMockFeature]);

/** `createMockBackend` of `@shell/api-client/mocks` answering every call of the shell (`features` adds yours). */
export function createShellMockBackend(options: MockBackendOptions = {}): MockBackend {
  return createMockBackend({ ...options, features: [...shellMockFeatures, ...(options.features ?? [])] });
}

export type { MockBackend, MockBackendOptions } from '@shell/api-client/mocks';

/** The cookie that signs a request in to the mock backend: `shell_mock_user=<name>` (`sub:<name>` for a sub-account). */
export const MOCK_USER_COOKIE = 'shell_mock_user';

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
  /** Most backends kept (one per site and user; default 64). */
  maxBackends?: number;
}

/** A user name from the cookie, as a seed: the same name always gets the same account. */
function seedOf(name: string): number {
  let hash = 2166136261;
  for (let index = 0; index < name.length; index += 1) hash = Math.imul(hash ^ name.charCodeAt(index), 16777619);
  return hash >>> 0;
}

/** Names are short words; anything else (garbage, an injection attempt) is a visitor. */
const USER_NAME = /^[a-z0-9_-]{1,32}$/i;

function userOf(cookieHeader: string | null): { kind: MockUserKind; name: string } {
  const raw = parseCookieString(cookieHeader ?? '')[MOCK_USER_COOKIE];
  if (raw === undefined) return { kind: 'visitor', name: '' };
  const [prefix, rest] = raw.startsWith('sub:') ? ['sub', raw.slice(4)] : ['user', raw];
  return USER_NAME.test(rest) ? { kind: prefix as MockUserKind, name: rest } : { kind: 'visitor', name: '' };
}

/**
 * A `(request) => Response` serving the shell's mock API. Each request is answered by the backend
 * of its site (from the path) and its user (from the {@link MOCK_USER_COOKIE} cookie): concurrent
 * requests of different users never share a backend, so one never sees another's data.
 */
export function createMockApiHandler(options: MockApiHandlerOptions): (request: Request) => Promise<Response> {
  const basePath = `/${options.basePath.replace(/^\/+|\/+$/g, '')}`;
  const faults = options.faults ? parseFaultList(options.faults) : [];
  const maxBackends = options.maxBackends ?? 64;
  const backends = new Map<string, MockBackend>();
  const backendFor = (site: SiteKey, user: { kind: MockUserKind; name: string }) => {
    const key = `${site} ${user.kind} ${user.name}`;
    let backend = backends.get(key);
    if (backend === undefined) {
      if (backends.size >= maxBackends) backends.delete(backends.keys().next().value as string);
      backend = createShellMockBackend({
        site,
        user: user.kind,
        faults,
        latencyMs: options.latencyMs ?? 0,
        ...(user.name ? { seed: seedOf(user.name) } : {}),
      });
      backends.set(key, backend);
    }
    return backend;
  };
  return async (request) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${basePath}/`)) return new Response('not found', { status: 404 });
    const [segment = '', ...rest] = url.pathname.slice(basePath.length + 1).split('/');
    const site = isSiteKey(segment) ? segment : 'main';
    const backend = backendFor(site, userOf(request.headers.get('cookie')));
    // The handlers match `*/<API path>`: hand them the request with the base path and site cut off.
    const inner = new URL(`/${rest.join('/')}${url.search}`, url.origin);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const answer = await getResponse(backend.handlers, new Request(inner, { method: request.method, headers: request.headers, body }));
    return answer ?? new Response('not found', { status: 404 });
  };
}
