#!/usr/bin/env node
// React Server Components readiness of the built packages (`npm test`, after the build):
// - every client entry's emitted file starts with "use client" (a Server Component that imports it
//   gets client references instead of running hooks on the server), and no server-safe entry
//   (messages, model, notifications, server, and the pure site-config) or mocks entry (nor
//   @shell/mocks) carries it;
// - every server-safe entry imports under `node --conditions=react-server`, the resolution a
//   Server Component bundle uses (react-redux's react-server build has no hooks, React no context);
// - no runtime entry (every entry but the mocks entries and @shell/mocks) reaches mock code in
//   its dist: none of its files, chunks or lazy chunks imports msw, @shell/mocks or a mocks entry;
// - the Next.js host's `rsc-imports` page (a Server Component) imports every client entry, so its
//   `next build` (npm test's Next.js step) compiles each one as client references.
//
//   node tooling/rsc/check.mjs      exits 1 on the first kind of failure, listing every case
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { init as initLexer, parse as parseModule } from 'es-module-lexer';
import { SERVER_SAFE_ENTRIES, TOOLING_ENTRIES, USE_CLIENT } from '../build/use-client.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** The Server Component of the Next.js host that imports every client entry. */
const RSC_IMPORTS_PAGE = 'apps/next-host/app/(baseline)/rsc-imports/page.tsx';
/** Packages of pure TypeScript: every entry is server-safe. */
const PURE_PACKAGES = new Set(['@shell/site-config']);
/** Packages that are tooling as a whole (the mock backend): every entry is a tooling entry. */
const TOOLING_PACKAGES = new Set(['@shell/mocks']);

export function entriesOf(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const entries = [];
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    const file = typeof target === 'object' ? target.import ?? target.default : target;
    if (typeof file !== 'string' || !file.endsWith('.js')) continue;
    const name = subpath === '.' ? 'index' : subpath.slice(2);
    if (TOOLING_PACKAGES.has(manifest.name) || (TOOLING_ENTRIES.includes(name) && !PURE_PACKAGES.has(manifest.name))) {
      entries.push({ pkg: manifest.name, dir, subpath, specifier: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`, file: join(dir, file), tooling: true });
      continue;
    }
    const serverSafe = PURE_PACKAGES.has(manifest.name) || SERVER_SAFE_ENTRIES.includes(name);
    entries.push({ pkg: manifest.name, dir, subpath, specifier: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`, file: join(dir, file), serverSafe });
  }
  return entries;
}

/** Imports of mock code: msw, the mock backend package, a package's `mocks` entry. */
const MOCK_SPECIFIER = /^(msw(\/.*)?|@shell\/mocks(\/.*)?|@shell\/[\w-]+\/mocks)$/;

/**
 * The mock imports of a built entry and of every chunk it reaches, static or lazy (a lazy chunk of
 * a runtime entry ships to production too): `file → specifier` lines, empty when there are none.
 * Also run on the tarballs a registry serves (tooling/release/package-checks.mjs); the caller
 * awaits es-module-lexer's `init` first.
 */
export function mockImportsOf(file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const found = [];
  const [imports] = parseModule(readFileSync(file, 'utf8'));
  for (const { n: specifier } of imports) {
    if (!specifier) continue;
    if (specifier.startsWith('.')) found.push(...mockImportsOf(resolve(dirname(file), specifier), seen));
    else if (MOCK_SPECIFIER.test(specifier)) found.push(`${file.startsWith(`${ROOT}/`) ? file.slice(ROOT.length + 1) : file} → ${specifier}`);
  }
  return found;
}

function importsUnderReactServer(entry) {
  // Imported by name from inside the package (Node's self-reference), so the exports map and the
  // dependencies' `react-server` conditions resolve as they would in a host's server bundle.
  const result = spawnSync(process.execPath, ['--conditions=react-server', '--input-type=module', '-e', `await import(${JSON.stringify(entry.specifier)});`], {
    cwd: entry.dir,
    encoding: 'utf8',
  });
  return result.status === 0 ? null : (result.stderr || result.stdout).trim().split('\n').slice(0, 4).join(' | ');
}

async function main() {
  await initLexer;
  const packagesDir = join(ROOT, 'packages');
  const entries = readdirSync(packagesDir).flatMap((name) => {
    try {
      return entriesOf(join(packagesDir, name));
    } catch {
      return [];
    }
  });
  const problems = [];
  for (const entry of entries) {
    let code;
    try {
      code = readFileSync(entry.file, 'utf8');
    } catch {
      problems.push(`${entry.specifier}: ${entry.file} missing (build first)`);
      continue;
    }
    const marked = code.startsWith(USE_CLIENT);
    if (entry.tooling) {
      if (marked) problems.push(`${entry.specifier}: mock/tooling entry marked "use client"`);
      continue;
    }
    for (const line of mockImportsOf(entry.file)) problems.push(`${entry.specifier}: runtime entry reaches mock code: ${line}`);
    if (!entry.serverSafe && !marked) problems.push(`${entry.specifier}: client entry without "use client"`);
    if (entry.serverSafe && marked) problems.push(`${entry.specifier}: server-safe entry marked "use client"`);
    if (entry.serverSafe) {
      const error = importsUnderReactServer(entry);
      if (error) problems.push(`${entry.specifier}: fails under --conditions=react-server: ${error}`);
    }
  }
  const client = entries.filter((entry) => !entry.serverSafe && !entry.tooling).map((entry) => entry.specifier);
  // The Next.js host's Server Component that imports every client entry (its `next build` in
  // `npm test` is the proof they compile as client references) must list each of them.
  const page = readFileSync(join(ROOT, RSC_IMPORTS_PAGE), 'utf8');
  const imported = new Set([...page.matchAll(/^import \* as \w+ from '([^']+)';$/gm)].map((match) => match[1]));
  for (const specifier of client) if (!imported.has(specifier)) problems.push(`${RSC_IMPORTS_PAGE} does not import the client entry ${specifier}`);
  for (const specifier of imported) if (!client.includes(specifier)) problems.push(`${RSC_IMPORTS_PAGE} imports ${specifier}, which is not a client entry`);
  const server = entries.filter((entry) => entry.serverSafe).map((entry) => entry.specifier);
  console.log(`client entries ("use client"): ${client.length} — ${client.join(', ')}`);
  console.log(`server-safe entries (import under react-server): ${server.length} — ${server.join(', ')}`);
  const tooling = entries.filter((entry) => entry.tooling).map((entry) => entry.specifier);
  console.log(`runtime entries checked free of mock code in dist: ${entries.length - tooling.length}; mock/tooling entries: ${tooling.join(', ')}`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):\n${problems.map((line) => `- ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log('ok');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
