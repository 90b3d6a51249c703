import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readReports } from '../../scripts/test-reports.mjs';

const dirs = [];
function reportsDir(files) {
  const dir = mkdtempSync(join(tmpdir(), 'shell-reports-'));
  dirs.push(dir);
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(join(dir, name), typeof body === 'string' ? body : JSON.stringify(body));
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const vitestReport = {
  numPassedTests: 3,
  numFailedTests: 1,
  numPendingTests: 1,
  testResults: [
    {
      name: '/repo/packages/footer/src/Footer/Footer.test.tsx',
      status: 'failed',
      assertionResults: [
        { fullName: 'Footer renders the columns', status: 'passed', failureMessages: [] },
        {
          fullName: 'Footer falls back when the call fails',
          status: 'failed',
          failureMessages: ['\u001b[31mAssertionError: expected 2 to be 3\u001b[39m\n    at Footer.test.tsx:10:3'],
        },
      ],
    },
    // A file that failed to load has no test results, only a message.
    { name: '/repo/packages/footer/src/ssr.test.tsx', status: 'failed', message: '\nSyntaxError: Unexpected token', assertionResults: [] },
  ],
};

const playwrightReport = {
  stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 },
  suites: [
    {
      title: 'shell.spec.ts',
      specs: [],
      suites: [
        {
          title: 'header',
          specs: [
            { title: 'opens', tests: [{ status: 'expected', results: [{ status: 'passed' }] }] },
            {
              title: 'flyout under its entry',
              tests: [{ status: 'unexpected', results: [{ status: 'failed', error: { message: 'Timeout 5000ms exceeded.\nCall log:' } }] }],
            },
            {
              title: 'memebox × malformed-json',
              tests: [
                {
                  status: 'flaky',
                  results: [{ status: 'timedOut', error: { message: 'call not seen within 10 s' } }, { status: 'passed' }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('readReports', () => {
  it('sums vitest and playwright counts; a flaky test counts as passed and is counted apart', () => {
    const totals = readReports(reportsDir({ 'vitest-footer.json': vitestReport, 'playwright-demo.json': playwrightReport }), '/repo');
    expect(totals).toMatchObject({ passed: 3 + 5 + 1, failed: 1 + 1, skipped: 1 + 2, flaky: 1 });
  });

  it('names every failed test with its file and the first line of its message, colours stripped', () => {
    const { failures } = readReports(reportsDir({ 'vitest-footer.json': vitestReport }), '/repo');
    expect(failures).toEqual([
      'packages/footer/src/Footer/Footer.test.tsx › Footer falls back when the call fails: AssertionError: expected 2 to be 3',
      'packages/footer/src/ssr.test.tsx: SyntaxError: Unexpected token',
    ]);
  });

  it('names failed and flaky playwright tests with their suite trail', () => {
    const { failures } = readReports(reportsDir({ 'playwright-demo.json': playwrightReport }), '/repo');
    expect(failures).toEqual([
      'shell.spec.ts › header › flyout under its entry [failed]: Timeout 5000ms exceeded.',
      'shell.spec.ts › header › memebox × malformed-json [flaky, passed on retry]: call not seen within 10 s',
    ]);
  });

  it('counts an unreadable report as a failure, and a missing directory as nothing run', () => {
    const totals = readReports(reportsDir({ 'vitest-x.json': '{ truncated', 'notes.txt': 'ignored' }));
    expect(totals.failed).toBe(1);
    expect(totals.failures).toEqual(['vitest-x.json: unreadable test report']);
    expect(readReports(join(tmpdir(), 'no-such-shell-reports'))).toMatchObject({ passed: 0, failed: 0, failures: [] });
  });
});
