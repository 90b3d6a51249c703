// Reads the JSON reports the test runners of `npm test` write (vitest, storybook
// test-runner, playwright): the counts, and a line for every failed or flaky test so the
// tail of the CI log (often all a CI page shows) says what broke.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const firstLine = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex -- runner messages carry ANSI colours
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim() ?? '';

/** Jest-shaped reports: vitest's json reporter and the storybook test-runner. */
function jestFailures(report, root, failures) {
  for (const suite of report.testResults ?? []) {
    const where = String(suite.name ?? '').replace(`${root}/`, '');
    const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failedTests) {
      failures.push(`${where} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (suite.status === 'failed' && failedTests.length === 0) failures.push(`${where}: ${firstLine(suite.message)}`);
  }
}

/** Playwright's json reporter: suites nest; each spec holds its tests and their retries. */
function playwrightFailures(suites, trail, failures) {
  for (const suite of suites ?? []) {
    const names = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const first = test.results?.find((r) => r.status !== 'passed' && r.status !== 'skipped') ?? {};
        const label = test.status === 'flaky' ? 'flaky, passed on retry' : 'failed';
        failures.push(`${[...names, spec.title].join(' › ')} [${label}]: ${firstLine(first.error?.message)}`);
      }
    }
    playwrightFailures(suite.suites, names, failures);
  }
}

/**
 * @param {string} dir where the runners wrote their reports
 * @param {string} [root] path prefix to strip from file names
 */
export function readReports(dir, root = process.cwd()) {
  const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0, failures: [] };
  if (!existsSync(dir)) return totals;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    try {
      const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      if (typeof report.numPassedTests === 'number') {
        totals.passed += report.numPassedTests;
        totals.failed += report.numFailedTests ?? 0;
        totals.skipped += report.numPendingTests ?? 0;
        jestFailures(report, root, totals.failures);
      } else if (report.stats) {
        // A flaky test failed, then passed on retry: it counts as passed, and is named.
        totals.passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
        totals.failed += report.stats.unexpected ?? 0;
        totals.skipped += report.stats.skipped ?? 0;
        totals.flaky += report.stats.flaky ?? 0;
        playwrightFailures(report.suites, [], totals.failures);
      } else {
        throw new Error('no counts');
      }
    } catch {
      totals.failures.push(`${file}: unreadable test report`);
      totals.failed += 1;
    }
  }
  return totals;
}
