#!/usr/bin/env node
// `pnpm i18n:extract` at the repo root: runs `shell-i18n extract` in every package that has
// an i18n:compile script (i.e. owns a lang/ catalog), so lang/en.json never drifts from source.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from './index.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
let failed = false;
for (const group of ['packages', 'apps']) {
  const base = join(root, group);
  if (!existsSync(base)) continue;
  for (const name of readdirSync(base)) {
    const dir = join(base, name);
    const pkgFile = join(dir, 'package.json');
    if (!existsSync(pkgFile)) continue;
    const { scripts = {} } = JSON.parse(readFileSync(pkgFile, 'utf8'));
    if (!scripts['i18n:compile']) continue;
    try {
      const { count } = extract({ cwd: dir });
      console.log(`shell-i18n: ${relative(root, dir)}: ${count} messages → lang/en.json`);
    } catch (error) {
      failed = true;
      console.error(`shell-i18n: ${relative(root, dir)}: ${error.message}`);
    }
  }
}
process.exitCode = failed ? 1 : 0;
