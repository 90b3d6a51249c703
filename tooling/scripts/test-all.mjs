#!/usr/bin/env node
// `npm test`: installs everything and runs every check of the repo, as CI does (.ci/run).
// Fresh machine, only Node and npm: pnpm comes from npm, chromium from apt.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensurePnpm, ROOT, run } from './bootstrap.mjs';
import { readReports } from './test-reports.mjs';

const REPORTS = join(ROOT, '.cache', 'test-reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const steps = [];
function step(name, fn) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  let status;
  try {
    status = fn();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    status = 1;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  steps.push({ name, status, seconds });
  console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds}s`);
  return status === 0;
}

const env = { SHELL_TEST_REPORT_DIR: REPORTS };
let pnpm;
const ok =
  step('pnpm', () => ((pnpm = ensurePnpm()), 0)) &&
  step('chromium', () => (ensureChromium(), 0)) &&
  step('install', () => run(pnpm, ['install', '--frozen-lockfile'], { pnpm })) &&
  step('build', () => run(pnpm, ['turbo', 'run', 'build'], { pnpm }));
if (ok) {
  // Independent checks: run them all so one report shows every failure.
  step('typecheck', () => run(pnpm, ['turbo', 'run', 'typecheck'], { pnpm }));
  step('lint', () => run(pnpm, ['eslint', '.', '--max-warnings=0'], { pnpm }));
  step('dependency-cruiser', () => run(pnpm, ['deps:check'], { pnpm }));
  step('react server components: "use client" entries, server-safe entries under react-server', () => run(process.execPath, ['tooling/rsc/check.mjs'], {}));
  // --continue: a failing package must not hide the results of the packages after it.
  step('unit tests', () => run(pnpm, ['turbo', 'run', 'test', '--concurrency=1', '--continue'], { pnpm, env }));
  step('publint', () => run(pnpm, ['turbo', 'run', 'publint', '--filter=./packages/*'], { pnpm }));
  step('release: attw, changeset version, consumer app', () => run(process.execPath, ['tooling/release/check.mjs'], { pnpm }));
  step('size-limit', () => run(pnpm, ['size-limit'], { pnpm }));
  step('initial JS of the whole shell', () => run(process.execPath, ['tooling/size/initial-js.mjs'], {}));
  step('storybook test-runner + axe', () => run(pnpm, ['--filter', '@shell/docs', 'test-storybook'], { pnpm, env }));
  step('playwright e2e', () => run(pnpm, ['--filter', '@shell/demo', 'e2e'], { pnpm, env }));
  // The Next.js App Router host: next build + next start, then Playwright against it.
  step('next.js host: build + playwright', () => run(pnpm, ['--filter', '@shell/next-host', 'e2e'], { pnpm, env: { ...env, CI: process.env.CI ?? '1' } }));
  step('client JS the shell adds to a Next.js page', () => run(process.execPath, ['tooling/size/next-host-js.mjs'], {}));
}

const { passed, skipped, flaky, failures, ...counts } = readReports(REPORTS, ROOT);
let { failed } = counts;

console.log('\n=== summary');
for (const s of steps) console.log(`${s.status === 0 ? 'ok    ' : 'FAILED'} ${s.name.padEnd(30)} ${s.seconds}s`);
const failedSteps = steps.filter((s) => s.status !== 0).length;
if (failedSteps > 0 && failed === 0) failed = failedSteps;
if (failures.length > 0) {
  console.log('\n=== failed or flaky tests');
  for (const line of failures) console.log(`- ${line.slice(0, 400)}`);
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped${flaky > 0 ? `, ${flaky} flaky (passed on retry)` : ''}`);
process.exit(failedSteps > 0 ? 1 : 0);
