import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const require = createRequire(import.meta.url);
const SHELL_TSC = join(require.resolve('@shell/typecheck/package.json'), '..', 'shell-tsc.mjs');

/**
 * A package's bundled declarations (`dist/<entry>.d.ts`, shared parts in `dist/<name>-<hash>.d.ts`),
 * built in two steps:
 *
 * 1. TypeScript 7 (`shell-tsc`, the native compiler) emits a declaration file for every source file
 *    the entries reach into a scratch folder, with the package's own compiler options but
 *    without its `paths`: the other `@shell` packages resolve to their built declarations (turbo
 *    builds them first), so each package's declarations name them by package, never by a path
 *    into their sources. A type error fails the build, as before.
 * 2. rollup-plugin-dts bundles each entry's declarations from those files (no type checking:
 *    it only reads them). Every bare import (`react`, `zod`, `@shell/api-client`) stays an import:
 *    only the package's own files are bundled.
 *
 * tsup's own `dts` did both steps in rollup-plugin-dts on TypeScript 5.9: about 100 CPU s for the
 * nine packages. This takes 35. The declarations say the same: the published exports, attw's
 * resolution checks and the consumer apps' TypeScript 5.9 check them.
 *
 * @param {{ entry: Record<string, string>, cwd?: string }} options
 */
export async function buildDeclarations({ entry, cwd = process.cwd() }) {
  // The compiler options live in the package, so @types/node resolves from its node_modules; the
  // declarations go outside any node_modules, which rollup-plugin-dts would treat as external.
  const scratch = resolve(cwd, 'node_modules/.cache/shell-declarations');
  const types = mkdtempSync(join(tmpdir(), 'shell-declarations-'));
  const src = resolve(cwd, 'src');
  try {
    rmSync(scratch, { recursive: true, force: true });
    mkdirSync(scratch, { recursive: true });
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        extends: resolve(cwd, 'tsconfig.json'),
        // Node's types for `process.env.NODE_ENV` (TypeScript 7 no longer adds every @types
        // package by itself), none of the tests' (vitest/globals).
        compilerOptions: { paths: {}, types: ['node'], noEmit: false, declaration: true, emitDeclarationOnly: true, outDir: types, rootDir: src },
        // The entries and what they import, as rollup-plugin-dts would see them: no test or helper
        // outside that graph.
        files: Object.values(entry).map((file) => resolve(cwd, file)),
        include: [],
      }),
    );
    const emit = spawnSync(process.execPath, [SHELL_TSC, '-p', join(scratch, 'tsconfig.json')], { cwd, stdio: 'inherit' });
    if (emit.status !== 0) throw new Error(`declarations: TypeScript reported errors (exit ${emit.status})`);

    const input = Object.fromEntries(
      Object.entries(entry).map(([name, file]) => [name, join(types, resolve(cwd, file).slice(src.length + 1).replace(/\.tsx?$/, '.d.ts'))]),
    );
    const bundle = await rollup({
      input,
      external: (id) => !id.startsWith('.') && !isAbsolute(id),
      plugins: [dts()],
      onwarn(warning, warn) {
        if (warning.code !== 'EMPTY_BUNDLE') warn(warning);
      },
    });
    // A shared part is named after its first module (`prefetchCore.d.ts` → `prefetchCore-<hash>.d.ts`).
    await bundle.write({ dir: resolve(cwd, 'dist'), format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: (chunk) => `${chunk.name.replace(/\.d$/, '')}-[hash].d.ts` });
    await bundle.close();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    rmSync(types, { recursive: true, force: true });
  }
}
