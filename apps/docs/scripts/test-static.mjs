#!/usr/bin/env node
// Runs @storybook/test-runner (with axe, see .storybook/test-runner.ts) against the STATIC build in
// storybook-static/. Builds nothing itself: run `storybook build` first. Serves the build with
// http-server on 127.0.0.1 (a free port from 6106 up), waits until it answers, runs the runner,
// and always stops the server. Exit code = the runner's.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const staticDir = join(appDir, 'storybook-static');
const require = createRequire(import.meta.url);
const HOST = '127.0.0.1';
const FIRST_PORT = Number(process.env.STORYBOOK_TEST_PORT ?? 6106);

if (!existsSync(join(staticDir, 'index.json'))) {
  console.error(`[test-static] ${staticDir} has no build. Run: npx storybook build --quiet -o storybook-static`);
  process.exit(2);
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

async function findFreePort(from) {
  for (let port = from; port < from + 50; port += 1) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${from}..${from + 49}`);
}

async function waitUntilAnswering(url, server, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`http-server exited early with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function binOf(pkg, name) {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const manifest = require(manifestPath);
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name];
  return join(dirname(manifestPath), bin);
}

const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', DO_NOT_TRACK: '1' };
const port = await findFreePort(FIRST_PORT);
const url = `http://${HOST}:${port}`;

// -c3600: the runner's browser starts every run with an empty cache (no profile on disk), so a
// rebuilt storybook-static is always what gets tested; within the run, each test file's page
// takes the preview's chunks from the cache instead of fetching and compiling them again
// (-c-1, no caching: 138 → 128 core-s for the whole runner).
const server = spawn(process.execPath, ['--no-deprecation', binOf('http-server', 'http-server'), staticDir, '-a', HOST, '-p', String(port), '-s', '-c3600'], {
  cwd: appDir,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});

function stopServer() {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
}
process.on('exit', stopServer);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServer();
    process.exit(130);
  });
}

let exitCode;
try {
  await waitUntilAnswering(`${url}/index.json`, server);
  console.log(`[test-static] serving ${staticDir} at ${url}`);
  const extraArgs = process.argv.slice(2);
  // `npm test` sums every runner's JSON report into its closing `N passed, N failed` line.
  if (process.env.SHELL_TEST_REPORT_DIR) {
    extraArgs.push('--json', '--outputFile', `${process.env.SHELL_TEST_REPORT_DIR}/storybook-test-runner.json`);
  }
  const runner = spawn(
    process.execPath,
    [binOf('@storybook/test-runner', 'test-storybook'), '--url', url, '--maxWorkers=2', ...extraArgs],
    { cwd: appDir, env, stdio: 'inherit' },
  );
  exitCode = await new Promise((resolve) => {
    runner.once('error', (error) => {
      console.error('[test-static] could not start test-storybook:', error);
      resolve(1);
    });
    runner.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
} catch (error) {
  console.error('[test-static]', error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  stopServer();
}
process.exit(exitCode);
