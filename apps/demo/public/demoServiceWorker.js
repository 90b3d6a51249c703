/*
 * The demo's service worker: MSW's own worker (mockServiceWorker.js, exactly as `msw init` writes
 * it) behind two listeners of the demo's.
 *
 * 1. The build's own files (the scripts and styles under assets/) go straight to the network.
 *    MSW's worker hands every request of the page to the page's handlers and waits for their
 *    answer; none of the ~70 chunks of a page load has a mock, and those round trips were about
 *    a fifth of a page load's CPU. Everything else (the API, the static host's icons and
 *    micro-app) still goes through MSW.
 * 2. A page that is being left does not switch mocking off. MSW's page script says
 *    `CLIENT_CLOSED` on `beforeunload`; its worker then lets that page's requests through to the
 *    real network (here: the static server, which answers an API path with 404) and, with no page
 *    left, unregisters itself, so the next page installs it again. But the page being left runs
 *    on until the next one arrives: a poll or an idle prefetch it starts in that window failed
 *    with a 404 in the console. A closed page's requests now go to its own handlers while it
 *    lives (MSW only forwards to a page it still finds), and the worker stays registered. A page
 *    that never starts mocking (a build pointed at a real API) is never forwarded to: MSW's worker
 *    lets through every request of a page that did not activate it.
 */
const ASSETS = new URL('./assets/', self.location.href).href;

self.addEventListener('fetch', (event) => {
  // No respondWith: the browser fetches it as if there were no worker; MSW's listener never sees it.
  if (event.request.url.startsWith(ASSETS)) event.stopImmediatePropagation();
});

self.addEventListener('message', (event) => {
  if (event.data === 'CLIENT_CLOSED') event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
