#!/usr/bin/env node
// Consumer check: what a downstream exchange app does with the shell.
//   1. `pnpm pack` every published package (pnpm rewrites `workspace:` ranges to versions);
//   2. a fresh app in the OS temp dir (outside the workspace, so nothing resolves from it) that
//      pins the tarballs and the peers at the versions this repo uses, installed with plain npm;
//   3. `tsc --noEmit` over the app (the shipped .d.ts, with skipLibCheck off);
//   4. a Vite production build of src/main.tsx (the README composition; markets a lazy chunk,
//      every CSS export imported);
//   5. `node render.mjs`: every entry imported in Node, the shell server-rendered for main and us,
//      visitor and user, with assertions on what differs between the two sites;
//   6. the production build in Chromium (serve.mjs: dist + the mock API): header, bell and footer
//      render, and the trade flyout loads @shell/markets lazily;
//   7. a Next.js App Router app from the same tarballs (apps/next-host copied outside the
//      workspace: the documented server-rendered integration): `next build`, `next start`, the
//      server HTML of a signed-in request has the header, the footer and the user, and the client
//      JavaScript the shell adds to a bare Next page is measured.
// Needs the packages built (dist/). `--keep` (or SHELL_CONSUMER_KEEP=1) keeps the temp dir.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingBuildOutputs } from '../release/package-checks.mjs';
import { BUDGET_KB, measureNextHost } from '../size/next-host-js.mjs';
import { installedVersion, PNPM, printSummary, publishedPackages, ROOT, satisfies, sh, shAsync, timed } from '../release/packages.mjs';

const TEMPLATE = fileURLToPath(new URL('./app/', import.meta.url));
/** The Next.js host of the workspace: its app code is the Next consumer's (only its manifest differs). */
const NEXT_TEMPLATE = join(ROOT, 'apps', 'next-host');
const NEXT_APP_FILES = ['app', 'host', 'proxy.ts', 'next.config.ts', 'tsconfig.json'];
const KEEP = process.argv.includes('--keep') || process.env.SHELL_CONSUMER_KEEP === '1';

/** Peer and tool versions exactly as this repo installs them (root, or the demo for Vite). */
function pinnedVersions() {
  const demo = join(ROOT, 'apps', 'demo');
  const fromRoot = ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', 'msw', 'typescript', '@types/react', '@types/react-dom'];
  const versions = Object.fromEntries(fromRoot.map((name) => [name, installedVersion(name)]));
  for (const name of ['vite', '@vitejs/plugin-react']) versions[name] = installedVersion(name, demo);
  return versions;
}

/** pnpm-workspace.yaml `overrides` (flat `'name': version` lines), applied to npm the same way. */
function workspaceOverrides() {
  const yaml = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^overrides:\n((?:[ \t]+.*\n?)*)/m.exec(yaml)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/^\s+'?([^'\s:]+)'?:\s*'?([^'\s#]+)'?/gm)].map((match) => [match[1], match[2]]),
  );
}

function exportTargets(manifest) {
  return Object.entries(manifest.exports).flatMap(([subpath, target]) =>
    typeof target === 'string' ? [[subpath, target]] : Object.values(target).map((file) => [subpath, file]),
  );
}

/** A CSS file and, depth first, the local files it @imports. */
function cssWithImports(file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const imported = [...source.matchAll(/@import\s+(?:url\()?['"](\.{1,2}\/[^'"]+)['"]/g)].flatMap(([, target]) => cssWithImports(join(dirname(file), target), seen));
  return [file, ...imported];
}

/** The first class selector of a stylesheet (else its first custom property): proof it was bundled. */
function cssMarker(source) {
  const code = source.replace(/\/\*[^]*?\*\//g, '');
  return /(\.[a-z][\w-]*)\s*[{,:\s]/.exec(code)?.[1] ?? /(--[\w-]+)\s*:/.exec(code)?.[1] ?? null;
}

const packages = publishedPackages();
const steps = [];
const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'shell-consumer-'));
const app = join(work, 'app');
const nextApp = join(work, 'next-app');
const tarballs = join(work, 'tarballs');
if (`${work}${sep}`.startsWith(ROOT)) throw new Error(`temp dir ${work} is inside the workspace ${ROOT}`);
process.stdout.write(`consumer check in ${work}\n`);

const packed = new Map(); // name -> { file, manifest, listing }
let marketsChunk = null; // the built file of the lazy @shell/markets chunk
const ok =
  (await timed(steps, 'built packages present', () => {
    const missing = missingBuildOutputs(packages);
    if (missing.length > 0) throw new Error(`${missing.join('\n')}\nBuild the packages first (pnpm build).`);
    return `${packages.length} packages`;
  })) &&
  (await timed(steps, 'pnpm pack', async () => {
    mkdirSync(tarballs);
    // One destination dir per package, packed concurrently.
    await Promise.all(
      packages.map(async ({ dir, path, manifest }) => {
        const destination = join(tarballs, dir);
        mkdirSync(destination);
        await shAsync(PNPM, ['pack', '--pack-destination', destination], { cwd: path });
        const file = readdirSync(destination).find((name) => name.endsWith('.tgz'));
        if (!file) throw new Error(`${manifest.name}: pnpm pack wrote no tarball`);
        const tarball = join(destination, file);
        const packedManifest = JSON.parse(sh('tar', ['-xzOf', tarball, 'package/package.json']));
        const listing = sh('tar', ['-tzf', tarball]).trim().split('\n');
        packed.set(manifest.name, { file: tarball, manifest: packedManifest, listing });
      }),
    );
    const problems = [];
    for (const [name, { manifest, listing }] of packed) {
      for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
        for (const [dep, range] of Object.entries(manifest[field] ?? {})) {
          if (range.startsWith('workspace:')) problems.push(`${name}: ${field}.${dep} is still "${range}"`);
          const internal = packed.get(dep);
          if (internal && satisfies(internal.manifest.version, range) !== true) {
            problems.push(`${name}: ${field}.${dep} "${range}" does not accept the packed ${dep}@${internal.manifest.version}`);
          }
        }
      }
      const stray = listing.filter((file) => !/^package\/(dist\/|README\.md$|LICENSE|package\.json$|CHANGELOG\.md$)/.test(file));
      if (stray.length > 0) problems.push(`${name}: unexpected files in the tarball: ${stray.slice(0, 5).join(', ')}`);
      const tests = listing.filter((file) => /\.(test|spec|stories|bench)\.[cm]?[jt]sx?$/.test(file));
      if (tests.length > 0) problems.push(`${name}: test or story files in the tarball: ${tests.slice(0, 5).join(', ')}`);
    }
    if (problems.length > 0) throw new Error(problems.join('\n'));
    return [...packed.values()].map(({ file }) => file.split(sep).pop()).join(', ');
  })) &&
  (await timed(steps, 'fresh app outside the workspace', () => {
    cpSync(TEMPLATE, app, { recursive: true });
    const versions = pinnedVersions();
    const shell = Object.fromEntries([...packed].map(([name, { file }]) => [name, `file:${relative(app, file)}`]));
    const runtime = ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', 'msw'];
    const tools = ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'];
    const manifest = {
      name: 'shell-consumer-app',
      private: true,
      type: 'module',
      dependencies: { ...shell, ...Object.fromEntries(runtime.map((name) => [name, versions[name]])) },
      devDependencies: Object.fromEntries(tools.map((name) => [name, versions[name]])),
      // Transitive `@shell/*` ranges (e.g. the header's `^0.1.0` on site-config) must resolve to
      // these tarballs, never to the registry.
      overrides: { ...workspaceOverrides(), ...Object.fromEntries(Object.keys(shell).map((name) => [name, `$${name}`])) },
    };
    writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return Object.entries(versions)
      .map(([name, version]) => `${name}@${version}`)
      .join(' ');
  })) &&
  (await timed(steps, 'npm install', () => {
    sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: app, env: process.env });
    const problems = [];
    for (const [name, { manifest }] of packed) {
      const installed = join(app, 'node_modules', ...name.split('/'), 'package.json');
      if (!existsSync(installed)) problems.push(`${name} is not installed`);
      else if (JSON.parse(readFileSync(installed, 'utf8')).version !== manifest.version) problems.push(`${name}: installed version is not the packed ${manifest.version}`);
      // A nested copy would be a second store / API slice: the classic bug the peers prevent.
      const nested = sh('find', [join(app, 'node_modules'), '-maxdepth', '6', '-path', `*/node_modules/*/node_modules/${name}`]).trim();
      if (nested) problems.push(`${name} is installed twice:\n${nested}`);
    }
    for (const name of ['react', 'react-redux', '@reduxjs/toolkit']) {
      const nested = sh('find', [join(app, 'node_modules'), '-maxdepth', '7', '-path', `*/node_modules/*/node_modules/${name}/package.json`]).trim();
      if (nested) problems.push(`${name} is installed twice:\n${nested}`);
    }
    if (problems.length > 0) throw new Error(problems.join('\n'));
  })) &&
  (await timed(steps, 'tsc --noEmit (shipped types)', () => {
    sh(join(app, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], { cwd: app });
  })) &&
  (await timed(steps, 'vite build (client)', () => {
    sh(join(app, 'node_modules', '.bin', 'vite'), ['build'], { cwd: app, env: { ...process.env, VITE_SHELL_SITE: 'tr' } });
    const manifest = JSON.parse(readFileSync(join(app, 'dist', '.vite', 'manifest.json'), 'utf8'));
    const entry = manifest['index.html'];
    if (!entry?.isEntry) throw new Error('the build manifest has no index.html entry');
    const problems = [];
    const marketsEntry = packed.get('@shell/markets').manifest.exports['.'].import.replace(/^\.\//, '');
    const marketsKey = Object.keys(manifest).find((key) => key.endsWith(`@shell/markets/${marketsEntry}`) && manifest[key].isDynamicEntry);
    if (!marketsKey) problems.push('@shell/markets is not a lazily loaded chunk of the build');
    else marketsChunk = manifest[marketsKey].file;
    if ((entry.imports ?? []).some((key) => key.includes('@shell/markets/'))) problems.push('@shell/markets is imported eagerly by the entry');
    const css = (entry.css ?? []).map((file) => readFileSync(join(app, 'dist', file), 'utf8')).join('\n');
    if (css === '') problems.push('the entry has no CSS');
    // One class (or custom property) of every CSS export, and of every file it @imports, must
    // reach the built CSS.
    for (const [name] of packed) {
      const pkgDir = join(app, 'node_modules', ...name.split('/'));
      const pkgManifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
      for (const [subpath, file] of exportTargets(pkgManifest).filter(([key]) => key.endsWith('.css'))) {
        for (const cssFile of cssWithImports(join(pkgDir, file))) {
          const marker = cssMarker(readFileSync(cssFile, 'utf8'));
          const shown = `${name}/${subpath.slice(2)}${cssFile.endsWith(file.slice(1)) ? '' : ` (@import ${relative(pkgDir, cssFile)})`}`;
          if (!marker || !css.includes(marker)) problems.push(`${shown}: "${marker}" is not in the built CSS`);
        }
      }
    }
    if (problems.length > 0) throw new Error(problems.join('\n'));
    const chunks = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js')).length;
    return `${chunks} JS chunks, markets lazy, ${(css.length / 1024).toFixed(0)} KB CSS`;
  })) &&
  (await timed(steps, 'node render.mjs (server render, 2 sites)', () => {
    const out = sh('node', ['render.mjs'], { cwd: app });
    process.stdout.write(out);
  })) &&
  (await timed(steps, 'built client in Chromium (us, logged in)', () => browserCheck('us'))) &&
  (await timed(steps, 'Next.js app from the tarballs: npm install', () => nextInstall())) &&
  (await timed(steps, 'Next.js app: next build', () => {
    sh(join(nextApp, 'node_modules', '.bin', 'next'), ['build'], { cwd: nextApp, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  })) &&
  (await timed(steps, 'Next.js app: next start, signed-in server HTML, client JS added', () => nextCheck()));

/** The Next.js consumer: apps/next-host's code with the tarballs and the repo's versions of next and the peers. */
function nextInstall() {
  mkdirSync(nextApp);
  for (const name of NEXT_APP_FILES) cpSync(join(NEXT_TEMPLATE, name), join(nextApp, name), { recursive: true });
  const host = JSON.parse(readFileSync(join(NEXT_TEMPLATE, 'package.json'), 'utf8'));
  const shell = Object.fromEntries([...packed].map(([name, { file }]) => [name, `file:${relative(nextApp, file)}`]));
  const pinned = (name) => installedVersion(name, NEXT_TEMPLATE);
  const manifest = {
    name: 'shell-next-consumer',
    private: true,
    type: 'module',
    dependencies: { ...Object.fromEntries(Object.keys(host.dependencies).filter((name) => !name.startsWith('@shell/')).map((name) => [name, pinned(name)])), ...shell },
    devDependencies: Object.fromEntries(['typescript', '@types/react', '@types/react-dom'].map((name) => [name, pinned(name)])),
    overrides: { ...workspaceOverrides(), ...Object.fromEntries(Object.keys(shell).map((name) => [name, `$${name}`])) },
  };
  writeFileSync(join(nextApp, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: nextApp, env: process.env });
  return `next@${manifest.dependencies.next}`;
}

/** Starts the built app and checks a signed-in request's server HTML, then measures the client JS. */
async function nextCheck() {
  const port = 3190 + Math.floor(Math.random() * 9);
  const server = spawn(join(nextApp, 'node_modules', '.bin', 'next'), ['start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: nextApp,
    env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const problems = [];
  try {
    const origin = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    let html = '';
    for (;;) {
      try {
        const response = await fetch(`${origin}/`, { headers: { cookie: 'shell_mock_user=consumer' } });
        if (response.ok) {
          html = await response.text();
          break;
        }
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('next start did not answer within 60 s');
      await new Promise((done) => setTimeout(done, 250));
    }
    if (!/<header[^>]*class="shell-header[^"]*"[^>]*data-logged-in/.test(html)) problems.push('the server HTML has no signed-in shell header');
    if (!html.includes('title="consumer"')) problems.push("the server HTML does not name the signed-in user ('consumer')");
    if (!/<footer/.test(html)) problems.push('the server HTML has no footer');
    if (!/<html[^>]*lang="en"[^>]*dir="ltr"/.test(html)) problems.push('<html> has no lang/dir from prepareShell');
  } finally {
    server.kill();
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const figures = await measureNextHost(nextApp);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const line = `signed-in header, user and footer server-rendered; the shell adds ${kb(figures.added)} KB gz of start-up JS to a bare Next page (${kb(figures.baseline)} → ${kb(figures.page)} KB; budget ${BUDGET_KB} KB)`;
  if (figures.added > BUDGET_KB * 1024) throw new Error(line);
  return line;
}

/** Loads the production build in Chromium against serve.mjs (mock API): renders, runs, lazy-loads the flyout. */
async function browserCheck(site) {
  const { chromium } = await import('playwright-core');
  const { CHROMIUM_ARGS, TEST_CHROMIUM_EXECUTABLE } = await import('../scripts/chromium.mjs');
  const server = spawn(process.execPath, ['serve.mjs', site, 'user'], { cwd: app, stdio: ['ignore', 'pipe', 'inherit'] });
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS, headless: true });
  try {
    const port = await new Promise((resolve, reject) => {
      server.stdout.on('data', (data) => {
        const match = /listening (\d+)/.exec(String(data));
        if (match) resolve(Number(match[1]));
      });
      server.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const pageErrors = [];
    const scripts = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Only the app's own origin: icons and micro-apps of the (fictional) static host are not needed.
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.hostname !== '127.0.0.1') return route.abort();
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname.slice(1));
      return route.continue();
    });
    await page.goto(`http://127.0.0.1:${port}/?site=${site}`);
    const header = page.locator(`header[data-site="${site}"]`);
    await header.locator('[data-menu="wallet"]').first().waitFor({ timeout: 30_000 });
    await page.locator('footer').first().waitFor({ timeout: 30_000 });
    const problems = [];
    if ((await header.locator('.shell-reminder-bell').count()) !== 1) problems.push('the reminder bell is not in the header');
    if (site === 'us' && (await header.locator('[data-entry="language"]').count()) !== 0) problems.push('the US header shows a language switch');
    // Informational (budgets belong to size-limit and the page metrics): with the README wiring the
    // markets chunk is fetched at start-up, by PayWithPanel in the action bar and by
    // loadMarketsMessages in the message loader, not on the first flyout opening.
    const marketsAtStart = marketsChunk !== null && scripts.includes(marketsChunk);
    const marketsGzip = marketsChunk ? gzipSync(readFileSync(join(app, 'dist', marketsChunk))).length : 0;
    await header.locator('[data-entry="trade"] .shell-header__toggle').click();
    await header.locator('[data-entry="trade"] [role="option"]').first().waitFor({ timeout: 30_000 });
    if (marketsChunk && !scripts.includes(marketsChunk)) problems.push(`the trade flyout rendered without the markets chunk ${marketsChunk}`);
    const rows = await header.locator('[data-entry="trade"] [role="option"]').count();
    if (pageErrors.length > 0) problems.push(`uncaught errors in the page:\n  ${pageErrors.join('\n  ')}`);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    const when = marketsAtStart ? 'fetched at start-up' : 'fetched on opening';
    return `header, bell, footer rendered; trade flyout with ${rows} rows; markets chunk ${(marketsGzip / 1024).toFixed(1)} KB gzip ${when}`;
  } finally {
    await browser.close();
    server.kill();
  }
}

printSummary('consumer check', steps, started);
if (KEEP) process.stdout.write(`kept ${work}\n`);
else rmSync(work, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
