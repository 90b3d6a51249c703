// The published packages of the workspace and small helpers the release checks share.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every `packages/*` manifest that is not private: what `changeset publish` publishes. */
export function publishedPackages(root = ROOT) {
  const dir = join(root, 'packages');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const path = join(dir, entry.name);
      const manifest = JSON.parse(readFileSync(join(path, 'package.json'), 'utf8'));
      return { dir: entry.name, path, manifest };
    })
    .filter((pkg) => pkg.manifest.private !== true)
    .sort((a, b) => a.manifest.name.localeCompare(b.manifest.name));
}

/** Exact version of a dependency as installed for `fromDir` (follows pnpm's symlinks). */
export function installedVersion(name, fromDir = ROOT) {
  const manifest = join(fromDir, 'node_modules', ...name.split('/'), 'package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/**
 * Whether `version` satisfies `range`, for the ranges a workspace produces: exact `1.2.3`, `^1.2.3`
 * and `~1.2.3` (pnpm writes `workspace:^` as `^<version>` when it packs). Anything else is `null`.
 */
export function satisfies(version, range) {
  const parse = (text) => {
    const match = /^(\d+)\.(\d+)\.(\d+)(?:-([\w.-]+))?$/.exec(text);
    return match ? { major: +match[1], minor: +match[2], patch: +match[3], pre: match[4] ?? null } : null;
  };
  const v = parse(version);
  const operator = /^[\^~]/.test(range) ? range[0] : '';
  const r = parse(range.slice(operator.length));
  if (!v || !r) return null;
  const cmp = (a, b) => a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (v.pre && !(r.pre && cmp(v, r) === 0)) return false;
  if (operator === '') return cmp(v, r) === 0 && v.pre === r.pre;
  if (cmp(v, r) < 0) return false;
  if (operator === '~') return v.major === r.major && v.minor === r.minor;
  if (r.major > 0) return v.major === r.major;
  if (r.minor > 0) return v.major === 0 && v.minor === r.minor;
  return v.major === 0 && v.minor === 0 && v.patch === r.patch;
}

/** The pnpm binary to use: $PNPM, else `pnpm` on the PATH. */
export const PNPM = process.env.PNPM ?? 'pnpm';

/** Runs a command; throws with its output when it fails. Returns stdout. */
export function sh(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.error) throw new Error(`${cmd} ${args.join(' ')}: ${result.error.message}`);
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-40).join('\n');
    throw new Error(`${cmd} ${args.join(' ')} exited with ${result.status}\n${output}`);
  }
  return result.stdout ?? '';
}

/** {@link sh} without blocking, for steps that run commands side by side. */
export function shAsync(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => reject(new Error(`${cmd} ${args.join(' ')}: ${error.message}`)));
    child.on('close', (status) => {
      if (status === 0) resolve(stdout);
      else {
        const error = new Error(`${cmd} ${args.join(' ')} exited with ${status}\n${output.trim().split('\n').slice(-40).join('\n')}`);
        reject(Object.assign(error, { stdout }));
      }
    });
  });
}

/** A step with a name and a timing line; the error message becomes the failure text. */
export async function timed(steps, name, fn) {
  const started = Date.now();
  process.stdout.write(`-- ${name}\n`);
  try {
    const detail = await fn();
    const seconds = (Date.now() - started) / 1000;
    steps.push({ name, ok: true, seconds });
    process.stdout.write(`-- ${name}: ok in ${seconds.toFixed(1)}s${detail ? ` (${detail})` : ''}\n`);
    return true;
  } catch (error) {
    const seconds = (Date.now() - started) / 1000;
    steps.push({ name, ok: false, seconds });
    process.stdout.write(`-- ${name}: FAILED in ${seconds.toFixed(1)}s\n${error instanceof Error ? error.message : String(error)}\n`);
    return false;
  }
}

export function printSummary(title, steps, started) {
  process.stdout.write(`\n${title}\n`);
  for (const step of steps) process.stdout.write(`${step.ok ? 'ok    ' : 'FAILED'} ${step.name.padEnd(44)} ${step.seconds.toFixed(1)}s\n`);
  process.stdout.write(`total ${((Date.now() - started) / 1000).toFixed(1)}s\n`);
}
