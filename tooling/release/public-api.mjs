#!/usr/bin/env node
// Semver from 1.0 on: a public export may disappear only in a major release.
//
// The public API of a published package is every name exported by the type declarations of each
// entry of its `exports` map (values and types; a value that becomes type-only counts as removed).
// `tooling/release/public-api.json` holds that list as of the last release (written by the version
// step, `node tooling/release/version.mjs`). `--check` (CI, after the build) compares the built
// packages with it and fails when a name or an entry is gone while no pending changeset declares a
// `major` bump for that package. New names are reported, never refused (they are minor changes).
//   node tooling/release/public-api.mjs --check     compare dist/ with the last release
//   node tooling/release/public-api.mjs --update    record dist/ as the release (version step)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { publishedPackages, ROOT } from './packages.mjs';

export const SNAPSHOT = join(ROOT, 'tooling', 'release', 'public-api.json');

/** `[subpath, types file]` of every entry of a manifest's exports map that has types. */
function typedEntries(manifest) {
  return Object.entries(manifest.exports ?? {}).flatMap(([subpath, target]) => {
    if (typeof target !== 'object' || target === null) return [];
    const types = target.types ?? target.import?.types ?? target.default?.types;
    return typeof types === 'string' ? [[subpath, types]] : [];
  });
}

/** `{ [package]: { [subpath]: ['Name', 'type Name', …] } }` read from the built declarations. */
export function readPublicApi(packages = publishedPackages()) {
  const files = packages.flatMap((pkg) => typedEntries(pkg.manifest).map(([subpath, types]) => ({ pkg, subpath, file: join(pkg.path, types) })));
  const missing = files.filter((entry) => !existsSync(entry.file));
  if (missing.length > 0) throw new Error(`missing declarations (build the packages first): ${missing.map((m) => relative(ROOT, m.file)).join(', ')}`);
  const program = ts.createProgram(
    files.map((entry) => entry.file),
    { noEmit: true, skipLibCheck: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, jsx: ts.JsxEmit.ReactJSX },
  );
  const checker = program.getTypeChecker();
  const api = {};
  for (const { pkg, subpath, file } of files) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    const names = (moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []).map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return target.flags & ts.SymbolFlags.Value ? symbol.name : `type ${symbol.name}`;
    });
    (api[pkg.manifest.name] ??= {})[subpath] = [...new Set(names)].sort();
  }
  return api;
}

/** Pending changesets' bumps per package: `{ name: 'major' | 'minor' | 'patch' }` (the largest). */
export function pendingBumps(changesetDir = join(ROOT, '.changeset')) {
  const order = ['patch', 'minor', 'major'];
  const bumps = {};
  for (const file of readdirSync(changesetDir).filter((f) => f.endsWith('.md') && f !== 'README.md')) {
    const front = /^---\r?\n([^]*?)\r?\n---/.exec(readFileSync(join(changesetDir, file), 'utf8'))?.[1] ?? '';
    for (const match of front.matchAll(/^\s*['"]?([^'":\s]+)['"]?\s*:\s*(patch|minor|major)\s*$/gm)) {
      if (order.indexOf(match[2]) > order.indexOf(bumps[match[1]] ?? 'patch') || !bumps[match[1]]) bumps[match[1]] = match[2];
    }
  }
  return bumps;
}

/**
 * What changed between the last release's API and now. `problems`: removals (a name, an entry or a
 * whole package) of a package without a pending major bump; `notes`: everything else worth a line.
 */
export function compareApi(released, current, bumps) {
  const problems = [];
  const notes = [];
  for (const [name, entries] of Object.entries(released)) {
    const removed = [];
    for (const [subpath, names] of Object.entries(entries)) {
      const now = current[name]?.[subpath];
      if (!now) {
        removed.push(`the entry ${name}${subpath === '.' ? '' : subpath.slice(1)}`);
        continue;
      }
      const have = new Set(now);
      for (const exported of names) {
        if (have.has(exported)) continue;
        // A value that is now only a type is a removal of the value.
        removed.push(have.has(`type ${exported}`) ? `${exported} (now type-only) from ${entryName(name, subpath)}` : `${exported} from ${entryName(name, subpath)}`);
      }
    }
    if (removed.length === 0) continue;
    const line = `${name}: ${removed.join('; ')}`;
    if (bumps[name] === 'major') notes.push(`removed under a major changeset: ${line}`);
    else problems.push(`${line} — a public export may only disappear in a major release: add a changeset with "${name}": major and a migration line`);
  }
  for (const [name, entries] of Object.entries(current)) {
    for (const [subpath, names] of Object.entries(entries)) {
      const before = new Set(released[name]?.[subpath] ?? []);
      const added = names.filter((exported) => !before.has(exported));
      if (added.length > 0) notes.push(`new in ${entryName(name, subpath)}: ${added.join(', ')}`);
    }
  }
  return { problems, notes };
}

const entryName = (name, subpath) => (subpath === '.' ? name : `${name}${subpath.slice(1)}`);

export function readSnapshot(file = SNAPSHOT) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function writeSnapshot(api, version, file = SNAPSHOT) {
  writeFileSync(file, `${JSON.stringify({ version, packages: api }, null, 2)}\n`);
}

if (process.argv[1] && relative(process.argv[1], new URL(import.meta.url).pathname) === '') {
  const current = readPublicApi();
  if (process.argv.includes('--update')) {
    const version = publishedPackages()[0].manifest.version;
    writeSnapshot(current, version);
    const count = Object.values(current).reduce((sum, entries) => sum + Object.values(entries).reduce((n, names) => n + names.length, 0), 0);
    process.stdout.write(`public-api: recorded ${count} exports of ${Object.keys(current).length} packages as release ${version}\n`);
  } else {
    const snapshot = readSnapshot();
    const { problems, notes } = compareApi(snapshot.packages, current, pendingBumps());
    for (const note of notes) process.stdout.write(`  ${note}\n`);
    if (problems.length > 0) {
      process.stderr.write(`public-api: ${problems.length} export removal(s) since release ${snapshot.version} without a major changeset\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
      process.exit(1);
    }
    process.stdout.write(`public-api: no export of release ${snapshot.version} is gone\n`);
  }
}
