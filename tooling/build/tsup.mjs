import { readFileSync } from 'node:fs';
import { buildDeclarations } from './declarations.mjs';
import { addPackageRegistration } from './package-registry.mjs';
import { stripMessageDescriptionsPlugin } from './strip-descriptions.mjs';
import { addUseClientDirectives, clientEntryNames } from './use-client.mjs';

// One build configuration for every published package (ESM + .d.ts).
// Peers are never bundled: two copies of the store or the API slice is the classic bug.
export const SHARED_EXTERNAL = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  /^@shell\//,
  'msw',
  /^msw\//,
];

/**
 * @param {{ entry: Record<string,string>, external?: (string|RegExp)[], clientEntries?: boolean, serverSafe?: string[] }} opts
 * `clientEntries: false` for a package of pure TypeScript (no entry gets `"use client"`);
 * `serverSafe` names further entries that a Server Component may call (see use-client.mjs).
 */
export function definePackageConfig({ entry, external = [], clientEntries = true, serverSafe = [] }) {
  const client = clientEntries ? clientEntryNames(entry, serverSafe) : [];
  return {
    entry,
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    // Declarations: declarations.mjs (TypeScript 7 emits them, rollup-plugin-dts bundles them),
    // after the JavaScript (onSuccess below).
    dts: false,
    sourcemap: true,
    clean: true,
    splitting: true,
    treeshake: true,
    external: [...SHARED_EXTERNAL, ...external],
    loader: { '.json': 'json' },
    // Translator notes are build-time data: they never reach the bundle.
    esbuildPlugins: [stripMessageDescriptionsPlugin],
    // Tables of constants are `Object.freeze({...})` calls at module level: a host's bundler keeps
    // an unused call unless it is marked pure, so every table of a package would ship with any
    // one of its exports. The mark lets it drop the tables a page does not use. (esbuild does not
    // mark calls through a namespace import such as zod's `z.object`, so schemas are not covered.)
    esbuildOptions(options) {
      options.pure = [...(options.pure ?? []), 'Object.freeze'];
    },
    async onSuccess() {
      addUseClientDirectives('dist', client);
      // tsup runs in the package's folder: its package.json names the version the registry checks.
      const { name, version } = JSON.parse(readFileSync('package.json', 'utf8'));
      addPackageRegistration('dist', client, { name, version });
      await buildDeclarations({ entry });
    },
  };
}
