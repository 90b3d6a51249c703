#!/usr/bin/env node
// `npm test`: installs everything and runs every check of the repo, as CI does (.ci/run).
// Fresh machine, only Node and npm: pnpm comes from npm, chromium from apt.
//
// Time (issue 24: ≤ 12 minutes from a fresh clone on 2 cores). Everything is built once: the
// packages, the demo's production build (the Playwright suite serves it, DEMO_PREBUILT) and the
// Storybook static build (the test-runner serves it). After the build, the checks run in two
// lanes side by side, so a runner that leaves a core idle (vitest runs one worker on 2 cores,
// Playwright waits on the network and on its clock) lends it to the other lane. The longest
// runner, the demo's Playwright suite, starts first; the independent checks form one queue that
// either lane takes from when its own steps are done, so the two end close together. On 2 cores the run is CPU-bound (the
// summary's machine line): what makes it shorter is less work, not more lanes. Each step's output goes to a log file and is
// printed as one block when the step ends, so the two lanes never interleave their lines.
// Every step also reports the CPU seconds it used (tooling/scripts/cpu-time.mjs): on a machine
// shared with other jobs, wall times swing with the load, CPU times hardly do.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { ensureChromium, ensureHeadlessShell, ensurePnpm, QUIET_ENV, ROOT, run } from './bootstrap.mjs';
import { readReports } from './test-reports.mjs';

const REPORTS = join(ROOT, '.cache', 'test-reports');
const LOGS = join(ROOT, '.cache', 'test-logs');
const CPU_TIME = join(ROOT, 'tooling', 'scripts', 'cpu-time.mjs');
for (const dir of [REPORTS, LOGS]) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

const started = Date.now();
const steps = [];
/**
 * Busy and idle core-seconds of the whole machine since boot (/proc/stat; null elsewhere). The
 * steps' own CPU times miss what a runner does not wait for (Chromium's renderers outlive the
 * browser process Playwright kills), so the summary also gives the machine's: on a machine
 * running nothing else, the run's true cost.
 */
function machineCpu() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { busy: (user + nice + system + irq + softirq) / 100, idle: (idle + iowait) / 100, steal: steal / 100 };
  } catch {
    return null;
  }
}
const machineAtStart = machineCpu();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const clock = () => `+${seconds(started)}s`;
let cpuReports = 0;
/** A file for cpu-time.mjs to report a step's CPU seconds in, and how to read it afterwards. */
function cpuReport() {
  cpuReports += 1;
  const file = join(LOGS, `cpu-${cpuReports}.json`);
  const read = () => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).cpuSeconds ?? null) : null);
  return { file, read };
}
/** `cmd args` run under cpu-time.mjs. */
const timedCommand = (file, cmd, args) => [process.execPath, [CPU_TIME, file, '--', cmd, ...args]];

/** A step in the foreground: its output straight to the console (nothing runs beside it). */
function step(name, fn) {
  const begun = Date.now();
  const cpu = cpuReport();
  console.log(`\n=== ${name}`);
  let status;
  try {
    status = fn(cpu.file);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    status = 1;
  }
  steps.push({ name, status, seconds: seconds(begun), lane: '', cpu: cpu.read() });
  console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds(begun)}s (${clock()})`);
  return status === 0;
}

let logCount = 0;
/** A step of a lane: output to its log file, printed in one block when it ends. */
function laneStep(lane, name, cmd, args, options = {}) {
  const begun = Date.now();
  logCount += 1;
  const logFile = join(LOGS, `${String(logCount).padStart(2, '0')}-${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 40)}.log`);
  console.log(`--- [${lane}] start: ${name} (${clock()})`);
  const cpu = cpuReport();
  const [wrapper, wrapped] = timedCommand(cpu.file, cmd, args);
  return new Promise((resolve) => {
    const log = createWriteStream(logFile);
    const child = spawn(wrapper, wrapped, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...QUIET_ENV, PATH: `${dirname(options.pnpm ?? cmd)}:${process.env.PATH}`, ...options.env },
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    const finish = (status) => {
      log.end(() => {
        steps.push({ name, status, seconds: seconds(begun), lane, cpu: cpu.read() });
        console.log(`\n=== [${lane}] ${name}`);
        process.stdout.write(readFileSync(logFile, 'utf8'));
        console.log(`=== [${lane}] ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds(begun)}s (${clock()}; log ${logFile.slice(ROOT.length)})`);
        resolve(status === 0);
      });
    };
    child.once('error', (error) => {
      log.write(`${error.message}\n`);
      finish(1);
    });
    child.once('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a lane's own steps one after the other, then takes steps from `shared` (a queue both lanes
 * take from) until it is empty, so neither lane sits idle while the other still has independent
 * work. Every step runs even when an earlier one failed.
 */
async function lane(name, list, shared) {
  for (const [title, cmd, args, options] of list) await laneStep(name, title, cmd, args, options);
  for (let next = shared.shift(); next; next = shared.shift()) {
    const [title, cmd, args, options] = next;
    await laneStep(name, title, cmd, args, options);
  }
}

const env = { SHELL_TEST_REPORT_DIR: REPORTS };
let pnpm;
const installed =
  step('pnpm', () => ((pnpm = ensurePnpm()), 0)) &&
  step('chromium', () => (ensureChromium(), ensureHeadlessShell(), 0)) &&
  step('install', (cpu) => run(...timedCommand(cpu, pnpm, ['install', '--frozen-lockfile']), { pnpm }));
// Lint reads only the sources (it ignores every build output), so it runs beside the build: the
// build's chain of packages (site-config before ui and api-client before the rest) leaves a core
// idle part of the time. The typecheck cannot: the sources import the message catalogs the
// build compiles.
const lint = installed ? laneStep('checks', 'lint', pnpm, ['eslint', '.', '--max-warnings=0'], { pnpm }) : Promise.resolve(true);
// Everything but the Storybook build (it runs in the browser lane, after the demo suite). The
// demo's production build is the one its Playwright suite serves: the mock backend, so no API URL.
const ok =
  installed && (await laneStep('build', 'build (packages, demo)', pnpm, ['turbo', 'run', 'build', '--filter=!@shell/docs'], { pnpm, env: { VITE_SHELL_API_BASE_URL: '' } }));
if (!ok) await lint;
if (ok) {
  const node = process.execPath;
  // `--only`: the build ran above; turbo must not replay it (rewriting dist/) under a runner
  // of the other lane that is reading those files.
  const turbo = (...args) => [pnpm, ['turbo', 'run', ...args, '--only'], { pnpm, env }];
  // Independent checks that either lane takes once its own steps are done (longest first, so the
  // lanes end close together): all run, so one report shows every failure.
  const shared = [
    // The consumer check publishes to a local registry, installs a Vite app and the Next.js host
    // from it, and runs the host's Playwright suite against that `next build` (its JSON report
    // joins the others: env), and measures the client JS the shell adds to a Next.js page.
    ['release: attw, changeset version, consumer apps, next.js host suite', node, ['tooling/release/check.mjs'], { pnpm, env }],
    // The apps and the vitest preset, each its own program.
    ['typecheck: apps', ...turbo('typecheck', '--continue', '--filter=./apps/*', '--filter=@shell/vitest-preset')],
    ['dependency-cruiser', pnpm, ['deps:check'], { pnpm }],
    ['publint', ...turbo('publint', '--filter=./packages/*')],
    ['react server components: "use client" entries, server-safe entries under react-server', node, ['tooling/rsc/check.mjs'], {}],
    ['size-limit', pnpm, ['size-limit'], { pnpm }],
    ['initial JS of the whole shell', node, ['tooling/size/initial-js.mjs'], {}],
    // Issue 21 L13: third-party actions pinned by commit SHA, id-token only on the publish job.
    ['workflow pins', node, ['tooling/scripts/check-action-pins.mjs'], {}],
    // A ratchet on the public surface (exported values of every published entry): lower it as
    // exports go; it may rise only in the change that says why. Issue 19 aims at 200. 200 → 201:
    // `siteFiats` of @shell/site-config, the one fiat rule the header and "Pay with" both wrote. 201 →
    // 202: `loadShellMessages` of @shell/root, so a client-rendered host can load the catalogs
    // before its first render (without them the header appeared above the page: CLS 0.095).
    ['public surface: exported values', node, ['tooling/scripts/count-exports.mjs', '--max', '202'], {}],
  ];
  await Promise.all([
    // The browser lane: the demo's Playwright suite, then Storybook's build and test-runner. The
    // Next.js host's suite runs in the release check, against the one `next build` of the run:
    // the consumer app installed from the registry.
    lane(
      'browser',
      [
        ['playwright e2e (demo)', pnpm, ['--filter', '@shell/demo', 'e2e'], { pnpm, env: { ...env, DEMO_PREBUILT: '1', CI: process.env.CI ?? '1' } }],
        ['storybook build', ...turbo('build', '--filter=@shell/docs')],
        ['storybook test-runner + axe', pnpm, ['--filter', '@shell/docs', 'test-storybook'], { pnpm, env }],
      ],
      shared,
    ),
    lane(
      'checks',
      [
        // --continue: a failing package must not hide the results of the packages after it.
        ['unit tests', ...turbo('test', '--concurrency=1', '--continue')],
        // The packages as one program (tsconfig.packages.json: each file checked once), with
        // TypeScript 7 like every type check of the run (tooling/typecheck: shell-tsc).
        ['typecheck: packages (one program)', pnpm, ['exec', 'shell-tsc', '-p', 'tsconfig.packages.json'], { pnpm }],
      ],
      shared,
    ),
    lint,
  ]);
}

const { passed, skipped, flaky, failures, ...counts } = readReports(REPORTS, ROOT);
let { failed } = counts;

console.log('\n=== summary');
const cpuOf = (s) => (typeof s.cpu === 'number' ? `cpu ${s.cpu.toFixed(1)}s` : '');
for (const s of steps) console.log(`${s.status === 0 ? 'ok    ' : 'FAILED'} ${`${s.lane ? `[${s.lane}] ` : ''}${s.name}`.padEnd(52)} ${`${s.seconds}s`.padStart(8)}  ${cpuOf(s)}`);
const cpuTotal = steps.reduce((total, s) => total + (s.cpu ?? 0), 0);
console.log(`wall time ${seconds(started)}s; CPU time of the steps ${cpuTotal.toFixed(0)}s (on 2 idle cores the run takes at least half of that)`);
const machineAtEnd = machineCpu();
if (machineAtStart && machineAtEnd) {
  const busy = machineAtEnd.busy - machineAtStart.busy;
  const idle = machineAtEnd.idle - machineAtStart.idle;
  const steal = machineAtEnd.steal - machineAtStart.steal;
  console.log(`the machine (${availableParallelism()} cores): ${busy.toFixed(0)} core-s busy, ${idle.toFixed(0)} idle${steal > 1 ? `, ${steal.toFixed(0)} stolen by the host` : ''} (all processes, this run's and any other's)`);
}
const failedSteps = steps.filter((s) => s.status !== 0).length;
if (failedSteps > 0 && failed === 0) failed = failedSteps;
if (failures.length > 0) {
  console.log('\n=== failed or flaky tests');
  for (const line of failures) console.log(`- ${line.slice(0, 400)}`);
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped${flaky > 0 ? `, ${flaky} flaky (passed on retry)` : ''}`);
process.exit(failedSteps > 0 ? 1 : 0);
