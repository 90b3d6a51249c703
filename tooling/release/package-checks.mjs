// Per-package release checks: publish metadata, @arethetypeswrong/cli, and what a registry
// serves (the unpacked tarball of a published version).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { init as initLexer } from 'es-module-lexer';
import { entriesOf, mockImportsOf } from '../rsc/check.mjs';
import { PNPM, ROOT, satisfies, shAsync } from './packages.mjs';

/** `**\/*.css`-style globs of `sideEffects` as a test on a package-relative path. */
const globTest = (glob) =>
  new RegExp(`^${glob.replace(/^\.\//, '').replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\//g, '(?:.*/)?').replace(/\*/g, '[^/]*')}$`);

/** Every `[subpath, file]` an exports map points at (each condition's file of an entry). */
export function exportTargets(manifest) {
  return Object.entries(manifest.exports ?? {}).flatMap(([subpath, target]) =>
    typeof target === 'string' ? [[subpath, target]] : Object.values(target).map((file) => [subpath, file]),
  );
}

/** Export targets that are not built (yet): the checks below need `pnpm build` first. */
export function missingBuildOutputs(packages) {
  return packages.flatMap(({ dir, path, manifest }) =>
    exportTargets(manifest)
      .filter(([, file]) => !existsSync(join(path, file)))
      .map(([subpath, file]) => `packages/${dir}: export "${subpath}" -> ${file} is missing`),
  );
}

/** What is wrong with a published package's manifest; `repository` is the expected owner/name. */
export function metadataProblems({ dir, manifest, path }, repository) {
  const problems = [];
  const name = manifest.name;
  const add = (text) => problems.push(`${name}: ${text}`);
  if (manifest.publishConfig?.access !== 'public') add('publishConfig.access must be "public" (scoped packages are private by default)');
  if (manifest.publishConfig?.provenance !== true) add('publishConfig.provenance must be true');
  const repo = manifest.repository;
  const url = typeof repo === 'object' ? repo.url : repo;
  const match = /^git\+https:\/\/github\.com\/([^/]+\/[^/]+?)\.git$/.exec(url ?? '');
  if (typeof repo !== 'object' || repo.type !== 'git' || !match) add(`repository must be { type: "git", url: "git+https://github.com/<owner>/<name>.git", directory } (is ${JSON.stringify(repo)})`);
  else {
    if (repo.directory !== `packages/${dir}`) add(`repository.directory must be "packages/${dir}"`);
    if (repository && match[1].toLowerCase() !== repository.toLowerCase()) {
      add(`repository.url names ${match[1]}, but this workflow runs in ${repository}: npm refuses provenance for another repository`);
    }
  }
  if (typeof manifest.license !== 'string' || manifest.license === '') add('license is missing');
  if (!manifest.description) add('description is missing');
  if (manifest.type !== 'module') add('type must be "module"');
  if (!existsSync(join(path, 'README.md'))) add('README.md is missing');
  const files = manifest.files ?? [];
  if (!files.includes('dist')) add('files must list "dist"');
  // npm ships README and LICENSE by itself, not the changelog: downstream teams read it in node_modules.
  if (!files.includes('CHANGELOG.md')) add('files must list "CHANGELOG.md" (the changelog ships in the tarball)');
  if (!existsSync(join(path, 'CHANGELOG.md'))) add('CHANGELOG.md is missing');
  const shipped = (file) => file === './package.json' || files.some((entry) => file.replace(/^\.\//, '').startsWith(`${entry.replace(/\/$/, '')}/`) || file === `./${entry}`);
  const sideEffects = Array.isArray(manifest.sideEffects) ? manifest.sideEffects.map(globTest) : null;
  if (!sideEffects) add('sideEffects must be a list (the CSS files), so bundlers can drop unused JS');
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    if (typeof target === 'string') {
      if (!shipped(target)) add(`export "${subpath}" -> ${target} is not under "files"`);
      if (target.endsWith('.css') && sideEffects && !sideEffects.some((test) => test.test(target.replace(/^\.\//, '')))) {
        add(`export "${subpath}" is CSS but not in sideEffects: a bundler would drop \`import '${name}/${subpath.slice(2)}'\``);
      }
      continue;
    }
    const conditions = Object.keys(target);
    if (conditions[0] !== 'types') add(`export "${subpath}": "types" must be the first condition (is ${conditions.join(', ')})`);
    if (!target.import && !target.default) add(`export "${subpath}" has no "import" or "default" condition`);
    for (const file of Object.values(target)) if (!shipped(file)) add(`export "${subpath}" -> ${file} is not under "files"`);
    for (const file of Object.values(target)) {
      if (sideEffects?.some((test) => test.test(file.replace(/^\.\//, '')))) add(`export "${subpath}" -> ${file} is marked as having side effects`);
    }
  }
  if (!manifest.exports?.['./package.json']) add('"./package.json" is not exported');
  if (!manifest.scripts?.attw?.startsWith('attw ')) add('scripts.attw is missing');
  return problems;
}

/** attw with the package's own script arguments; problems outside its profile do not count. */
export async function attw({ path, manifest }) {
  const script = manifest.scripts?.attw ?? '';
  const scriptArgs = script.split(/\s+/).slice(1);
  const profile = scriptArgs[scriptArgs.indexOf('--profile') + 1] ?? 'strict';
  const ignored = { strict: [], node16: ['node10'], 'esm-only': ['node10', 'node16-cjs'] }[profile] ?? [];
  const bin = join(ROOT, 'node_modules', '.bin', 'attw');
  // The script's `--pack .` packs with npm, which reads the whole workspace's node_modules first
  // (≈ 3 CPU s a package); pnpm packs the same files in under one, and rewrites `workspace:`
  // ranges as the release does. attw then checks that tarball.
  const scratch = mkdtempSync(join(tmpdir(), 'shell-attw-'));
  let output;
  let failedExit = false;
  try {
    await shAsync(PNPM, ['pack', '--pack-destination', scratch], { cwd: path });
    const tarball = readdirSync(scratch).find((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error(`${manifest.name}: pnpm pack wrote no tarball`);
    const options = scriptArgs.filter((arg, i) => arg !== '--pack' && !(scriptArgs[i - 1] === '--pack' && arg === '.'));
    output = await shAsync(bin, [join(scratch, tarball), ...options, '--format', 'json'], { cwd: path });
  } catch (error) {
    failedExit = true;
    output = error.stdout ?? '';
    if (!output.trim().startsWith('{')) throw error;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const report = JSON.parse(output);
  const problems = Object.values(report.analysis?.problems ?? report.problems ?? {})
    .flat()
    .filter((problem) => !ignored.includes(problem.resolutionKind));
  const lines = problems.map((problem) => `${manifest.name}: ${problem.kind} at "${problem.entrypoint}" (${problem.resolutionKind ?? 'all'})`);
  if (report.analysis?.types === false || report.types === false) lines.push(`${manifest.name}: attw found no types in the package`);
  if (failedExit && lines.length === 0) lines.push(`${manifest.name}: attw exited non-zero:\n${output.slice(0, 2000)}`);
  const entrypoints = Object.keys(report.analysis?.entrypoints ?? {}).length;
  return { lines, entrypoints };
}

/** Paths of every file under `dir`, relative to it, with `/` separators. */
function filesUnder(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(dir, `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/**
 * What is wrong with a package as a registry serves it. `dir`: its unpacked tarball (the
 * `package/` folder); `versions`: name → version of every package of the same release, which its
 * `@shell/*` ranges must accept. Checks: no `workspace:` range left; only dist/, README, LICENSE,
 * CHANGELOG and the manifest; no test, spec, story or bench file, no `__tests__`/`__mocks__`;
 * every file of the exports map present; no runtime entry (all but `mocks` entries and
 * @shell/mocks) reaching msw, @shell/mocks or a mocks entry through its files and chunks.
 */
export async function servedPackageProblems(dir, versions) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const name = manifest.name;
  const problems = [];
  const add = (text) => problems.push(`${name}@${manifest.version}: ${text}`);
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [dep, range] of Object.entries(manifest[field] ?? {})) {
      if (range.startsWith('workspace:')) add(`${field}.${dep} is still "${range}"`);
      else if (versions.has(dep) && satisfies(versions.get(dep), range) !== true) add(`${field}.${dep} "${range}" does not accept ${dep}@${versions.get(dep)} of the same release`);
    }
  }
  const files = filesUnder(dir).sort();
  const stray = files.filter((file) => !/^(dist\/|README\.md$|LICENSE|package\.json$|CHANGELOG\.md$)/.test(file));
  if (stray.length > 0) add(`unexpected files: ${stray.slice(0, 5).join(', ')}`);
  const tests = files.filter((file) => /(^|\/)__(tests|mocks)__\//.test(file) || /\.(test|spec|stories|bench)\.[^/]+$/.test(file));
  if (tests.length > 0) add(`test files: ${tests.slice(0, 5).join(', ')}`);
  for (const [subpath, file] of exportTargets(manifest)) {
    if (!existsSync(join(dir, file))) add(`export "${subpath}" -> ${file} is not in the tarball`);
  }
  await initLexer;
  for (const entry of entriesOf(dir)) {
    if (entry.tooling || !existsSync(entry.file)) continue;
    for (const line of mockImportsOf(entry.file)) add(`runtime entry "${entry.subpath}" reaches mock code: ${line.slice(dir.length + 1)}`);
  }
  return problems;
}
