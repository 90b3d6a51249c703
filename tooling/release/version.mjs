#!/usr/bin/env node
// The release's "Version packages" step (`pnpm version-packages`, run by the release workflow):
//   1. `changeset version`: every package of the fixed group moves to the one new version, the
//      pending changesets become CHANGELOG.md sections (.changeset/changelog.cjs writes them);
//   2. a package of the group with nothing of its own in the release gets one line saying so,
//      instead of an empty version heading;
//   3. the packages are built and their public API is recorded as this release's
//      (tooling/release/public-api.json), which the next release's export check compares with.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PNPM, publishedPackages, ROOT, sh } from './packages.mjs';
import { readPublicApi, writeSnapshot } from './public-api.mjs';

export const NOTHING_OF_ITS_OWN = 'No changes of its own: released at this version with the rest of the shell (every `@shell/*` package shares one version).';

/** Gives an empty `## <version>` section of a changelog the "no changes of its own" line. */
export function fillEmptySection(changelog, version) {
  const heading = `## ${version}\n`;
  const start = changelog.indexOf(heading);
  if (start === -1) return changelog;
  const bodyStart = start + heading.length;
  const next = changelog.indexOf('\n## ', bodyStart);
  const body = changelog.slice(bodyStart, next === -1 ? undefined : next + 1);
  if (body.trim() !== '') return changelog;
  return `${changelog.slice(0, bodyStart)}\n${NOTHING_OF_ITS_OWN}\n${next === -1 ? '' : '\n'}${changelog.slice(next === -1 ? changelog.length : next + 1)}`;
}

/** Step 2 over every published package of `root`. */
export function fillEmptySections(root = ROOT) {
  for (const pkg of publishedPackages(root)) {
    const file = join(pkg.path, 'CHANGELOG.md');
    const text = readFileSync(file, 'utf8');
    const filled = fillEmptySection(text, pkg.manifest.version);
    if (filled !== text) writeFileSync(file, filled);
  }
}

if (process.argv[1] && relative(process.argv[1], new URL(import.meta.url).pathname) === '') {
  sh(join(ROOT, 'node_modules', '.bin', 'changeset'), ['version'], { cwd: ROOT, stdio: 'inherit' });
  fillEmptySections();
  sh(PNPM, ['turbo', 'run', 'build', '--filter=./packages/*'], { cwd: ROOT, stdio: 'inherit' });
  const version = publishedPackages()[0].manifest.version;
  writeSnapshot(readPublicApi(), version);
  process.stdout.write(`version: the shell is at ${version}; public API recorded in tooling/release/public-api.json\n`);
}
