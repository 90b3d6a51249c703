#!/usr/bin/env node
// `npm test`: installs everything and runs every check of the repo, as CI does (.ci/run).
// Fresh machine, only Node and npm: pnpm comes from npm, chromium from apt.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensurePnpm, ROOT, run } from './bootstrap.mjs';

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
  step('unit tests', () => run(pnpm, ['turbo', 'run', 'test', '--concurrency=1'], { pnpm, env }));
  step('publint', () => run(pnpm, ['turbo', 'run', 'publint', '--filter=./packages/*'], { pnpm }));
  step('release: attw, changeset version, consumer app', () => run(process.execPath, ['tooling/release/check.mjs'], { pnpm }));
  step('size-limit', () => run(pnpm, ['size-limit'], { pnpm }));
  step('initial JS of the whole shell', () => run(process.execPath, ['tooling/size/initial-js.mjs'], {}));
  step('storybook test-runner + axe', () => run(pnpm, ['--filter', '@shell/docs', 'test-storybook'], { pnpm, env }));
  step('playwright e2e', () => run(pnpm, ['--filter', '@shell/demo', 'e2e'], { pnpm, env }));
}

// Sum the test counts every runner wrote as JSON.
let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(REPORTS)) {
  for (const file of readdirSync(REPORTS).filter((f) => f.endsWith('.json'))) {
    try {
      const report = JSON.parse(readFileSync(join(REPORTS, file), 'utf8'));
      if (typeof report.numPassedTests === 'number') {
        passed += report.numPassedTests;
        failed += report.numFailedTests;
        skipped += report.numPendingTests ?? 0;
      } else if (report.stats) {
        passed += report.stats.expected ?? 0;
        failed += (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0) * 0;
        skipped += report.stats.skipped ?? 0;
      }
    } catch {
      console.error(`unreadable test report ${file}`);
      failed += 1;
    }
  }
}

console.log('\n=== summary');
for (const s of steps) console.log(`${s.status === 0 ? 'ok    ' : 'FAILED'} ${s.name.padEnd(30)} ${s.seconds}s`);
const failedSteps = steps.filter((s) => s.status !== 0).length;
if (failedSteps > 0 && failed === 0) failed = failedSteps;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps > 0 ? 1 : 0);
