#!/usr/bin/env node
// A real, local npm registry for the release checks: verdaccio 6.8 (6.10 needs Node 22) on a free
// 127.0.0.1 port, storage in a temp dir, then `changeset publish` (the release command itself:
// pnpm rewrites the `workspace:` ranges as it does for npmjs.com) of every published package.
//
// The registry holds `@shell/*` only and proxies nothing: everything else keeps coming from the
// normal registry (a consumer says `@shell:registry=<url>` in its .npmrc). Anyone may publish
// there: the local run sends a placeholder token, npm refuses to publish without one.
// Nothing touches the user's ~/.npmrc: the registry and the token go to a temp userconfig, the
// scope registry to the environment of the publish. Provenance (publishConfig.provenance, needed
// for npmjs.com) is turned off for the local run only: it needs a CI identity to sign with.
//
// Import: `startRegistry()`, `publishPackages(registry)`, `registry.stop()`.
// CLI: `node tooling/release/registry.mjs [--port N] [--no-publish]` starts it, publishes the
// built packages (build them first: `pnpm turbo run build --filter=./packages/*`), prints how
// to install from it and serves until Ctrl-C; the storage goes away with it.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { createRequire } from 'node:module';
import { ROOT, sh, shAsync } from './packages.mjs';

const requireFromRoot = createRequire(join(ROOT, 'package.json'));
const VERDACCIO = requireFromRoot.resolve('verdaccio/bin/verdaccio');
/** The repo's `changeset` CLI, run by path so it works from any workspace (`cwd`). */
const CHANGESET = requireFromRoot.resolve('@changesets/cli/bin.js');
/** The scope the registry serves. */
export const SCOPE = '@shell';

/** A port nobody listens on now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function config({ storage, port }) {
  // No uplinks: a package the registry does not hold is a 404, never a copy of the public one.
  return [
    `storage: ${JSON.stringify(storage)}`,
    'auth:',
    '  htpasswd:',
    `    file: ${JSON.stringify(join(storage, '..', 'htpasswd'))}`,
    '    max_users: -1',
    'uplinks: {}',
    'packages:',
    `  '${SCOPE}/*':`,
    '    access: $all',
    '    publish: $all',
    '    unpublish: $all',
    "  '**':",
    '    access: $all',
    'web:',
    '  enable: false',
    'max_body_size: 100mb',
    `listen: 127.0.0.1:${port}`,
    'log: { type: stdout, format: pretty, level: warn }',
    '',
  ].join('\n');
}

/**
 * Starts verdaccio. `dir`: a dir of a previous registry to start again on the same storage (what
 * was published stays); `port`: the port to listen on (default: a free one).
 * `log`: gets verdaccio's output. Returns { url, port, dir, storage, child, userconfig,
 * env(extra, target), stop({ keep, signal }), output() }.
 */
export async function startRegistry({ dir, port, log = () => {} } = {}) {
  const home = dir ?? mkdtempSync(join(tmpdir(), 'shell-registry-'));
  const storage = join(home, 'storage');
  mkdirSync(storage, { recursive: true });
  const listenPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenPort}/`;
  const configFile = join(home, 'config.yaml');
  writeFileSync(configFile, config({ storage, port: listenPort }));
  // A userconfig of its own: npm and pnpm read the token from it, never from ~/.npmrc.
  const userconfigFor = (target) => {
    const file = join(home, `npmrc-${new URL(target).port}`);
    writeFileSync(file, `${SCOPE}:registry=${target}\n//${new URL(target).host}/:_authToken=local-anonymous-publish\n`);
    return file;
  };
  const userconfig = userconfigFor(url);

  // pnpm publishes through npm, and npm lets the package's publishConfig.provenance win over
  // every setting but a command-line flag (npm_config_provenance=false is ignored). pnpm passes
  // on only its own arguments (changeset chooses them), so pnpm gets an npm (its `npm-path`
  // setting) that adds the flag.
  const npm = join(home, 'npm-without-provenance');
  const realNpm = sh('sh', ['-c', 'command -v npm']).trim();
  writeFileSync(npm, `#!/bin/sh\nexec ${JSON.stringify(realNpm)} "$@" --provenance=false\n`);
  chmodSync(npm, 0o755);

  const child = spawn(process.execPath, [VERDACCIO, '--config', configFile, '--listen', `127.0.0.1:${listenPort}`], {
    cwd: home,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    log(String(chunk));
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  // Never outlive the process that started it (a check that throws or exits early).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  exited.then(() => process.off('exit', killOnExit));

  /** `keep`: leave the storage for a restart; `signal: 'SIGKILL'` to crash it. */
  const stop = async ({ keep = false, signal = 'SIGTERM' } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    if (!keep) rmSync(home, { recursive: true, force: true });
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop({ keep: dir !== undefined });
      throw new Error(`verdaccio exited with ${child.exitCode ?? child.signalCode}\n${output.slice(-2000)}`);
    }
    try {
      const response = await fetch(`${url}-/ping`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop({ keep: dir !== undefined });
      throw new Error(`verdaccio did not answer on ${url} within 30 s\n${output.slice(-2000)}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }

  /**
   * The environment of a command that talks to this registry (publish, install, pack); `target`:
   * another URL that reaches it (a proxy in front of it).
   */
  const env = (extra = {}, target = url) => ({
    ...process.env,
    npm_config_userconfig: target === url ? userconfig : userconfigFor(target),
    [`npm_config_${SCOPE}:registry`]: target,
    // publishConfig.provenance is for the real release (a CI identity signs it); here: off.
    npm_config_npm_path: npm,
    ...extra,
  });
  return { url, port: listenPort, dir: home, storage, child, exited, userconfig, env, stop, output: () => output };
}

/**
 * `changeset publish` of every published package to `registry`, as the release does (no git
 * tags: the local run must not tag the checkout). `cwd`: the workspace (default this repo). Rejects
 * when a publish fails; resolves with its output. `url`: publish
 * through another URL that reaches the registry (the retry test's proxy); `env`: more variables.
 */
export function publishPackages(registry, { cwd = ROOT, url = registry.url, env = {} } = {}) {
  // Plain text, whatever the caller's terminal: npm test runs with FORCE_COLOR set, and callers
  // read this output (the retry test matches `Publishing "<name>" at "<version>"`).
  const plain = { FORCE_COLOR: '0', NO_COLOR: '1', ...env };
  return shAsync(process.execPath, [CHANGESET, 'publish', '--no-git-tag'], { cwd, env: registry.env(plain, url) }).then(stripVTControlCharacters);
}

/** The registry's document of `name` (its versions, dist-tags, tarballs), null when it holds none. */
export async function packument(registry, name) {
  const response = await fetch(`${registry.url}${name.replace('/', '%2f')}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${name}: the registry answered ${response.status}`);
  return response.json();
}

async function main() {
  const args = process.argv.slice(2);
  const portIndex = args.indexOf('--port');
  const port = portIndex === -1 ? undefined : Number(args[portIndex + 1]);
  const registry = await startRegistry({ port, log: (text) => process.stderr.write(text) });
  process.stdout.write(`verdaccio on ${registry.url} (storage ${registry.storage})\n`);
  const shutdown = async () => {
    await registry.stop();
    process.exit(0);
  };
  process.once('exit', () => rmSync(registry.dir, { recursive: true, force: true }));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  if (!args.includes('--no-publish')) {
    try {
      process.stdout.write(await publishPackages(registry));
    } catch (error) {
      process.stderr.write(`${error.message}\n`);
      await registry.stop();
      process.exit(1);
    }
  }
  process.stdout.write(
    `\nInstall from it: an .npmrc beside the app's package.json with\n  @shell:registry=${registry.url}\n` +
      `Publish to it yourself: npm_config_userconfig=${registry.userconfig} npm publish\nCtrl-C stops it and removes the storage.\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
