import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CDN_CHECK_DELAY_MS } from '../internal/spec';
import { mockServer } from '@shell/test-utils';
import { Footer } from '../Footer/Footer';
import { mobileViewport, renderInShell } from '../testing/helpers.test-helper';
import { CDN_CHECK_SESSION_KEY, cdnCheckUrl, useCdnCheck } from './useCdnCheck';

const STATIC_HOST = 'https://static.gate.test';
const BUNDLE = cdnCheckUrl(STATIC_HOST);

function Probe({ url }: { url?: string | null }) {
  useCdnCheck(url);
  return <p>page</p>;
}

let restoreViewport: () => void;
let requests: string[];
let modes: string[];
beforeEach(() => {
  window.sessionStorage.clear();
  modes = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  restoreViewport = mobileViewport();
  requests = [];
});
afterEach(() => {
  vi.useRealTimers();
  restoreViewport();
});

function serveBundle(answer: () => Response) {
  mockServer.use(
    http.get(BUNDLE, ({ request }) => {
      requests.push(request.url);
      modes.push(request.mode);
      return answer();
    }),
  );
}

async function mount(ui = <Probe />) {
  const reportError = vi.fn();
  const result = renderInShell(ui, { host: { staticHost: STATIC_HOST, reportError } });
  return { ...result, reportError };
}

/** Lets the fetch and its promise chain settle (MSW answers on the real event loop). */
async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
  });
}

describe('CDN check (mobile footer)', () => {
  it('fetches the bundle 5 s after mount, not before', async () => {
    serveBundle(() => new HttpResponse('/* ok */', { headers: { 'content-type': 'text/javascript' } }));
    const { reportError } = await mount();
    await act(async () => vi.advanceTimersByTime(CDN_CHECK_DELAY_MS - 1));
    await flush();
    expect(requests).toEqual([]);
    await act(async () => vi.advanceTimersByTime(1));
    await flush();
    expect(requests).toEqual([BUNDLE]);
    expect(reportError).not.toHaveBeenCalled();
  });

  it.each([
    ['a network failure', () => HttpResponse.error(), 'network'],
    ['an HTTP 503', () => new HttpResponse(null, { status: 503 }), 'http-503'],
  ])('reports %s once as a cdn-access error; the UI does not change', async (_label, answer, reason) => {
    serveBundle(answer);
    const { reportError, container } = await mount();
    const before = container.innerHTML;
    await act(async () => vi.advanceTimersByTime(CDN_CHECK_DELAY_MS));
    await flush();
    await vi.waitFor(() => expect(reportError).toHaveBeenCalledTimes(1));
    expect(reportError).toHaveBeenCalledWith({ kind: 'cdn-access', message: `CDN bundle unreachable (${reason})`, detail: { url: BUNDLE, reason } });
    await act(async () => vi.advanceTimersByTime(CDN_CHECK_DELAY_MS * 3));
    await flush();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(1);
    expect(container.innerHTML).toBe(before);
  });

  it('§4 "failure reports a CDN access error": the request can see an HTTP 404 (CORS, not an opaque no-cors answer)', async () => {
    serveBundle(() => new HttpResponse(null, { status: 404 }));
    const { reportError } = await mount();
    await act(async () => vi.advanceTimersByTime(CDN_CHECK_DELAY_MS));
    await flush();
    await vi.waitFor(() => expect(reportError).toHaveBeenCalledTimes(1));
    // A no-cors request is answered opaquely in a browser (status 0): a 404 would look reachable.
    expect(modes).toEqual(['cors']);
    expect(reportError.mock.calls[0]?.[0]).toMatchObject({ kind: 'cdn-access', detail: { reason: 'http-404' } });
  });

  it('reports once per session: a second mount (next page of the session) neither fetches nor reports again', async () => {
    serveBundle(() => new HttpResponse(null, { status: 500 }));
    const first = await mount();
    await act(async () => vi.advanceTimersByTime(CDN_CHECK_DELAY_MS));
    await flush();
    await vi.waitFor(() => expect(first.reportError).toHaveBeenCalledTimes(1));
    first.unmount();
    const second = await mount();
    await act(async () => vi.advanceTimersByTime(CDN_CHECK_DELAY_MS * 2));
    await flush();
    expect(second.reportError).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
    expect(window.sessionStorage.getItem(CDN_CHECK_SESSION_KEY)).toBe('1');
  });

  it('the footer runs it with the default URL under the static host', async () => {
    serveBundle(() => HttpResponse.error());
    const { reportError } = await mount(<Footer />);
    await act(async () => vi.advanceTimersByTime(CDN_CHECK_DELAY_MS));
    await flush();
    await vi.waitFor(() => expect(reportError).toHaveBeenCalledTimes(1));
    expect(requests).toEqual(['https://static.gate.test/shell/footer/cdn-check.js']);
  });

  it('does nothing on a desktop viewport or when switched off', async () => {
    serveBundle(() => HttpResponse.error());
    restoreViewport();
    restoreViewport = () => {};
    await mount();
    await mount(<Probe url={null} />);
    await act(async () => vi.advanceTimersByTime(CDN_CHECK_DELAY_MS * 2));
    await flush();
    expect(requests).toEqual([]);
  });
});
