#!/usr/bin/env node
// Server rendering of the whole shell as a host's server does it, in production mode
// (NODE_ENV=production, the packages' built `dist`): announcement bar, header (with the bell and the
// Pay-with placement, composed as apps/demo/src/shell/ShellFrame.tsx does) and footer, for a
// logged-in user on the main site, from a store preloaded with the data a server fetches first
// (the header's `prefetchHeaderData` — user info, compliance, common data, header tags, the home
// page's announcement, unified mode — then fiat rates) — answered by the mock backend through msw/node, the
// way the packages' ssr tests do it. Warm-up, then N timed renders of each kind:
//   renderToString                       ≤ 1.5 ms mean
//   renderToPipeableStream to completion ≤ 3 × that (4.5 ms) mean
//   the HTML                             ≤ 8 KB gzip
// Each render gets a fresh store from the same preloaded state (one per request, as on a server);
// creating the store is outside the timing.
//
//   node tooling/perf/server-render.mjs [--iterations 2000] [--warmup 300] [--json out.json] [--no-check]
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { cliOptions, finish, mean, metric, packageEntry, percentile, printMetrics, runIfMain } from './lib.mjs';

export const BUDGETS = Object.freeze({ renderToStringMeanMs: 1.5, streamMeanMs: 4.5, htmlGzipKB: 8 });

/** The request's data, fetched into a store before rendering (what a host's server does). */
async function preloadedState({ api, core, mocks, header, headerMocks, marketsMocks, reminderMocks, site, lang, user }) {
  const { setupServer } = await import('msw/node');
  const backend = mocks.createMockBackend({ latencyMs: 0, user, site, features: [headerMocks.headerMockFeature, marketsMocks.marketsMockFeature, reminderMocks.reminderMockFeature] });
  const server = setupServer(...backend.handlers);
  server.listen({ onUnhandledRequest: 'error' });
  try {
    const logger = core.createMemoryLogger();
    const store = api.createShellStore({
      config: { baseUrl: 'http://shell.test', logger, getCookies: () => '' },
      session: { site, lang },
      listen: false,
    });
    // The header's own calls (tags, the signup bubble where it shows) come with its prefetch.
    await header.prefetchHeaderData(store, { pathname: '/' });
    store.dispatch(api.shellDataApi.endpoints.getCurrFiatMarketRates.initiate());
    await Promise.all(store.dispatch(api.shellApi.util.getRunningQueriesThunk()));
    const fallbacks = logger.entries.filter((entry) => entry.level !== 'debug');
    if (fallbacks.length > 0) throw new Error(`preloading logged: ${JSON.stringify(fallbacks)}`);
    return { state: store.getState(), logger };
  } finally {
    server.close();
  }
}

/**
 * A server renders each request from an I/O callback, so the event loop turns between renders.
 * A loop of renders must let it turn too: without that, Node's tick queue keeps every finished
 * stream's request (its HTML included, about 60 KB) until the loop ends, the heap grows by a few
 * hundred MB over the run, and its collection lands in the timings of later renders.
 */
const betweenRequests = () => new Promise((resolve) => setImmediate(resolve));

async function measure({ iterations, warmup }) {
  const React = await import('react');
  const { renderToString, renderToPipeableStream } = await import('react-dom/server');
  const api = await import(packageEntry('api-client'));
  const core = await import(packageEntry('api-client', './core'));
  const ui = await import(packageEntry('ui'));
  const mocks = await import(packageEntry('mocks'));
  const marketsMocks = await import(packageEntry('markets', './mocks'));
  const reminderMocks = await import(packageEntry('reminder', './mocks'));
  const siteConfig = await import(packageEntry('site-config'));
  const header = await import(packageEntry('header'));
  const { Header } = header;
  const { loadHeaderMessages } = await import(packageEntry('header', './messages'));
  const headerMocks = await import(packageEntry('header', './mocks'));
  const { AnnouncementBar } = await import(packageEntry('header', './preferences'));
  const { Footer, loadFooterMessages } = await import(packageEntry('footer'));
  const { ReminderBell } = await import(packageEntry('reminder'));
  const { loadReminderMessages } = await import(packageEntry('reminder', './messages'));
  const markets = await import(packageEntry('markets'));
  const { loadMarketsMessages } = await import(packageEntry('markets', './messages'));
  const payWith = await import(packageEntry('markets', './pay-with'));

  const site = 'main';
  const lang = 'en';
  const { state } = await preloadedState({ api, core, mocks, header, headerMocks, marketsMocks, reminderMocks, site, lang, user: 'user' });
  const loadMessages = siteConfig.createMessageLoader([siteConfig.loadSiteConfigMessages, loadHeaderMessages, loadFooterMessages, loadReminderMessages, loadMarketsMessages]);
  const messages = await loadMessages(lang);

  // As the demo composes the shell (apps/demo/src/shell/ShellFrame.tsx); the flyouts are drawn only
  // once opened, so renderFlyout never runs on the server. PayWithPanel is imported with the header.
  const h = React.createElement;
  const slots = {
    renderFlyout: (kind, { open, close }) => h(React.Suspense, { fallback: null }, h(markets.MarketFlyout, { kind, open, onNavigate: close })),
    placements: { payWith: h(payWith.PayWithPanel) },
    bell: h(ReminderBell),
  };
  const serverLogger = core.createMemoryLogger();
  const tree = () => {
    const store = api.createShellStore({
      config: { baseUrl: 'http://shell.test', logger: serverLogger, getCookies: () => '' },
      session: { site, lang },
      preloadedState: { shellApi: state.shellApi },
      listen: false,
    });
    return h(
      api.ShellProvider,
      { store, messages },
      h(ui.ShellHostProvider, { pathname: '/', search: '' }, h(React.Fragment, null, h(AnnouncementBar), h(Header, { slots }), h(Footer))),
    );
  };
  const stream = (element) =>
    new Promise((resolve, reject) => {
      let html = '';
      const sink = new Writable({
        write(chunk, _encoding, callback) {
          html += chunk;
          callback();
        },
        final(callback) {
          resolve(html);
          callback();
        },
      });
      const { pipe } = renderToPipeableStream(element, {
        onAllReady: () => pipe(sink),
        onShellError: reject,
        onError: (error) => reject(error),
      });
    });

  // Warm-up: JIT both paths.
  for (let i = 0; i < warmup; i += 1) {
    await betweenRequests();
    await stream(tree());
    renderToString(tree());
  }
  const html = renderToString(tree());
  const streamed = await stream(tree());
  checkHtml(html);

  // Wall time per render, and the process's CPU time (less sensitive to a shared, loaded machine).
  const stringTimes = [];
  const streamTimes = [];
  let stringCpu = 0;
  let streamCpu = 0;
  for (let i = 0; i < iterations; i += 1) {
    await betweenRequests();
    const a = tree();
    let cpu = process.cpuUsage();
    let t = performance.now();
    renderToString(a);
    stringTimes.push(performance.now() - t);
    cpu = process.cpuUsage(cpu);
    stringCpu += (cpu.user + cpu.system) / 1000;
    const b = tree();
    await betweenRequests();
    cpu = process.cpuUsage();
    t = performance.now();
    await stream(b);
    streamTimes.push(performance.now() - t);
    cpu = process.cpuUsage(cpu);
    streamCpu += (cpu.user + cpu.system) / 1000;
  }
  const errors = serverLogger.entries.filter((entry) => entry.level === 'error' || entry.event === 'intl.error');
  if (errors.length > 0) throw new Error(`the server render logged: ${JSON.stringify(errors.slice(0, 3))}`);
  const gzipBytes = gzipSync(html).length;
  const metrics = [
    metric('server.renderToString.mean', 'renderToString, mean', mean(stringTimes), 'ms', BUDGETS.renderToStringMeanMs),
    metric('server.stream.mean', 'renderToPipeableStream to completion, mean (≤ 3× string budget)', mean(streamTimes), 'ms', BUDGETS.streamMeanMs),
    metric('server.html.gzip', 'server HTML, gzip', gzipBytes / 1024, 'KB', BUDGETS.htmlGzipKB),
    metric('server.renderToString.p99', 'renderToString, p99', percentile(stringTimes, 99), 'ms'),
    metric('server.stream.p99', 'renderToPipeableStream, p99', percentile(streamTimes, 99), 'ms'),
    metric('server.renderToString.median', 'renderToString, median', percentile(stringTimes, 50), 'ms'),
    metric('server.stream.median', 'renderToPipeableStream, median', percentile(streamTimes, 50), 'ms'),
    metric('server.renderToString.cpu', 'renderToString, CPU time per render', stringCpu / iterations, 'ms'),
    metric('server.stream.cpu', 'renderToPipeableStream, CPU time per render', streamCpu / iterations, 'ms'),
    metric('server.stream.ratio', 'stream mean / renderToString mean', mean(streamTimes) / mean(stringTimes), ''),
    metric('server.html.raw', 'server HTML, raw', Buffer.byteLength(html) / 1024, 'KB'),
  ];
  return { metrics, details: { site, lang, user: 'user', iterations, warmup, htmlBytes: Buffer.byteLength(html), streamedBytes: Buffer.byteLength(streamed), gzipBytes, node: process.version, nodeEnv: process.env.NODE_ENV } };
}

/** The render is the whole logged-in shell, not an empty or loading one. */
function checkHtml(html) {
  const expected = [
    ['the header', 'class="shell-header'],
    ['the footer', 'class="shell-footer'],
    // The dismissed list lives in the browser's storage: the server holds the bar's place.
    ['the announcement bar', 'shell-prefs-announcement'],
    ['the wallet menu (logged in)', 'data-menu="wallet"'],
    ['the bell', 'shell-reminder-bell'],
    ['the Pay-with placement', 'shell-markets-pay'],
  ];
  const missing = expected.filter(([, needle]) => !html.includes(needle)).map(([name]) => name);
  if (missing.length > 0) throw new Error(`the server HTML lacks ${missing.join(', ')}`);
}

async function main() {
  const options = cliOptions();
  // React, RTK and the packages pick their production code from NODE_ENV at import time.
  if (process.env.NODE_ENV !== 'production') {
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    process.exit(child.status ?? 1);
  }
  const iterations = Number(options.get('iterations', '2000'));
  const warmup = Number(options.get('warmup', '300'));
  console.log(`server render of the shell (main site, logged in, en), NODE_ENV=${process.env.NODE_ENV}, ${warmup} warm-up + ${iterations} timed renders of each kind`);
  const { metrics, details } = await measure({ iterations, warmup });
  printMetrics('server render', metrics);
  finish(options, { kind: 'server', budgets: BUDGETS, metrics, details });
}

runIfMain(import.meta.url, main);
