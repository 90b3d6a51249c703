// Per-package release checks: publish metadata and @arethetypeswrong/cli.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, shAsync } from './packages.mjs';

/** `**\/*.css`-style globs of `sideEffects` as a test on a package-relative path. */
const globTest = (glob) =>
  new RegExp(`^${glob.replace(/^\.\//, '').replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\//g, '(?:.*/)?').replace(/\*/g, '[^/]*')}$`);

/** Export targets that are not built (yet): the checks below need `pnpm build` first. */
export function missingBuildOutputs(packages) {
  return packages.flatMap(({ dir, path, manifest }) =>
    Object.entries(manifest.exports ?? {})
      .flatMap(([subpath, target]) => (typeof target === 'string' ? [[subpath, target]] : Object.values(target).map((file) => [subpath, file])))
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
  let output;
  let failedExit = false;
  try {
    output = await shAsync(bin, [...scriptArgs, '--format', 'json'], { cwd: path });
  } catch (error) {
    failedExit = true;
    output = error.stdout ?? '';
    if (!output.trim().startsWith('{')) throw error;
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
