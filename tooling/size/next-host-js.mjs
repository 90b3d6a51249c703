#!/usr/bin/env node
// The client JavaScript the shell adds to a Next.js App Router page: the gzip size of every
// `<script src>` of the host's `/` (the shell around a page) minus that of `/baseline` (a bare
// Next.js page with a root layout of its own, in the same build). Only what the page loads at
// start-up: the market flyouts, dialogs and the footer's lazy parts are not counted.
//
//   node tooling/size/next-host-js.mjs [appDir]     appDir defaults to apps/next-host; it must
//                                                   have been built (`next build`)
// Prints the figures and exits 1 when the shell adds more than BUDGET_KB.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/**
 * The ceiling of the shell's share of a bare Next 16 page (Redux stack included): today's figure
 * plus a little, so a regression fails. The aim is 75 KB; lower this as the share shrinks.
 * Measured 105.0 KB when the host landed; the ICU-parser alias (−7.6) and the security, spec and
 * icon work of issues 21–23 (+3 to +5) leave it near 102: the ceiling is 106 until issue 24 cuts it.
 */
export const BUDGET_KB = 106;
/** Where the share should get to. */
export const AIM_KB = 75;

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

async function waitFor(url, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** gzip bytes of each start-up script of a page, by URL. */
export async function startupScripts(origin, path) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]))];
  const sizes = new Map();
  await Promise.all(
    sources.map(async (source) => {
      const body = Buffer.from(await (await fetch(new URL(source, origin))).arrayBuffer());
      sizes.set(source, gzipSync(body, { level: 9 }).length);
    }),
  );
  return sizes;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** `next`: the app's `next` bin when it is not in its own node_modules (an npm workspace's is hoisted). */
export async function measureNextHost(appDir, next = resolve(appDir, 'node_modules', '.bin', 'next')) {
  const port = await freePort();
  const server = spawn(next, ['start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: appDir,
    env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitFor(`${origin}/baseline`, 60_000);
    const shell = await startupScripts(origin, '/');
    const bare = await startupScripts(origin, '/baseline');
    const sum = (sizes) => [...sizes.values()].reduce((total, size) => total + size, 0);
    const shared = [...shell.keys()].filter((source) => bare.has(source));
    const added = [...shell].filter(([source]) => !bare.has(source));
    return { page: sum(shell), baseline: sum(bare), added: sum(shell) - sum(bare), scripts: shell.size, shared: shared.length, addedScripts: added.length };
  } finally {
    server.kill();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const appDir = resolve(process.argv[2] ?? resolve(ROOT, 'apps', 'next-host'));
  const figures = await measureNextHost(appDir);
  console.log(
    `Next.js page with the shell: ${kb(figures.page)} KB gz in ${figures.scripts} scripts; bare Next page: ${kb(figures.baseline)} KB gz; ` +
      `the shell adds ${kb(figures.added)} KB gz (${figures.addedScripts} scripts; budget ${BUDGET_KB} KB, aim ${AIM_KB} KB)`,
  );
  process.exit(figures.added > BUDGET_KB * 1024 ? 1 : 0);
}
