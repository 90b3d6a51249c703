// Shared helpers for the two README commands: get the pinned pnpm (with only Node and npm on
// the machine), install Debian chromium for browser tests, and run steps with timings.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADLESS_SHELL } from './chromium.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PNPM_VERSION = '10.34.9';
const PNPM_PREFIX = join(ROOT, '.cache', 'pnpm');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const QUIET_ENV = {
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  DO_NOT_TRACK: '1',
};

function which(cmd) {
  const result = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** A pnpm binary of the pinned version: on PATH if it matches, else npm-installed into .cache/. */
export function ensurePnpm() {
  const onPath = which('pnpm');
  if (onPath) {
    const version = spawnSync(onPath, ['--version'], { encoding: 'utf8' }).stdout?.trim();
    if (version === PNPM_VERSION) return onPath;
  }
  const local = join(PNPM_PREFIX, 'node_modules', '.bin', 'pnpm');
  if (!existsSync(local)) {
    mkdirSync(PNPM_PREFIX, { recursive: true });
    console.log(`> installing pnpm@${PNPM_VERSION} into .cache/pnpm`);
    run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', PNPM_PREFIX, `pnpm@${PNPM_VERSION}`]);
  }
  return local;
}

/** Browser tests use Debian's chromium (no browser downloads on these machines). */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !which('apt-get')) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  console.log('> installing Debian chromium');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core']);
}

/**
 * The test suites' browser (tooling/scripts/chromium.mjs, TEST_CHROMIUM_EXECUTABLE): Debian's
 * headless shell of exactly the installed chromium's version, so installing it never upgrades the
 * browser the visual baselines were drawn in. Where it cannot be had (not root, no apt, that
 * version gone from the archive), the suites run in chromium itself: slower, the same results.
 */
export function ensureHeadlessShell() {
  if (process.env.CHROMIUM_PATH || existsSync(HEADLESS_SHELL)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !which('apt-get') || !which('dpkg-query')) return;
  const version = spawnSync('dpkg-query', ['-W', '-f=${Version}', 'chromium'], { encoding: 'utf8' }).stdout?.trim();
  if (!version) return;
  console.log(`> installing Debian chromium-headless-shell ${version} for the test suites`);
  const status = run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', `chromium-headless-shell=${version}`]);
  if (status !== 0) console.log('> chromium-headless-shell is not available at that version: the suites run in chromium');
}

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, {
    cwd: options.cwd ?? ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...QUIET_ENV, PATH: `${dirname(options.pnpm ?? cmd)}:${process.env.PATH}`, ...options.env },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}
