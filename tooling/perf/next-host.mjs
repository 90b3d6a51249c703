#!/usr/bin/env node
// The shell in a real host (issue 24 item 3): the Next.js host (apps/next-host) as production
// serves it — `next build`, then `next start` (compression on, Next's default) — measured two ways:
//
//   1. Lighthouse 12.8 (mobile profile, its default simulated throttling) on the main site's home
//      page, as a visitor and as a signed-in user (the mock API's sign-in cookie, sent as a header
//      on every request): the performance, accessibility, best-practices and SEO scores, LCP, TBT
//      and CLS of the median run (Lighthouse's own `computeMedianRun`), and every audit that failed.
//   2. The server cost of the shell: autocannon, N connections for D seconds against `/` (the shell
//      around the host's home page) and `/no-shell` (the same page under an empty root layout, also
//      rendered per request), one after the other in the same run; requests/s, p99 latency and the
//      server's CPU time per page, reported as ratios. The requests ask for gzip, as browsers do,
//      so the compression is in the cost.
//
// The page server calls the shell's API (`SHELL_API_ORIGIN`) on a replaying backend in this process:
// the mock API's own handler (`createMockApiHandler` of @shell/root/mocks) answers each call once,
// and its answer is replayed after that. A real backend runs elsewhere and its cost is not the
// shell's; the mock's handlers (MSW matching, generated data) cost more than the page itself, and
// run under load in the page server, or in a second one on the same two cores, they made the
// server's calls time out (the shell then renders its fallbacks: another page). So the page
// server's figures are its own work: the shell's calls leave it over HTTP, as in production. The
// browser's own calls (Lighthouse) go to the host's `/mock-api` route as usual. The mock's static host
// (`https://static.gate.example`: icons, avatars) is fictional; Chromium is pointed at a local
// HTTPS server that answers it with the mock's own placeholder files, as the e2e suites route it.
//
//   node tooling/perf/next-host.mjs [--no-build] [--runs 3] [--duration 20] [--connections 20]
//                                   [--quick] [--only lighthouse,load] [--json out.json] [--no-check]
//
// `--quick`: one Lighthouse run per profile and 5 s of load per page. PERF_NEXT_PORT (default 3131;
// the replaying API on the next port) keeps it away from the e2e run's 3100. PERF_NEXT_NODE_ARGS
// (space-separated) go to the server's node, e.g. a profile of the server under load:
// `PERF_NEXT_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/next-prof" node tooling/perf/next-host.mjs --no-build --only load`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../scripts/chromium.mjs';
import { cliOptions, finish, metric, packageEntry, printMetrics, runIfMain } from './lib.mjs';

const APP_DIR = fileURLToPath(new URL('../../apps/next-host/', import.meta.url));
const NEXT_BIN = join(APP_DIR, 'node_modules/next/dist/bin/next');
export const NEXT_PORT = Number(process.env.PERF_NEXT_PORT || 3131);
/** Extra node options of `next start` (NODE_OPTIONS refuses --cpu-prof). */
const NEXT_NODE_ARGS = (process.env.PERF_NEXT_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** The mock API's sign-in cookie (`MOCK_USER_COOKIE` of @shell/mocks). */
const SIGNED_IN = 'shell_mock_user=alice';
/** Where the mock data's icons and avatars live (`MOCK_STATIC_HOST` of @shell/mocks, not exported). */
const STATIC_HOST = 'https://static.gate.example';

/** Issue 24's goals, Lighthouse scores 0–100 (at least). */
export const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 };
const CATEGORY_LABELS = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices', seo: 'SEO' };
const PROFILES = [
  { id: 'visitor', label: 'visitor', headers: undefined },
  { id: 'user', label: 'signed-in user', headers: { Cookie: SIGNED_IN } },
];
const PAGES = [
  { id: 'shell', path: '/', label: 'host page with the shell (`/`)' },
  { id: 'bare', path: '/no-shell', label: 'same page, empty layout (`/no-shell`)' },
];

function buildHost() {
  const started = Date.now();
  const run = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: APP_DIR, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (run.status !== 0) throw new Error(`next build of apps/next-host failed (exit ${run.status})`);
  console.log(`apps/next-host built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function answers(url) {
  try {
    return (await fetch(url)).status < 500;
  } catch {
    return false;
  }
}

/** `next start` in a process group of its own (so it can be stopped with everything it forked). */
async function startNext(port, env = {}) {
  const url = `http://127.0.0.1:${port}`;
  if (await answers(`${url}/robots.txt`)) throw new Error(`something already answers on ${url}; stop it or set PERF_NEXT_PORT`);
  const child = spawn(process.execPath, [...NEXT_NODE_ARGS, NEXT_BIN, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: APP_DIR,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), ...env },
  });
  const deadline = Date.now() + 60_000;
  while (!(await answers(`${url}/robots.txt`))) {
    if (child.exitCode !== null) throw new Error(`next start on ${port} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`next start on ${port} did not answer within 60 s`);
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    url,
    pgid: child.pid,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

/** CPU seconds (user + system) of every process in a process group, from /proc. */
function groupCpuSeconds(pgid) {
  const ticks = 100; // USER_HZ on Linux
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the command name (which may hold spaces): state ppid pgrp ... utime(14) stime(15).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid) total += (Number(fields[11]) + Number(fields[12])) / ticks;
  }
  return total;
}

/**
 * The fictional static host over HTTPS on a free port, answered by the mock backend's handlers
 * (its placeholder icons and avatars) with a throw-away self-signed certificate.
 */
async function startStaticHost(scratch) {
  const key = join(scratch, 'key.pem');
  const cert = join(scratch, 'cert.pem');
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=static.gate.example'], { stdio: 'ignore' });
  if (made.status !== 0) throw new Error('openssl could not make a certificate for the mock static host');
  const { createMockBackend } = await import(packageEntry('mocks'));
  const { getResponse } = await import('msw');
  const { handlers } = createMockBackend();
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, async (req, res) => {
    const answer = await getResponse(handlers, new Request(`${STATIC_HOST}${req.url}`, { method: req.method }));
    if (!answer) {
      res.writeHead(404, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    res.writeHead(answer.status, { ...Object.fromEntries(answer.headers), 'access-control-allow-origin': '*' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { host: new URL(STATIC_HOST).hostname, port: server.address().port, stop: () => server.close() };
}

/**
 * The replaying backend (see the top of this file) on `port`: GET answers of the mock API handler,
 * recorded per path, query and signed-in user, then replayed; `calls` counts every request.
 */
async function startReplayingApi(port) {
  const { createMockApiHandler } = await import(packageEntry('root', './mocks'));
  const handle = createMockApiHandler({ basePath: '/mock-api' });
  const recorded = new Map();
  const stats = { calls: 0, recorded: 0 };
  const server = createHttpServer(async (req, res) => {
    stats.calls += 1;
    const user = /(?:^|;\s*)shell_mock_user=([^;]*)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
    const key = `${req.url} ${user}`;
    let answer = req.method === 'GET' ? recorded.get(key) : undefined;
    if (!answer) {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const response = await handle(new Request(`http://127.0.0.1:${port}${req.url}`, { method: req.method, headers, body: chunks.length > 0 ? Buffer.concat(chunks) : undefined }));
      const kept = Object.fromEntries([...response.headers].filter(([name]) => !['content-length', 'content-encoding', 'set-cookie'].includes(name)));
      const cookies = response.headers.getSetCookie();
      answer = { status: response.status, headers: cookies.length > 0 ? { ...kept, 'set-cookie': cookies } : kept, body: Buffer.from(await response.arrayBuffer()) };
      if (req.method === 'GET' && response.ok) {
        recorded.set(key, answer);
        stats.recorded += 1;
      }
    }
    res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length }).end(answer.body);
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${port}`, stats, stop: () => server.close() };
}

/** The audits of a category that lost points (weighted), and the other failed ones, by id. */
function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
    .map(({ ref, audit }) => `${ref.id}${ref.weight > 0 ? '' : ' (unweighted)'}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
}

/**
 * The median run's main-thread tasks over 50 ms (Lighthouse's `long-tasks` diagnostic, simulated
 * times): where its TBT comes from. `start: duration, script` each, longest first, at most 8.
 */
function longTasks(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return [...items]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 8)
    .map((task) => `${Math.round(task.startTime)}: ${Math.round(task.duration)} ${String(task.url ?? '').replace(/^https?:\/\/[^/]+/, '') || '(no script)'}`);
}

/** The median run's LCP element (its HTML snippet) and the LCP phases Lighthouse splits its time into. */
function lcpElement(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const snippet = tables[0]?.items?.[0]?.node?.snippet ?? 'unknown';
  const phases = (tables[1]?.items ?? []).map((item) => `${item.phase} ${Math.round(item.timing)} ms`).join(', ');
  return { snippet, phases };
}

/** Requests of each profile's page before Lighthouse measures it. */
const WARMUP_REQUESTS = 20;

/**
 * A server that has just started renders its first pages several times slower (its code not yet
 * compiled by V8, its caches empty): the first Lighthouse run of the first profile measured that
 * (TTFB ~480 ms, performance 87–89 where the later runs scored 98). A production server answers a
 * steady stream of requests, so each profile's page is asked for first, as a load balancer's
 * warm-up would.
 */
async function warmUp(origin) {
  for (const profile of PROFILES) {
    for (let i = 0; i < WARMUP_REQUESTS; i += 1) {
      const response = await fetch(`${origin}/`, { headers: profile.headers });
      if (!response.ok) throw new Error(`warm-up ${profile.id}: HTTP ${response.status}`);
      await response.arrayBuffer();
    }
  }
}

async function lighthouseProfiles(origin, runs, staticHost) {
  await warmUp(origin);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_EXECUTABLE,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${staticHost.host} 127.0.0.1:${staticHost.port}`, '--ignore-certificate-errors'],
  });
  const metrics = [];
  const details = {};
  try {
    for (const profile of PROFILES) {
      const lhrs = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${origin}/`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(GOALS),
          extraHeaders: profile.headers,
        });
        if (result.lhr.runtimeError) throw new Error(`Lighthouse (${profile.id}): ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        lhrs.push(result.lhr);
        console.log(`  lighthouse ${profile.id} run ${run + 1}: ${Object.keys(GOALS).map((c) => `${c} ${Math.round(result.lhr.categories[c].score * 100)}`).join(', ')}`);
      }
      const lhr = computeMedianRun(lhrs);
      const lcp = lcpElement(lhr);
      console.log(`  lighthouse ${profile.id} median run: LCP element ${lcp.snippet}${lcp.phases ? ` (${lcp.phases})` : ''}`);
      const tasks = longTasks(lhr);
      if (tasks.length > 0) console.log(`  lighthouse ${profile.id} median run: long tasks (simulated ms at start: duration, script) ${tasks.join('; ')}`);
      for (const [category, goal] of Object.entries(GOALS)) {
        metrics.push(metric(`next.lighthouse.${profile.id}.${category}`, `${profile.label}: ${CATEGORY_LABELS[category]}`, Math.round(lhr.categories[category].score * 100), 'score', goal, 'min'));
      }
      metrics.push(
        metric(`next.lighthouse.${profile.id}.lcp`, `${profile.label}: LCP`, lhr.audits['largest-contentful-paint'].numericValue, 'ms'),
        metric(`next.lighthouse.${profile.id}.tbt`, `${profile.label}: TBT`, lhr.audits['total-blocking-time'].numericValue, 'ms'),
        metric(`next.lighthouse.${profile.id}.cls`, `${profile.label}: CLS`, lhr.audits['cumulative-layout-shift'].numericValue, ''),
        metric(`next.lighthouse.${profile.id}.fcp`, `${profile.label}: FCP`, lhr.audits['first-contentful-paint'].numericValue, 'ms'),
      );
      details[profile.id] = {
        runs: lhrs.map((r) => Object.fromEntries(Object.keys(GOALS).map((c) => [c, Math.round(r.categories[c].score * 100)]))),
        // A category that missed in a run other than the median one: what it lost points on (flaky audits show here).
        otherRunsMissed: lhrs
          .filter((r) => r !== lhr)
          .flatMap((r) => Object.keys(GOALS).filter((c) => c !== 'performance' && Math.round(r.categories[c].score * 100) < GOALS[c]).map((c) => `${c}: ${failedAudits(r, c).join('; ')}`)),
        failedAudits: Object.fromEntries(Object.keys(GOALS).map((c) => [c, failedAudits(lhr, c)])),
        lcpElement: lcp,
        lighthouseVersion: lhr.lighthouseVersion,
        warmupRequests: WARMUP_REQUESTS,
        formFactor: lhr.configSettings.formFactor,
        throttling: lhr.configSettings.throttlingMethod,
      };
    }
  } finally {
    chrome.kill();
  }
  return { metrics, details };
}

function cannon(url, { connections, duration }) {
  return new Promise((done, fail) => {
    // Host names the main site; gzip as a browser asks for it.
    const headers = { host: `localhost:${new URL(url).port}`, 'accept-encoding': 'gzip, deflate, br' };
    autocannon({ url, connections, duration, headers }, (error, result) => (error ? fail(error) : done(result)));
  });
}

async function load(server, api, { connections, duration }) {
  const warmup = Math.min(3, duration);
  for (const page of PAGES) await cannon(`${server.url}${page.path}`, { connections, duration: warmup });
  const results = {};
  for (const page of PAGES) {
    const cpuBefore = groupCpuSeconds(server.pgid);
    const callsBefore = api.stats.calls;
    const result = await cannon(`${server.url}${page.path}`, { connections, duration });
    const cpu = groupCpuSeconds(server.pgid) - cpuBefore;
    const apiCalls = api.stats.calls - callsBefore;
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${page.path}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
    results[page.id] = { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, p50Ms: result.latency.p50, requests: result.requests.total, cpuMsPerRequest: (cpu * 1000) / result.requests.total, kbPerResponse: result.throughput.total / result.requests.total / 1024, apiCallsPerPage: apiCalls / result.requests.total };
    console.log(`  ${page.path}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ${results[page.id].cpuMsPerRequest.toFixed(2)} CPU ms/page`);
  }
  const { shell, bare } = results;
  const metrics = [];
  for (const page of PAGES) {
    const r = results[page.id];
    metrics.push(
      metric(`next.load.${page.id}.rps`, `${page.label}: requests/s`, Math.round(r.requestsPerSecond), 'req/s'),
      metric(`next.load.${page.id}.p99`, `${page.label}: p99 latency`, r.p99Ms, 'ms'),
      metric(`next.load.${page.id}.cpu`, `${page.label}: server CPU per page`, r.cpuMsPerRequest, 'ms'),
      metric(`next.load.${page.id}.kb`, `${page.label}: response, gzip`, r.kbPerResponse, 'KB'),
      metric(`next.load.${page.id}.calls`, `${page.label}: API calls from the server per page`, r.apiCallsPerPage, ''),
    );
  }
  metrics.push(
    metric('next.load.ratio.rps', 'requests/s with the shell ÷ without', shell.requestsPerSecond / bare.requestsPerSecond, ''),
    metric('next.load.ratio.p99', 'p99 latency with the shell ÷ without', shell.p99Ms / bare.p99Ms, ''),
    metric('next.load.ratio.cpu', 'server CPU per page with the shell ÷ without', shell.cpuMsPerRequest / bare.cpuMsPerRequest, ''),
  );
  return { metrics, details: { connections, duration, warmupSeconds: warmup, results } };
}

export async function measure({ build = true, runs = 3, duration = 20, connections = 20, only = ['lighthouse', 'load'] } = {}) {
  if (build) buildHost();
  const scratch = mkdtempSync(join(tmpdir(), 'shell-next-bench-'));
  const api = await startReplayingApi(NEXT_PORT + 1);
  let server;
  let staticHost;
  // `next start` runs in a process group of its own: stopped on Ctrl-C too, not left on the port.
  const interrupted = () => {
    server?.stop();
    process.exit(130);
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    server = await startNext(NEXT_PORT, { SHELL_API_ORIGIN: api.url });
    const metrics = [];
    const details = { port: NEXT_PORT, apiPort: NEXT_PORT + 1 };
    if (only.includes('lighthouse')) {
      staticHost = await startStaticHost(scratch);
      const lh = await lighthouseProfiles(`http://localhost:${NEXT_PORT}`, runs, staticHost);
      metrics.push(...lh.metrics);
      details.lighthouse = lh.details;
    }
    if (only.includes('load')) {
      const l = await load(server, api, { connections, duration });
      metrics.push(...l.metrics);
      details.load = l.details;
    }
    return { metrics, details };
  } finally {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
    staticHost?.stop();
    server?.stop();
    api.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function main() {
  const options = cliOptions();
  const quick = options.has('quick');
  const { metrics, details } = await measure({
    build: !options.has('no-build'),
    runs: Number(options.get('runs', quick ? '1' : '3')),
    duration: Number(options.get('duration', quick ? '5' : '20')),
    connections: Number(options.get('connections', '20')),
    only: options.get('only', 'lighthouse,load').split(','),
  });
  printMetrics('Next.js host', metrics);
  for (const [profile, d] of Object.entries(details.lighthouse ?? {})) {
    for (const [category, failed] of Object.entries(d.failedAudits)) if (failed.length > 0) console.log(`  ${profile} ${category} failed: ${failed.join('; ')}`);
  }
  finish(options, { kind: 'next-host', budgets: GOALS, metrics, details });
}

runIfMain(import.meta.url, main);
