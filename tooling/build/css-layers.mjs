#!/usr/bin/env node
// One stylesheet out of several: `node css-layers.mjs <entry.css> <out.css>`.
//
// The entry holds `@layer` statements (the order of the layers), `@import '<file>' layer(<name>)`
// lines and comments. Each imported file is inlined, with its own relative `@import`s inlined in
// place, inside `@layer <name> { … }`. The output has no `@import` left: a host's bundler, a CDN
// or a plain `<link>` reads it as one file, and the layers make every unlayered rule of the host
// win over the shell's, whatever the order the files load in.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT = /@import\s+(?:url\(\s*)?['"]([^'"]+)['"]\s*\)?\s*([^;]*);/g;

/** A file with its relative `@import`s inlined, depth first (each file once). */
function inline(file, seen) {
  if (seen.has(file)) return '';
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  return source.replace(IMPORT, (statement, target, conditions) => {
    if (!target.startsWith('.')) throw new Error(`${file}: only relative @imports can be inlined (${statement})`);
    if (conditions.trim() !== '') throw new Error(`${file}: an @import with conditions cannot be inlined (${statement})`);
    return inline(resolve(dirname(file), target), seen).trim();
  });
}

/** The bundled stylesheet of `entry` (see the header of this file). */
export function bundleLayeredCss(entry) {
  const file = resolve(entry);
  const seen = new Set([file]);
  const source = readFileSync(file, 'utf8');
  let layered = 0;
  const out = source.replace(IMPORT, (statement, target, conditions) => {
    const layer = /^layer\(\s*([\w.-]+)\s*\)$/.exec(conditions.trim())?.[1];
    if (!layer) throw new Error(`${file}: every @import of the entry names its layer (${statement})`);
    layered += 1;
    const css = inline(resolve(dirname(file), target), seen).trim();
    return `@layer ${layer} {\n${css}\n}`;
  });
  if (layered === 0) throw new Error(`${file}: no @import … layer(…) to bundle`);
  if (/@charset/i.test(out)) throw new Error(`${file}: @charset cannot sit inside a layer; the shell's CSS is ASCII/UTF-8 without it`);
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [entry, output] = process.argv.slice(2);
  if (!entry || !output) {
    process.stderr.write('usage: css-layers.mjs <entry.css> <out.css>\n');
    process.exit(2);
  }
  const css = bundleLayeredCss(entry);
  mkdirSync(dirname(resolve(output)), { recursive: true });
  writeFileSync(output, css);
  process.stdout.write(`css-layers: ${output} (${(css.length / 1024).toFixed(1)} KB)\n`);
}
