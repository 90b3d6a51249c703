#!/usr/bin/env node
// `tsc` of TypeScript 7, the native compiler, for the workspace's type checks (`pnpm typecheck`,
// `npm test`) and the packages' declarations (tooling/build/declarations.mjs): the same diagnostics
// on our code as TypeScript 5.9, at a third to a fifth of the CPU time (the packages as one program:
// 19 → 8 CPU s; the demo 8 → 2). Everything else keeps the workspace's TypeScript 5.9 (the
// `typescript` the root package pins): tsup, rollup-plugin-dts and dependency-cruiser, which use
// its compiler API (TypeScript 7 has none), the editor, and the consumer check's apps, which
// type-check the shipped declarations as a downstream app on 5.9 would.
//
// Only the compiler binary of this platform is installed (the `@typescript/typescript-<os>-<cpu>`
// package that TypeScript 7's own `typescript` package runs): a package named `typescript` at 7
// would become the version pnpm gives every `typescript` peer (Storybook's docgen, msw).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const platformPackage = `@typescript/typescript-${process.platform}-${process.arch}`;
let manifest;
try {
  manifest = require.resolve(`${platformPackage}/package.json`);
} catch {
  console.error(`shell-tsc: ${platformPackage} is not installed (TypeScript 7 has no compiler for this platform, or the install skipped it).`);
  process.exit(2);
}
const exe = join(dirname(manifest), 'lib', process.platform === 'win32' ? 'tsc.exe' : 'tsc');
const result = spawnSync(exe, process.argv.slice(2), { stdio: 'inherit' });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
