import { getResponse, http, HttpResponse } from 'msw';
import type { MockFeature } from './route';
import { createMockBackend } from './backend';

const ORIGIN = 'https://api.gate.example';

describe('one handler for every call', () => {
  it('answers a call by method and path on any origin, and lets every other request fall through', async () => {
    const { handlers, calls } = createMockBackend();
    const [id, info] = Object.entries(calls).find(([, call]) => call.method === 'GET')!;
    const answered = await getResponse(handlers, new Request(`${ORIGIN}${info.path}`));
    expect(answered?.status, id).toBe(200);
    // Same path, other method: not this call's route.
    expect(await getResponse(handlers, new Request(`${ORIGIN}${info.path}`, { method: 'DELETE' }))).toBeUndefined();
    expect(await getResponse(handlers, new Request(`${ORIGIN}/no/such/call`))).toBeUndefined();
    // A handler placed before the backend's still wins, as with `server.use`.
    const own = http.get(`*${info.path}`, () => HttpResponse.json({ own: true }));
    expect(await (await getResponse([own, ...handlers], new Request(`${ORIGIN}${info.path}`)))?.json()).toEqual({ own: true });
  });

  it('refuses two calls on one method and path when the backend is made', () => {
    const twin: MockFeature = {
      name: 'twin',
      calls: { twinOfCommonData: { id: 'twinOfCommonData', method: 'GET', path: '/apiw/v2/site/common_data' } },
      routes: () => [{ call: 'twinOfCommonData', resolve: () => ({}) }],
    };
    expect(() => createMockBackend({ features: [twin] })).toThrow(/"commonData" and "twinOfCommonData" are both GET \/apiw\/v2\/site\/common_data/);
  });
});
