#!/usr/bin/env node
// `pnpm exports:count [--max N]`: the public surface of the published packages, counted as the
// exported values (types are not counted: they cost no bytes and no runtime contract) of every JS
// entry point in packages/*/package.json `exports`. Reads the built dist, exactly what consumers
// import, so run `pnpm build` first. Exits 1 when the total is above --max.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { init, parse } from 'es-module-lexer';
import packageEntries from './package-entries.cjs';

const { ROOT, publishedEntries } = packageEntries;

const { values: args } = parseArgs({ options: { max: { type: 'string' } } });
const max = args.max === undefined ? Infinity : Number(args.max);
if (Number.isNaN(max) || max < 0) {
  console.error(`--max expects a number, got "${args.max}"`);
  process.exit(2);
}

await init;

/** The names a built module exports, following `export * from './chunk.js'` into its chunks. */
function exportedNames(file, seen = new Set()) {
  if (seen.has(file)) return new Set();
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const [imports, exports] = parse(source);
  const names = new Set(exports.map((entry) => entry.n));
  for (const entry of imports) {
    if (!/^export\s*\*\s*from/.test(source.slice(entry.ss, entry.se))) continue;
    // `export * as ns from` is a single named export, already listed by the lexer.
    if (!entry.n?.startsWith('.')) throw new Error(`${file}: cannot count \`export * from '${entry.n}'\` (not a file of the package)`);
    for (const name of exportedNames(resolve(dirname(file), entry.n), seen)) if (name !== 'default') names.add(name);
  }
  return names;
}

/** Newest modification time of the files under a directory (node_modules and dist skipped). */
function newestMtime(dir) {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    const stat = statSync(path);
    newest = Math.max(newest, stat.isDirectory() ? newestMtime(path) : stat.mtimeMs);
  }
  return newest;
}

const rows = [];
const stale = new Set();
for (const entry of publishedEntries()) {
  const manifest = JSON.parse(readFileSync(join(ROOT, entry.dir, 'package.json'), 'utf8'));
  const key = entry.specifier === entry.name ? '.' : `./${entry.specifier.slice(entry.name.length + 1)}`;
  const value = manifest.exports[key];
  const file = join(ROOT, entry.dir, typeof value === 'string' ? value : (value.import ?? value.default));
  if (!existsSync(file)) {
    console.error(`${entry.specifier}: ${file} is missing — run \`pnpm build\` first.`);
    process.exit(2);
  }
  if (statSync(file).mtimeMs < newestMtime(join(ROOT, entry.dir, 'src'))) stale.add(entry.name);
  rows.push({ entry: entry.specifier, package: entry.name, values: exportedNames(file).size });
}

const width = Math.max(...rows.map((row) => row.entry.length));
console.log(`${'entry point'.padEnd(width)}  values`);
let total = 0;
const perPackage = new Map();
for (const row of rows) {
  console.log(`${row.entry.padEnd(width)}  ${String(row.values).padStart(6)}`);
  total += row.values;
  perPackage.set(row.package, (perPackage.get(row.package) ?? 0) + row.values);
}
console.log(`\n${'package'.padEnd(width)}  values`);
for (const [name, values] of perPackage) console.log(`${name.padEnd(width)}  ${String(values).padStart(6)}`);
console.log(`\n${rows.length} JS entry points, ${total} exported values${Number.isFinite(max) ? ` (limit ${max})` : ''}`);
if (stale.size > 0) console.warn(`warning: dist older than src in ${[...stale].join(', ')} — rebuild (pnpm build) for a true count`);
if (total > max) {
  console.error(`${total} exported values is over the limit of ${max}.`);
  process.exit(1);
}
