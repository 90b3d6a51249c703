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

/** The zod mini builders the packages call at module level (`import * as z from 'zod/mini'`). */
const ZOD_BUILDERS = ['object', 'looseObject', 'unknown', 'string', 'number', 'boolean', 'array', 'record', 'union', 'pipe', 'transform', 'optional', 'nullable', 'literal', 'enum', 'omit', 'custom', 'minLength', 'regex'];

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
    dts: true,
    sourcemap: true,
    clean: true,
    splitting: true,
    treeshake: true,
    external: [...SHARED_EXTERNAL, ...external],
    loader: { '.json': 'json' },
    // Translator notes are build-time data: they never reach the bundle.
    esbuildPlugins: [stripMessageDescriptionsPlugin],
    // Tables of constants (`Object.freeze({...})`) and response schemas (`z.object(...)`, zod mini,
    // imported as `z`) are calls at module level: a host's bundler keeps an unused call unless it
    // is marked pure, so every table and schema of a package would ship with any one of its
    // exports. Both are free of side effects; the mark lets the host drop what a page does not use.
    esbuildOptions(options) {
      options.pure = [...(options.pure ?? []), 'Object.freeze', ...ZOD_BUILDERS.map((name) => `z.${name}`)];
    },
    async onSuccess() {
      addUseClientDirectives('dist', client);
    },
  };
}
