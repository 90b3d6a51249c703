#!/usr/bin/env node
// Dry run of the release's "Version packages" step: `changeset version` on a copy of the
// workspace's manifests and pending changesets (the real repo is never touched), then checks that
//   - every published package is in the ONE `fixed` group of .changeset/config.json and all of them
//     share one version before and after: one version number names one shell;
//   - the group moves by the largest pending bump (with nothing pending, a probe patch changeset
//     is added to the copy, so the machinery is checked on every run);
//   - every version is valid semver and every internal range, as pnpm rewrites `workspace:` at
//     publish time, accepts the version it points to; no published package depends on a private one,
//   - every bumped package has a CHANGELOG.md section for its new version holding each of its
//     changesets' summaries, and no "Updated dependencies" noise (.changeset/changelog.cjs),
//   - no private package (apps, tooling) is versioned or gets a changelog, every changeset is consumed.
// Prints the versions it produced. `--keep` keeps the temp copy.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ROOT, satisfies, sh } from './packages.mjs';
import { fillEmptySections } from './version.mjs';

const BUMPS = ['patch', 'minor', 'major'];
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-.]+)?$/;

function increment(version, bump) {
  const [major, minor, patch] = version.split(/[.-]/).map(Number);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

/** Workspace package dirs (relative), from pnpm-workspace.yaml's `packages:` globs of the form `dir/*`. */
function workspaceDirs(root) {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const globs = [...(/^packages:\n((?:\s+-.*\n?)*)/m.exec(yaml)?.[1] ?? '').matchAll(/-\s*['"]?([^'"\n]+?)['"]?\s*$/gm)].map((m) => m[1]);
  return globs.flatMap((glob) => {
    if (!glob.endsWith('/*')) return [glob];
    const parent = glob.slice(0, -2);
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, parent, entry.name, 'package.json')))
      .map((entry) => `${parent}/${entry.name}`);
  });
}

function readManifests(root, dirs) {
  return new Map(
    dirs.map((dir) => {
      const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
      return [manifest.name, { dir, manifest }];
    }),
  );
}

/** Pending changesets: `{ id, releases: { name: bump }, summary }` from .changeset/*.md front matter. */
function readChangesets(dir) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const match = /^---\n([^]*?)\n---\n([^]*)$/.exec(text.replace(/\r\n/g, '\n'));
      if (!match) throw new Error(`.changeset/${file}: no front matter`);
      const releases = {};
      for (const line of match[1].split('\n').filter((l) => l.trim() !== '')) {
        const release = /^\s*['"]?([^'":]+)['"]?\s*:\s*(\w+)\s*$/.exec(line);
        if (!release || !BUMPS.includes(release[2])) throw new Error(`.changeset/${file}: unreadable release line "${line}"`);
        releases[release[1]] = release[2];
      }
      return { id: file.slice(0, -3), releases, summary: match[2].trim() };
    });
}

/** What pnpm publishes for a `workspace:` range (https://pnpm.io/workspaces#publishing-workspace-packages). */
function publishedRange(range, version) {
  if (!range.startsWith('workspace:')) return range;
  const rest = range.slice('workspace:'.length);
  if (rest === '*') return version;
  if (rest === '^' || rest === '~') return `${rest}${version}`;
  return rest;
}

const normalize = (text) => text.replace(/\s+/g, ' ').trim();

export async function checkVersion({ keep = false, log = (line) => process.stdout.write(`${line}\n`) } = {}) {
  const work = mkdtempSync(join(tmpdir(), 'shell-version-'));
  const problems = [];
  try {
    // The copy: root manifest, workspace file, changesets, every workspace manifest and changelog.
    const dirs = workspaceDirs(ROOT);
    for (const file of ['package.json', 'pnpm-workspace.yaml']) cpSync(join(ROOT, file), join(work, file));
    cpSync(join(ROOT, '.changeset'), join(work, '.changeset'), { recursive: true });
    for (const dir of dirs) {
      mkdirSync(join(work, dir), { recursive: true });
      for (const file of ['package.json', 'CHANGELOG.md']) {
        if (existsSync(join(ROOT, dir, file))) cpSync(join(ROOT, dir, file), join(work, dir, file));
      }
    }
    // The changelog generator named in config.json resolves from here (read-only use).
    symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');

    const config = JSON.parse(readFileSync(join(work, '.changeset', 'config.json'), 'utf8'));
    const before = readManifests(work, dirs);
    const published = [...before].filter(([name, { manifest }]) => !manifest.private && !config.ignore?.includes(name)).map(([name]) => name);
    const groups = config.fixed ?? [];
    if (groups.length !== 1 || JSON.stringify([...groups[0]].sort()) !== JSON.stringify([...published].sort())) {
      problems.push(`.changeset/config.json: "fixed" must be one group of every published package (${published.join(', ')}); it is ${JSON.stringify(groups)}`);
    }
    const startVersions = new Set(published.map((name) => before.get(name).manifest.version));
    if (startVersions.size !== 1) problems.push(`published packages carry different versions: ${[...startVersions].join(', ')}`);
    if (readChangesets(join(work, '.changeset')).length === 0) {
      // Nothing pending (just after a release): check the machinery with a probe in the copy.
      writeFileSync(join(work, '.changeset', 'release-probe.md'), `---\n'${published[0]}': patch\n---\n\nRelease probe of check-version.mjs.\n`);
      log('no pending changesets: a probe patch changeset checks the release machinery');
    }
    const changesets = readChangesets(join(work, '.changeset'));
    const realVersions = JSON.stringify([...readManifests(ROOT, dirs)].map(([name, { manifest }]) => [name, manifest.version]));

    const declared = new Map(); // name -> highest declared bump
    for (const changeset of changesets) {
      for (const [name, bump] of Object.entries(changeset.releases)) {
        if (!before.has(name)) problems.push(`.changeset/${changeset.id}.md names "${name}", which is not a workspace package`);
        else if (before.get(name).manifest.private) problems.push(`.changeset/${changeset.id}.md releases the private package ${name}`);
        if (BUMPS.indexOf(bump) > BUMPS.indexOf(declared.get(name) ?? 'patch') || !declared.has(name)) declared.set(name, bump);
      }
    }

    try {
      sh(join(ROOT, 'node_modules', '.bin', 'changeset'), ['version'], { cwd: work, env: { ...process.env, CI: 'true', FORCE_COLOR: '0' } });
    } catch (error) {
      problems.push(`changeset version failed: ${error.message}`);
      return { problems, rows: [], work };
    }
    // What `pnpm version-packages` does next (tooling/release/version.mjs).
    fillEmptySections(work);

    const after = readManifests(work, dirs);
    const left = readdirSync(join(work, '.changeset')).filter((file) => file.endsWith('.md') && file !== 'README.md');
    if (left.length > 0) problems.push(`changesets not consumed by changeset version: ${left.join(', ')}`);

    // The fixed group moves as one, by the largest declared bump.
    const groupBump = [...declared.values()].reduce((top, bump) => (BUMPS.indexOf(bump) > BUMPS.indexOf(top) ? bump : top), 'patch');
    const rows = [];
    for (const [name, { dir, manifest }] of after) {
      const old = before.get(name).manifest.version;
      const next = manifest.version;
      const isPrivate = manifest.private === true || config.ignore?.includes(name);
      if (!SEMVER.test(next ?? '')) problems.push(`${name}: "${next}" is not a valid semver version`);
      if (isPrivate) {
        if (next !== old) problems.push(`${name} is private but was versioned ${old} -> ${next}`);
        if (existsSync(join(work, dir, 'CHANGELOG.md')) && !existsSync(join(ROOT, dir, 'CHANGELOG.md'))) problems.push(`${name} is private but got a CHANGELOG.md`);
        continue;
      }
      const bump = declared.get(name) ?? `${groupBump} (fixed group)`;
      const expected = increment(old, groupBump);
      if (next !== expected) {
        problems.push(
          `${name}: the fixed group moves by ${groupBump} (${old} -> ${expected}) but changeset version produced ${next}` +
            ' — a dependency or peer range left by a bumped internal package forces the larger bump',
        );
      }
      rows.push({ name, old, next, bump });

      if (next !== old) {
        const changelogPath = join(work, dir, 'CHANGELOG.md');
        if (!existsSync(changelogPath)) {
          problems.push(`${name}: bumped to ${next} without a CHANGELOG.md`);
        } else {
          const changelog = readFileSync(changelogPath, 'utf8');
          const section = new RegExp(`^## ${next.replace(/\./g, '\\.')}\\n([^]*?)(?=^## |(?![^]))`, 'm').exec(changelog)?.[1];
          if (!section) problems.push(`${name}: CHANGELOG.md has no "## ${next}" section`);
          else {
            if (section.trim() === '') problems.push(`${name}: CHANGELOG.md ${next} is an empty section`);
            if (/updated dependencies/i.test(section)) problems.push(`${name}: CHANGELOG.md ${next} lists "Updated dependencies" (see .changeset/changelog.cjs)`);
            for (const changeset of changesets.filter((c) => c.releases[name])) {
              const firstLine = changeset.summary.split('\n')[0];
              if (!normalize(section).includes(normalize(firstLine))) {
                problems.push(`${name}: CHANGELOG.md ${next} lacks the summary of .changeset/${changeset.id}.md`);
              }
            }
          }
        }
      }

      // What a consumer installs: pnpm's publish-time rewrite of workspace ranges.
      for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
        for (const [dep, range] of Object.entries(manifest[field] ?? {})) {
          const target = after.get(dep);
          if (!target) continue;
          if (target.manifest.private) {
            problems.push(`${name}: ${field}.${dep} is a private package; consumers could not install it`);
            continue;
          }
          const published = publishedRange(range, target.manifest.version);
          if (satisfies(target.manifest.version, published) !== true) {
            problems.push(`${name}@${next}: ${field}.${dep} publishes as "${published}", which does not accept ${dep}@${target.manifest.version}`);
          }
        }
      }
    }

    const realAfter = JSON.stringify([...readManifests(ROOT, dirs)].map(([name, { manifest }]) => [name, manifest.version]));
    if (realAfter !== realVersions) problems.push('the real repo package versions changed during the check');

    log(`changeset version: ${changesets.length} pending changesets`);
    for (const row of rows) log(`  ${row.name.padEnd(22)} ${row.old.padEnd(8)} -> ${row.next.padEnd(8)} ${row.bump}`);
    if (keep) {
      log(`  kept ${work}`);
      writeFileSync(join(work, 'VERSIONS.json'), `${JSON.stringify(rows, null, 2)}\n`);
    }
    return { problems, rows, work };
  } finally {
    if (!keep) rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && relative(process.argv[1], new URL(import.meta.url).pathname) === '') {
  const { problems } = await checkVersion({ keep: process.argv.includes('--keep') });
  if (problems.length > 0) {
    process.stderr.write(`check-version: ${problems.length} problem(s)\n${problems.map((line) => `  - ${line}`).join('\n')}\n`);
    process.exit(1);
  }
  process.stdout.write('check-version: ok\n');
}
