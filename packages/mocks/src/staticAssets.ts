import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';

/** The static host the mock data points at (icons, avatars, micro-apps, the CDN check file). */
export const MOCK_STATIC_HOST = 'https://static.gate.example';

const PALETTE = ['#2354e6', '#0f9d58', '#c2410c', '#7c3aed', '#0e7490', '#b91c1c', '#a16207', '#4d7c0f'];

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

/** A round badge with up to two letters of the file name: a stand-in for a coin icon or an avatar. */
export function placeholderSvg(path: string): string {
  const name = decodeURIComponent(path.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '').replace(/[^A-Za-z0-9]/g, '');
  const letters = (name.slice(0, 2) || '?').toUpperCase();
  const fill = PALETTE[hash(path) % PALETTE.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${fill}"/><text x="32" y="41" font-family="system-ui,sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text></svg>`;
}

/**
 * The aggregated-search micro-app the header loads on demand (`mount(element, options)` contract
 * of @shell/header): a search form for `/search`, so the demo shows the real loading path. Served
 * at a versioned URL with its integrity hash ({@link MOCK_SEARCH_APP}), the way a host configures it.
 */
export const SEARCH_APP_SOURCE = `export function mount(element, options) {
  const form = document.createElement('form');
  form.action = (options.lang && options.lang !== 'en' ? '/' + options.lang : '') + '/search';
  form.setAttribute('role', 'search');
  const input = document.createElement('input');
  input.type = 'search';
  input.name = 'q';
  input.setAttribute('aria-label', 'Search coins, pairs and articles');
  input.placeholder = 'BTC, ETH, Gate…';
  form.append(input);
  element.replaceChildren(form);
  input.focus();
  const onKey = (event) => { if (event.key === 'Escape') options.onClose(); };
  element.addEventListener('keydown', onKey);
  return () => { element.removeEventListener('keydown', onKey); element.replaceChildren(); };
}
`;

/**
 * The mock micro-app's source for the header's `SearchAppProvider app={…}`: its versioned URL and the
 * SRI hash of {@link SEARCH_APP_SOURCE} (a test recomputes it, so the two cannot drift).
 */
export const MOCK_SEARCH_APP = Object.freeze({
  url: `${MOCK_STATIC_HOST}/search-app/1.0.0/index.js`,
  integrity: 'sha384-q/VVXBgcFjQx4So3wk/4gSGddH22iyC64/o6IwNKhQNysD9gH9wtNJXai5Toaph0',
});

/**
 * A release of the micro-app whose bytes were changed after its hash was published (a compromised
 * CDN): same integrity as {@link MOCK_SEARCH_APP}, other code. The shell must refuse to run it.
 */
export const MOCK_TAMPERED_SEARCH_APP = Object.freeze({
  url: `${MOCK_STATIC_HOST}/search-app/1.0.1/index.js`,
  integrity: MOCK_SEARCH_APP.integrity,
});

const CORS = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };

/** Answers every GET on the static host, so the demo and the docs load no broken images or scripts. */
export function createStaticAssetHandlers(): HttpHandler[] {
  return [
    http.get(MOCK_SEARCH_APP.url, () =>
      new HttpResponse(SEARCH_APP_SOURCE, { headers: { ...CORS, 'Content-Type': 'text/javascript; charset=utf-8' } }),
    ),
    http.get(MOCK_TAMPERED_SEARCH_APP.url, () =>
      new HttpResponse(`${SEARCH_APP_SOURCE}window.__pwned = 'search-app';\n`, { headers: { ...CORS, 'Content-Type': 'text/javascript; charset=utf-8' } }),
    ),
    http.get(`${MOCK_STATIC_HOST}/*`, ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.endsWith('.js')) return new HttpResponse('/* static asset */\n', { headers: { ...CORS, 'Content-Type': 'text/javascript' } });
      return new HttpResponse(placeholderSvg(pathname), { headers: { ...CORS, 'Content-Type': 'image/svg+xml' } });
    }),
  ];
}
