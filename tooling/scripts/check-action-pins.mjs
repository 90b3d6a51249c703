#!/usr/bin/env node
// Fails when a workflow uses a third-party action by a movable ref (tag or branch) instead of a
// full commit SHA, or when `id-token: write` (npm provenance's OIDC token) is granted anywhere
// but a job that publishes. A tag can be moved to other code by whoever controls the action's
// repository; a 40-hex SHA cannot. Local actions (`./…`) and `docker://…@sha256:` digests pass.
//   node tooling/scripts/check-action-pins.mjs [dir]   (default .github/workflows)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.github/workflows';
const problems = [];
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));

for (const name of files) {
  const lines = readFileSync(join(dir, name), 'utf8').split('\n');
  let job = null;
  let jobPublishes = false;
  let jobIdTokenLine = 0;
  const endJob = () => {
    if (job !== null && jobIdTokenLine > 0 && !jobPublishes) {
      problems.push(`${name}:${jobIdTokenLine}: id-token: write on job "${job}", which does not publish`);
    }
  };
  let inJobs = false;
  lines.forEach((line, index) => {
    const at = `${name}:${index + 1}`;
    const text = line.replace(/\s+#.*$/, '');
    if (/^jobs:\s*$/.test(text)) inJobs = true;
    else if (/^\S/.test(text) && text.trim() !== '') {
      if (inJobs) endJob();
      inJobs = false;
      job = null;
    }
    const jobStart = inJobs ? /^ {2}([A-Za-z0-9_-]+):\s*$/.exec(text) : null;
    if (jobStart) {
      endJob();
      job = jobStart[1];
      jobPublishes = false;
      jobIdTokenLine = 0;
    }
    if (/^\s*id-token:\s*write\b/.test(text)) {
      if (!inJobs || job === null) problems.push(`${at}: id-token: write at workflow level (grant it on the publish job only)`);
      else jobIdTokenLine = index + 1;
    }
    if (inJobs && /\b(publish|npm publish|changeset publish)\b/.test(text)) jobPublishes = true;
    const uses = /^\s*-?\s*uses:\s*['"]?([^'"\s]+)/.exec(text);
    if (!uses) return;
    const ref = uses[1];
    if (ref.startsWith('./') || /^docker:\/\/[^@]+@sha256:[0-9a-f]{64}$/.test(ref)) return;
    if (!/^[^@\s]+@[0-9a-f]{40}$/.test(ref)) problems.push(`${at}: "${ref}" is not pinned to a full commit SHA`);
  });
  if (inJobs) endJob();
}

if (problems.length > 0) {
  console.error(`Workflow pins: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Workflow pins: ${files.length} workflow(s), every action pinned by SHA, id-token only on publishing jobs.`);
