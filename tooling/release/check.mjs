#!/usr/bin/env node
// The release checks, one entry for CI (after the build) and the release workflow:
//   1. publish metadata of every published package (access, provenance, repository, license,
//      files, sideEffects, exports with types first);
//   2. @arethetypeswrong/cli on every package (its `attw` script, ESM-only profile);
//   3. `changeset version` dry run on a copy (check-version.mjs), and the public exports against
//      the last release's (public-api.mjs: one may disappear only under a major changeset);
//   4. the consumer check: `changeset publish` to a local registry (registry.mjs), the served
//      tarballs checked, then a Vite app and a Next.js app outside the workspace installing
//      `@shell/*` from that registry: tsc, Vite build, Node server render of two sites, Chromium,
//      next build/start (tooling/consumer/check.mjs; README.md here).
// Options: --repository owner/name (the release workflow passes $GITHUB_REPOSITORY: provenance
// is refused when package.json names another repository), --publint (also run publint; CI runs it
// as its own turbo task), --skip-consumer.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { checkVersion } from './check-version.mjs';
import { compareApi, pendingBumps, readPublicApi, readSnapshot } from './public-api.mjs';
import { attw, metadataProblems, missingBuildOutputs } from './package-checks.mjs';
import { PNPM, printSummary, publishedPackages, ROOT, shAsync, timed } from './packages.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : (args[index + 1] ?? '');
};
const repository = option('--repository');
const packages = publishedPackages();
const steps = [];
const started = Date.now();

const built = await timed(steps, 'built packages present', () => {
  const missing = missingBuildOutputs(packages);
  if (missing.length > 0) throw new Error(`${missing.join('\n')}\nBuild the packages first (pnpm build).`);
});
if (!built) {
  printSummary('release checks', steps, started);
  process.exit(1);
}

await timed(steps, 'publish metadata', () => {
  const problems = packages.flatMap((pkg) => metadataProblems(pkg, repository));
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return `${packages.length} packages${repository ? `, repository ${repository}` : ''}`;
});

if (args.includes('--publint')) {
  await timed(steps, 'publint', async () => {
    await shAsync(PNPM, ['turbo', 'run', 'publint', '--filter=./packages/*', '--output-logs=errors-only'], { cwd: ROOT });
  });
}

await timed(steps, 'attw (ESM-only profile)', async () => {
  // Two at a time: each packs its package (pnpm pack) and checks the tarball.
  const results = [];
  for (let i = 0; i < packages.length; i += 2) results.push(...(await Promise.all(packages.slice(i, i + 2).map(attw))));
  const lines = results.flatMap((result) => result.lines);
  if (lines.length > 0) throw new Error(lines.join('\n'));
  return packages.map((pkg, i) => `${pkg.manifest.name} ${results[i].entrypoints} entries`).join(', ');
});

await timed(steps, 'changeset version (dry run on a copy)', async () => {
  const { problems } = await checkVersion({ log: (line) => process.stdout.write(`   ${line}\n`) });
  if (problems.length > 0) throw new Error(problems.join('\n'));
});

await timed(steps, 'public exports vs the last release', () => {
  const snapshot = readSnapshot();
  const { problems, notes } = compareApi(snapshot.packages, readPublicApi(packages), pendingBumps());
  for (const note of notes) process.stdout.write(`   ${note}\n`);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return `nothing of release ${snapshot.version} gone`;
});

if (!args.includes('--skip-consumer')) {
  await timed(steps, 'consumer check', () => {
    const result = spawnSync(process.execPath, [join(ROOT, 'tooling', 'consumer', 'check.mjs')], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('the consumer check failed (see above)');
  });
}

printSummary('release checks', steps, started);
process.exit(steps.every((step) => step.ok) ? 0 : 1);
