import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const USE_CLIENT = '"use client";';

/**
 * Entries that are safe for React Server Components: pure data and functions (message
 * descriptors and catalog loaders, view models, api-client's framework-free
 * `core`) and server helpers. They
 * get no directive, so a Server Component can call what they export.
 */
export const SERVER_SAFE_ENTRIES = ['core', 'messages', 'model', 'schemas', 'server'];

/**
 * Entries that are neither: the mock backends (MSW handlers for tests, Storybook, demos and a
 * host's development server). No directive, and no promise about the react-server build.
 */
export const TOOLING_ENTRIES = ['mocks'];

/**
 * Makes `"use client"` the first statement of each client entry's emitted file, so a React Server
 * Component (Next.js App Router) can import the entry: what it exports become client references.
 * esbuild drops module-level directives when it bundles and splits, so they are added after the
 * build, to the entry files only: a chunk is reached through a client entry (and then is client
 * code anyway) or through a server-safe entry (and then must not be a client boundary). The
 * source map gains one empty line in front, so it still points at the right source lines.
 */
export function addUseClientDirectives(outDir, entryNames) {
  const marked = [];
  for (const name of entryNames) {
    const file = join(outDir, `${name}.js`);
    if (!existsSync(file)) throw new Error(`use-client: ${file} was not emitted`);
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(USE_CLIENT)) continue;
    writeFileSync(file, `${USE_CLIENT}\n${code}`);
    const mapFile = `${file}.map`;
    if (existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8'));
      // Each ';' in `mappings` starts the next generated line: the directive's line maps to nothing.
      map.mappings = `;${map.mappings}`;
      writeFileSync(mapFile, JSON.stringify(map));
    }
    marked.push(name);
  }
  return marked;
}

/** The entries of a package's tsup config that are client code (see {@link SERVER_SAFE_ENTRIES}). */
export function clientEntryNames(entry, serverSafe = []) {
  const safe = new Set([...SERVER_SAFE_ENTRIES, ...TOOLING_ENTRIES, ...serverSafe]);
  return Object.keys(entry).filter((name) => !safe.has(name));
}
