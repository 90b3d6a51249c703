import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 21 L13: the release workflow's third-party actions are pinned by commit SHA and only the
// publishing job may ask for an OIDC token. The checker runs in `npm test`; here it meets workflows
// that break each rule.
const CHECKER = join(import.meta.dirname, '../../scripts/check-action-pins.mjs');
const SHA = '11bd71901bbe5b1630ceea73d27597364c9af683';

function check(workflow) {
  const dir = mkdtempSync(join(tmpdir(), 'action-pins-'));
  writeFileSync(join(dir, 'release.yml'), workflow);
  try {
    return { ok: true, output: execFileSync(process.execPath, [CHECKER, dir], { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    return { ok: false, output: String(error.stderr) };
  }
}

const job = (name, steps, extra = '') => `  ${name}:\n    runs-on: ubuntu-latest\n${extra}    steps:\n${steps}`;

describe('check-action-pins', () => {
  it('passes actions pinned by SHA, local actions, and id-token on the job that publishes', () => {
    const result = check(
      `on: push\njobs:\n${job('build', `      - uses: actions/checkout@${SHA} # v4.2.2\n      - uses: ./.github/actions/setup\n`)}${job(
        'publish',
        `      - uses: actions/checkout@${SHA}\n      - run: pnpm changeset publish\n`,
        '    permissions:\n      id-token: write\n',
      )}`,
    );
    expect(result).toMatchObject({ ok: true });
  });

  it('fails an action used by tag or branch', () => {
    for (const ref of ['actions/checkout@v4', 'actions/checkout@main', 'changesets/action@v1.4.9', 'actions/checkout@11bd719']) {
      const result = check(`on: push\njobs:\n${job('build', `      - uses: ${ref}\n`)}`);
      expect(result.ok, ref).toBe(false);
      expect(result.output).toContain(`"${ref}" is not pinned to a full commit SHA`);
    }
  });

  it('fails id-token: write at workflow level or on a job that does not publish', () => {
    const workflowLevel = check(`on: push\npermissions:\n  id-token: write\njobs:\n${job('build', `      - uses: actions/checkout@${SHA}\n`)}`);
    expect(workflowLevel.ok).toBe(false);
    expect(workflowLevel.output).toContain('id-token: write at workflow level');
    const buildJob = check(`on: push\njobs:\n${job('build', `      - run: pnpm build\n`, '    permissions:\n      id-token: write\n')}`);
    expect(buildJob.ok).toBe(false);
    expect(buildJob.output).toContain('id-token: write on job "build", which does not publish');
  });
});
