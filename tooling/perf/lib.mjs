// Shared helpers of the performance scripts (page-metrics, memory, server-render, bench): the demo's
// production build, a server for it with the mock backend, Debian chromium, statistics and budget
// lines.
//
// The build and the server are the demo's own, in a folder and on a port of their own so a bench
// never collides with the e2e run (apps/demo/playwright.config.ts builds into dist/ and serves on
// 4173): PERF_DEMO_OUT_DIR (default /tmp/demo-c) and PERF_DEMO_PORT (default 4321).
//
// Where the mock backend runs. The demo's default build answers every call from MSW in the page:
// the service worker hands each request to the page's main thread, where the handlers generate
// the data (2,700 spot rows, cookie parsing, JSON) — main-thread work no real backend puts on the
// page, which at 4x throttling adds hundreds of milliseconds to every interaction that fetches.
// So by default the demo is built against an API on its own origin (VITE_SHELL_API_BASE_URL, no
// worker, no MSW chunk) and this server answers those calls in Node with the very same handlers
// (`@shell/mocks` with the features' routes, same seed, same 120 ms latency as the demo's worker). `--in-page-mock`
// measures the demo's default build instead (the service worker intercepts before this server).
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../scripts/chromium.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEMO_DIR = fileURLToPath(new URL('../../apps/demo/', import.meta.url));
const VITE_BIN = fileURLToPath(new URL('../../apps/demo/node_modules/vite/bin/vite.js', import.meta.url));

export const DEMO_OUT_DIR = process.env.PERF_DEMO_OUT_DIR || '/tmp/demo-c';
export const DEMO_PORT = Number(process.env.PERF_DEMO_PORT || 4321);
/** The demo worker's latency (apps/demo/src/backend/startMockBackend.ts), so data arrives as in the demo. */
export const MOCK_LATENCY_MS = 120;

/** Command-line options: `--name value` and bare `--flag`. */
export function cliOptions(argv = process.argv.slice(2)) {
  return {
    get: (name, fallback) => {
      const i = argv.indexOf(`--${name}`);
      return i >= 0 && i + 1 < argv.length ? argv[i + 1] : fallback;
    },
    has: (name) => argv.includes(`--${name}`),
  };
}

/**
 * The built entry of a workspace package (`name` without `@shell/`, `subpath` like `./mocks`), as a
 * file URL: the scripts run the packages as published (their `dist`, production builds).
 */
export function packageEntry(name, subpath = '.') {
  const dir = join(ROOT, 'packages', name);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const target = manifest.exports?.[subpath];
  const file = typeof target === 'string' ? target : target?.import;
  if (!file) throw new Error(`@shell/${name} exports no "${subpath}"`);
  const path = join(dir, file);
  if (!existsSync(path)) throw new Error(`@shell/${name}${subpath.slice(1)}: ${path} is missing — build the packages first (pnpm build)`);
  return pathToFileURL(path).href;
}

/**
 * `vite build` of the demo into `outDir`. `apiBaseUrl` '' = the demo's default (MSW worker in the
 * page); a URL = a build for a real API at that address (no worker, no MSW chunk).
 */
export function buildDemo({ outDir = DEMO_OUT_DIR, apiBaseUrl = '' } = {}) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [VITE_BIN, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: DEMO_DIR,
    stdio: 'inherit',
    env: { ...process.env, VITE_SHELL_API_BASE_URL: apiBaseUrl },
  });
  if (result.status !== 0) throw new Error(`demo build into ${outDir} failed (exit ${result.status})`);
  writeFileSync(join(outDir, 'perf-build.json'), `${JSON.stringify({ apiBaseUrl, builtAt: new Date().toISOString() })}\n`);
  console.log(`demo built into ${outDir} (${apiBaseUrl ? `API ${apiBaseUrl}` : 'mock worker in the page'}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The mock backend's user and site for a request: the page's own query (`?user=&site=`), as the demo's worker does. */
function sessionOf(request) {
  try {
    const page = new URL(request.headers.referer ?? '');
    return { user: page.searchParams.get('user') ?? 'visitor', site: page.searchParams.get('site') ?? 'main' };
  } catch {
    return { user: 'visitor', site: 'main' };
  }
}

/**
 * Serves a built demo (static files, `index.html` for every other path) on 127.0.0.1:`port` and
 * answers the shell's calls from the mock backend's handlers in Node. `requests` counts the API
 * calls answered, per path. Refuses a port that already answers (another build may be there).
 */
export async function startDemoServer({ outDir = DEMO_OUT_DIR, port = DEMO_PORT, latencyMs = MOCK_LATENCY_MS } = {}) {
  const url = `http://127.0.0.1:${port}`;
  if (await answers(`${url}/`)) throw new Error(`something already answers on ${url}; stop it or set PERF_DEMO_PORT`);
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`${outDir} holds no demo build`);
  const { createMockBackend } = await import(packageEntry('mocks'));
  const { marketsMockFeature } = await import(packageEntry('markets', './mocks'));
  const { reminderMockFeature } = await import(packageEntry('reminder', './mocks'));
  const { headerMockFeature } = await import(packageEntry('header', './mocks'));
  const { getResponse } = await import('msw');
  const backend = createMockBackend({ latencyMs, features: [headerMockFeature, marketsMockFeature, reminderMockFeature] });
  const requests = new Map();
  const root = normalize(outDir);

  const serveStatic = (pathname, res) => {
    let file = normalize(join(root, decodeURIComponent(pathname)));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (extname(pathname) !== '') {
        res.writeHead(404).end();
        return;
      }
      file = join(root, 'index.html');
    }
    res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    createReadStream(file).pipe(res);
  };

  const server = createServer(async (req, res) => {
    try {
      const target = new URL(req.url ?? '/', url);
      const isAsset = req.method === 'GET' && (target.pathname === '/' || target.pathname.startsWith('/assets/') || extname(target.pathname) !== '');
      if (!isAsset) {
        const session = sessionOf(req);
        if (session.user !== backend.state.user || session.site !== backend.state.site) backend.reset(session);
        const chunks = [];
        for await (const chunk of req) chunks.push(chunk);
        const body = chunks.length > 0 && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
        const headers = Object.entries(req.headers).flatMap(([name, value]) => (Array.isArray(value) ? value.map((v) => [name, v]) : value === undefined ? [] : [[name, value]]));
        const response = await getResponse(backend.handlers, new Request(target, { method: req.method, headers, body }));
        if (response) {
          requests.set(target.pathname, (requests.get(target.pathname) ?? 0) + 1);
          if (response.type === 'error') {
            req.socket.destroy();
            return;
          }
          res.writeHead(response.status, Object.fromEntries(response.headers));
          res.end(Buffer.from(await response.arrayBuffer()));
          return;
        }
      }
      serveStatic(target.pathname, res);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url,
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function answers(target) {
  try {
    return (await fetch(target)).ok;
  } catch {
    return false;
  }
}

/**
 * The demo to measure: `--url` (an already running server; it must answer the shell's calls),
 * else build (unless `--no-build`) and serve it. `--in-page-mock` measures the demo's default build
 * (MSW in the page) instead of a build for an API on the server's origin.
 */
export async function demoServer(options = cliOptions()) {
  const given = options.get('url', process.env.PERF_DEMO_URL || null);
  if (given) return { url: given.replace(/\/$/, ''), requests: new Map(), stop: async () => {} };
  const apiBaseUrl = options.has('in-page-mock') ? '' : `http://127.0.0.1:${DEMO_PORT}`;
  if (!options.has('no-build')) buildDemo({ apiBaseUrl });
  else {
    const marker = join(DEMO_OUT_DIR, 'perf-build.json');
    const built = existsSync(marker) ? JSON.parse(readFileSync(marker, 'utf8')).apiBaseUrl : null;
    if (built !== apiBaseUrl) throw new Error(`${DEMO_OUT_DIR} was not built for API "${apiBaseUrl}" (${built === null ? 'no perf-build.json' : `built for "${built}"`}); drop --no-build`);
  }
  return startDemoServer();
}

/**
 * A browser context for measuring the demo: desktop viewport, and the mock static host (coin icons,
 * avatars, micro-apps on `https://static.gate.example`) answered with the mock's own placeholder
 * files, as the demo's worker does — over HTTPS on a made-up host, so it cannot be served by the
 * demo server. HTTPS requests the mock backend's handlers answer are fulfilled here (the demo's own
 * calls go to the demo server over HTTP); every other request goes on to the network.
 */
export async function newDemoContext(browser, { viewport = { width: 1440, height: 900 } } = {}) {
  const context = await browser.newContext({ viewport });
  const { createMockBackend } = await import(packageEntry('mocks'));
  const { getResponse } = await import('msw');
  const { handlers } = createMockBackend();
  // A regular expression: under playwright-core 1.65 the glob 'https://**' matches no URL at all
  // (checked: 'https://**/*' and this expression do), so the static host's requests went to the
  // network unrouted and failed (ERR_NAME_NOT_RESOLVED).
  await context.route(/^https:\/\//, async (route) => {
    const request = route.request();
    const response = await getResponse(handlers, new Request(request.url(), { method: request.method(), headers: request.headers() }));
    if (!response) return route.continue();
    return route.fulfill({ status: response.status, headers: Object.fromEntries(response.headers), body: Buffer.from(await response.arrayBuffer()) });
  });
  return context;
}

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS, headless: true });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** Nearest-rank percentile (p in 0..100). */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

/**
 * One measured figure beside its budget. `budget: null` = reported for information only.
 * `pass` is true when the value is within the budget: at most the budget, or at least it when
 * `direction` is 'min' (a score to reach).
 */
export function metric(id, label, value, unit, budget = null, direction = 'max') {
  const pass = budget === null ? null : direction === 'min' ? value >= budget : value <= budget;
  return { id, label, value, unit, budget, ...(direction === 'min' ? { direction } : {}), pass };
}

/** `≤ 100 ms` or `≥ 95` for a budgeted figure. */
export function formatBudget(m) {
  return `${m.direction === 'min' ? '≥' : '≤'} ${formatValue(m.budget, m.unit)}`;
}

export function formatValue(value, unit) {
  if (value === null || value === undefined || Number.isNaN(value)) return 'n/a';
  if (unit === 'ms') return `${value.toFixed(value < 10 ? 2 : 0)} ms`;
  if (unit === 'MB') return `${value.toFixed(2)} MB`;
  if (unit === 'KB') return `${value.toFixed(2)} KB`;
  if (unit === '') return value.toFixed(3);
  if (unit === 'score') return value.toFixed(0);
  if (unit === 'req/s') return `${value.toFixed(0)} req/s`;
  return `${value} ${unit}`;
}

export function printMetrics(title, metrics) {
  console.log(`\n${title}`);
  for (const m of metrics) {
    const budget = m.budget === null ? '(info)' : `${formatBudget(m)}  ${m.pass ? 'pass' : 'FAIL'}`;
    console.log(`  ${m.label.padEnd(58)} ${formatValue(m.value, m.unit).padStart(12)}  ${budget}`);
  }
}

/** Writes `--json <file>` when asked and exits non-zero on a budget miss unless `--no-check`. */
export function finish(options, report) {
  const out = options.get('json', null);
  if (out) writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  const failed = report.metrics.filter((m) => m.pass === false);
  if (failed.length > 0) {
    console.error(`\n${failed.length} figure(s) over budget: ${failed.map((m) => m.id).join(', ')}`);
    if (!options.has('no-check')) process.exitCode = 1;
  }
}

/** Runs `main` when the module is the script node was started with (not when imported by bench.mjs). */
export function runIfMain(moduleUrl, main) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
