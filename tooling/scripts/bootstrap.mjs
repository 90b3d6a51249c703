// Shared helpers for the two README commands: get the pinned pnpm (with only Node and npm on
// the machine), install Debian chromium for browser tests, and run steps with timings.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PNPM_VERSION = '10.34.9';
const PNPM_PREFIX = join(ROOT, '.cache', 'pnpm');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const QUIET_ENV = {
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  DO_NOT_TRACK: '1',
  CHROMIUM_PATH,
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

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, {
    cwd: options.cwd ?? ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...QUIET_ENV, PATH: `${dirname(options.pnpm ?? cmd)}:${process.env.PATH}`, ...options.env },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}
