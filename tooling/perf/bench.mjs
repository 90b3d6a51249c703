#!/usr/bin/env node
// `pnpm bench`: the heavy performance measurements of issue 8, one after the other, on one build of
// the demo, with every figure written beside its budget to tooling/perf/results.json and
// tooling/perf/RESULTS.md. Exits non-zero when a budgeted figure is over its budget or a
// measurement could not run.
//
//   0. size: the whole shell's initial JS as a host bundles it (tooling/size/initial-js.mjs; issue 24)
//   1. build the demo once (for an API on the bench server's origin; see lib.mjs) and serve it
//   2. page-metrics.mjs  LCP, TBT, CLS, time to next paint — Chromium, 4x CPU throttling, medians of 5
//      first-row.mjs     hover → first visible market row (spot, futures; issue 24), same build and throttling
//   3. memory.mjs        heap growth: all flyouts once; 50 spot flyout cycles
//   4. server-render.mjs renderToString / renderToPipeableStream of the whole shell, HTML gzip size
//   5. next-host.mjs     the Next.js host's production build: Lighthouse 12.8 (mobile; visitor, signed-in
//                        user) and the server cost of the shell under autocannon (issue 24 item 3)
//   6. the packages' vitest benches (`bench(` in packages/*), for information
//
//   node tooling/perf/bench.mjs [--runs 5] [--cycles 50] [--iterations 2000] [--lighthouse-runs 3] [--load-seconds 20]
//                               [--only size,page,first-row,memory,server,next,vitest] [--out-dir tooling/perf]
//
// PERF_DEMO_OUT_DIR / PERF_DEMO_PORT choose the build folder and port (default /tmp/demo-c, 4321).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_EXECUTABLE } from '../scripts/chromium.mjs';
import { BUDGETS as SIZE_BUDGETS, measure as measureInitialJs } from '../size/initial-js.mjs';
import { buildDemo, cliOptions, DEMO_OUT_DIR, DEMO_PORT, formatBudget, formatValue, metric, MOCK_LATENCY_MS, ROOT, startDemoServer } from './lib.mjs';

const HERE = fileURLToPath(new URL('./', import.meta.url));
const VITEST = join(ROOT, 'node_modules/vitest/vitest.mjs');
/**
 * The packages' vitest benches: every `*.bench.ts` under packages/<pkg>/src, found when the bench
 * runs (a bench that moves with its code is still run), with `vitest bench --run`.
 */
function vitestBenchFiles() {
  const found = [];
  for (const pkg of readdirSync(join(ROOT, 'packages')).sort()) {
    const src = join(ROOT, 'packages', pkg, 'src');
    if (!existsSync(src)) continue;
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.bench\.tsx?$/.test(file))
      .map((file) => join('src', file))
      .sort();
    if (files.length > 0) found.push({ pkg, files });
  }
  return found;
}

const options = cliOptions();
const only = new Set((options.get('only', 'size,page,first-row,memory,server,next,vitest') ?? '').split(','));
const outDir = options.get('out-dir', HERE);
const scratch = mkdtempSync(join(tmpdir(), 'shell-bench-'));

/** Runs a node script without blocking this process (the demo server lives here). */
function runScript(script, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(HERE, script), ...args], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function section(name, script, args, env) {
  const json = join(scratch, `${name}.json`);
  console.log(`\n=== ${name}: node tooling/perf/${script} ${args.join(' ')}`);
  const started = Date.now();
  const code = await runScript(script, [...args, '--json', json, '--no-check'], env);
  const seconds = (Date.now() - started) / 1000;
  if (code !== 0 || !existsSync(json)) return { name, error: `${script} exited with ${code}`, seconds };
  return { name, seconds, ...JSON.parse(readFileSync(json, 'utf8')) };
}

/**
 * The shell's initial JS as a host's bundler ships it (tooling/size/initial-js.mjs, which CI runs
 * as a check: esbuild, minified, code splitting, gzip file by file), from the packages' dist.
 */
async function sizeSection() {
  console.log('\n=== size: tooling/size/initial-js.mjs (packages\' dist)');
  const started = Date.now();
  try {
    const figures = await measureInitialJs();
    const metrics = [
      metric('size.initial', `whole shell, initial JS (${figures.initial.files} files: the entry and what it imports statically), gzip`, figures.initial.gzipKB, 'KB', SIZE_BUDGETS.initial),
      metric('size.schemas', `start-up response schemas and zod (${figures.schemas.files} files, fetched beside the first requests), gzip`, figures.schemas.gzipKB, 'KB', SIZE_BUDGETS.schemas),
      metric('size.markets', 'market flyouts (lazy), gzip', figures.markets.gzipKB, 'KB', SIZE_BUDGETS.markets),
      metric('size.footer', 'footer (lazy, fetched as the page renders), gzip', figures.footer.gzipKB, 'KB', SIZE_BUDGETS.footer),
    ];
    for (const m of metrics) console.log(`  ${m.label.padEnd(100)} ${formatValue(m.value, m.unit).padStart(9)}  ${formatBudget(m)}  ${m.pass ? 'pass' : 'FAIL'}`);
    return { name: 'size', seconds: (Date.now() - started) / 1000, metrics, details: { initialModules: figures.initialModules, otherLazyChunks: figures.otherLazyChunks } };
  } catch (error) {
    return { name: 'size', seconds: (Date.now() - started) / 1000, error: error instanceof Error ? error.message : String(error) };
  }
}

function vitestBenches() {
  const results = [];
  for (const { pkg, files } of vitestBenchFiles()) {
    const json = join(scratch, `vitest-${pkg}.json`);
    console.log(`\n=== vitest bench: @shell/${pkg} ${files.join(' ')}`);
    const run = spawnSync(process.execPath, [VITEST, 'bench', '--run', '--project', 'shared', '--outputJson', json, ...files], { cwd: join(ROOT, 'packages', pkg), stdio: 'inherit' });
    if (run.status !== 0 || !existsSync(json)) {
      results.push({ pkg, error: `vitest bench exited with ${run.status}` });
      continue;
    }
    for (const file of JSON.parse(readFileSync(json, 'utf8')).files) {
      for (const group of file.groups) {
        for (const b of group.benchmarks) {
          results.push({ pkg, file: file.filepath.replace(`${ROOT}`, ''), group: group.fullName.replace(/^.*? > /, ''), name: b.name, meanMs: b.mean, medianMs: b.median, p99Ms: b.p99, hz: b.hz, samples: b.sampleCount });
        }
      }
    }
  }
  return results;
}

function machine() {
  const chromium = spawnSync(CHROMIUM_EXECUTABLE, ['--version'], { encoding: 'utf8' });
  return {
    cpu: `${cpus()[0]?.model ?? 'unknown'} × ${cpus().length}`,
    loadAverageAtStart: loadavg().map((v) => Number(v.toFixed(2))),
    node: process.version,
    chromium: (chromium.stdout ?? '').trim().split('\n').pop() || 'unknown',
  };
}

const SECTION_TITLES = {
  page: 'Page (demo production build, Chromium, 4× CPU throttling, median of the runs)',
  'first-row': 'Hover → first market row (demo production build, Chromium, 4× CPU throttling, median of the runs; issue 24)',
  memory: 'Memory (Chromium heap after forced GC)',
  server: 'Server render (Node, NODE_ENV=production, packages’ dist)',
  size: 'Size (the whole shell bundled as a host does it: esbuild, minified, code splitting; gzip; issue 24)',
  next: 'Next.js host (apps/next-host, `next build` + `next start`): Lighthouse 12.8 mobile, server cost of the shell (issue 24)',
};

/** The next-host section's extra lines: what each Lighthouse category lost points on, and the load set-up. */
function nextHostNotes(s) {
  const lines = [];
  for (const [profile, d] of Object.entries(s.details?.lighthouse ?? {})) {
    const failed = Object.entries(d.failedAudits).filter(([, audits]) => audits.length > 0);
    lines.push(`- Lighthouse ${d.lighthouseVersion}, ${profile}, median of ${d.runs.length} (${d.formFactor}, ${d.throttling} throttling; runs: ${d.runs.map((r) => Object.values(r).join('/')).join(', ')}). Audits below 1: ${failed.length === 0 ? 'none' : failed.map(([c, audits]) => `${c}: ${audits.join('; ')}`).join(' — ')}.`);
  }
  const load = s.details?.load;
  if (load) lines.push(`- Load: autocannon, ${load.connections} connections, ${load.duration} s per page after ${load.warmupSeconds} s of warm-up each, gzip asked for; the server’s API calls answered by a backend that replays the mock API’s answers, so the page server’s CPU is its own work.`);
  return lines;
}

function markdown(report) {
  const lines = [
    '# Performance results',
    '',
    `Written by \`pnpm bench\` (\`node tooling/perf/bench.mjs\`) on ${report.finishedAt}. Budgets: issue 8.`,
    `Machine: ${report.machine.cpu}; load average ${report.machine.loadAverageAtStart.join(' / ')} at the start, ${report.loadAverageAtEnd.join(' / ')} at the end; Node ${report.machine.node}; ${report.machine.chromium}.`,
    'Figures from a shared or loaded machine are pessimistic: rerun on a quiet one before comparing.',
    '',
    `**${report.failed.length === 0 ? 'All budgeted figures within budget.' : `${report.failed.length} over budget or not measured: ${report.failed.join(', ')}.`}**`,
  ];
  for (const s of report.sections) {
    lines.push('', `## ${SECTION_TITLES[s.name] ?? s.name}`, '');
    if (s.error) {
      lines.push(`Not measured: ${s.error}.`);
      continue;
    }
    lines.push('| figure | measured | budget | result |', '| --- | ---: | ---: | --- |');
    for (const m of s.metrics.filter((x) => x.budget !== null)) lines.push(`| ${m.label} | ${formatValue(m.value, m.unit)} | ${formatBudget(m)} | ${m.pass ? 'pass' : '**FAIL**'} |`);
    const info = s.metrics.filter((x) => x.budget === null);
    if (info.length > 0) {
      lines.push('', '<details><summary>For information (no budget)</summary>', '', '| figure | measured |', '| --- | ---: |');
      for (const m of info) lines.push(`| ${m.label} | ${formatValue(m.value, m.unit)} |`);
      lines.push('', '</details>');
    }
    if (s.name === 'next') lines.push('', ...nextHostNotes(s));
    lines.push('', `(${s.seconds.toFixed(0)} s)`);
  }
  lines.push(
    '',
    '## Network (checked in CI, not here)',
    '',
    '`apps/demo/e2e/network-hour.spec.ts` (Playwright clock, requests counted per endpoint path): a logged-in page visible for an hour sends its load calls once each and the unread count 12 times (mount + polls at 360 s … 3360 s), nothing else; hidden for an hour it sends nothing, and on return only the one unread count that is due; opened in a background tab it sends no unread count until shown.',
  );
  if (report.vitest) {
    lines.push('', '## Package benches (vitest bench, for information)', '');
    if (report.vitest.length === 0) lines.push('Not run.');
    else {
      lines.push('| package | bench | mean | median | p99 | samples |', '| --- | --- | ---: | ---: | ---: | ---: |');
      for (const b of report.vitest) {
        if (b.error) lines.push(`| ${b.pkg} | not run: ${b.error} | | | | |`);
        else lines.push(`| ${b.pkg} | ${b.group} › ${b.name} | ${formatValue(b.meanMs, 'ms')} | ${formatValue(b.medianMs, 'ms')} | ${formatValue(b.p99Ms, 'ms')} | ${b.samples} |`);
      }
    }
  }
  lines.push(
    '',
    '## How',
    '',
    '- `tooling/perf/page-metrics.mjs`: each run a fresh browser context (first visit) at 1440×900; the EU visitor page shows the announcement bar and the cookie notice (the script fails if either is missing); LCP, CLS and long tasks from the page’s PerformanceObservers, TBT = long-task time over 50 ms after FCP until 3 s after the page is ready; time to next paint = the longest Event Timing duration of the interaction’s events (≥ 16 ms are reported; 0 = under that).',
    `- The demo is built for an API on the bench server’s origin and that server answers the shell’s calls with the mock backend’s own handlers in Node (same data, ${MOCK_LATENCY_MS} ms latency): the default demo build runs MSW in the page, whose handlers would add their own main-thread work to every figure. \`--in-page-mock\` measures that build instead.`,
    '- `tooling/perf/first-row.mjs`: each run a fresh context at 1440×900 on the home page (main site, visitor), the same quiet 3 s after load, then the pointer straight onto the entry; the figure is from the entry’s `pointerover` to the first animation frame with one of its rows (`role=option`) laid out. `navigator.connection` is reported as a fast link (budgeted: idle + intent prefetch), as 3g (intent prefetch only) and with Save-Data (no prefetch: the cold opening); the network itself is not throttled.',
    '- `tooling/perf/memory.mjs`: `HeapProfiler.collectGarbage` twice, then `Runtime.getHeapUsage`, at 2560×1200 so every market entry sits in the bar; snapshots split the growth into compiled code (V8 warming up, not a leak) and script data.',
    '- `tooling/perf/server-render.mjs`: warm-up, then N renders of each kind, a fresh store per render from the same preloaded state; wall time and the process’s CPU time.',
    '- `tooling/perf/next-host.mjs`: `next build` of apps/next-host, `next start` (compression on); 20 requests of each profile’s page first (a server that has just started renders several times slower); Lighthouse’s default mobile profile against `http://localhost:3131/` (main site) as a visitor and with the mock API’s sign-in cookie on every request; the mock’s fictional static host answered by a local HTTPS server with its placeholder files. Load: `/` (the shell around the host’s home page) against `/no-shell` (the same page under an empty root layout, also rendered per request); server CPU per page from /proc, the page server’s process group only.',
  );
  return `${lines.join('\n')}\n`;
}

async function main() {
  const report = { startedAt: new Date().toISOString(), machine: machine(), sections: [] };
  try {
    if (only.has('size')) report.sections.push(await sizeSection());
    if (only.has('page') || only.has('first-row') || only.has('memory')) {
      buildDemo({ outDir: DEMO_OUT_DIR, apiBaseUrl: `http://127.0.0.1:${DEMO_PORT}` });
      const server = await startDemoServer();
      try {
        if (only.has('page')) report.sections.push(await section('page', 'page-metrics.mjs', ['--url', server.url, '--runs', options.get('runs', '5')]));
        if (only.has('first-row')) report.sections.push(await section('first-row', 'first-row.mjs', ['--url', server.url, '--runs', options.get('runs', '5')]));
        if (only.has('memory')) report.sections.push(await section('memory', 'memory.mjs', ['--url', server.url, '--cycles', options.get('cycles', '50')]));
      } finally {
        await server.stop();
      }
    }
    if (only.has('server')) report.sections.push(await section('server', 'server-render.mjs', ['--iterations', options.get('iterations', '2000')]));
    if (only.has('next')) report.sections.push(await section('next', 'next-host.mjs', ['--runs', options.get('lighthouse-runs', '3'), '--duration', options.get('load-seconds', '20')]));
    if (only.has('vitest')) report.vitest = vitestBenches();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  report.finishedAt = new Date().toISOString();
  report.loadAverageAtEnd = loadavg().map((v) => Number(v.toFixed(2)));
  report.failed = report.sections.flatMap((s) => (s.error ? [`${s.name} (not measured)`] : s.metrics.filter((m) => m.pass === false).map((m) => m.id)));
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(outDir, 'RESULTS.md'), markdown(report));
  console.log(`\nwrote ${join(outDir, 'results.json')} and ${join(outDir, 'RESULTS.md')}`);
  for (const s of report.sections) {
    if (s.error) console.log(`  ${s.name}: NOT MEASURED (${s.error})`);
    else for (const m of s.metrics.filter((x) => x.budget !== null)) console.log(`  ${m.pass ? 'pass' : 'FAIL'}  ${m.label}: ${formatValue(m.value, m.unit)} (${formatBudget(m)})`);
  }
  if (report.failed.length > 0) {
    console.error(`\n${report.failed.length} over budget or not measured`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
