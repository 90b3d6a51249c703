// The published entry points of every package, each with the source file it is built from.
// One list for the boundary rules (.dependency-cruiser.cjs) and the export count
// (count-exports.mjs), derived from what is actually published: the `exports` of each
// packages/*/package.json, joined to the `entry` map of its tsup.config.ts by the dist file
// name. CommonJS because dependency-cruiser loads its configuration with require.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const ROOT = join(__dirname, '..', '..');

/** `entry: { index: 'src/index.ts', 'pay-with': 'src/pay-with/index.ts' }` → { name: file }. */
function tsupEntries(dir) {
  const source = readFileSync(join(ROOT, dir, 'tsup.config.ts'), 'utf8');
  const block = /entry:\s*{([^}]*)}/.exec(source);
  if (!block) throw new Error(`${dir}/tsup.config.ts: no \`entry: { … }\` object to read the entry points from`);
  const entries = {};
  for (const [, , name, file] of block[1].matchAll(/(['"]?)([\w-]+)\1\s*:\s*['"]([^'"]+)['"]/g)) entries[name] = file;
  return entries;
}

/** The JS target of an `exports` value: a string, or the `import`/`default` condition. */
function jsTarget(value) {
  const target = typeof value === 'string' ? value : (value.import ?? value.default);
  return typeof target === 'string' && /\.(m?js|tsx?)$/.test(target) ? target : null;
}

/**
 * Every JS entry point of packages/* (CSS and package.json excluded):
 * { dir: 'packages/markets', name: '@shell/markets', specifier: '@shell/markets/pay-with', source: 'packages/markets/src/pay-with/index.ts' }.
 */
function publishedEntries() {
  const entries = [];
  for (const folder of readdirSync(join(ROOT, 'packages')).sort()) {
    const dir = `packages/${folder}`;
    if (!existsSync(join(ROOT, dir, 'package.json'))) continue;
    const manifest = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
    const tsup = tsupEntries(dir);
    for (const [key, value] of Object.entries(manifest.exports ?? {})) {
      const target = jsTarget(value);
      if (!target) continue;
      const built = /^\.\/dist\/(.+)\.m?js$/.exec(target);
      const file = built ? tsup[built[1]] : null;
      if (!file) throw new Error(`${dir}/package.json exports["${key}"] → ${target}: no tsup entry builds it`);
      entries.push({
        dir,
        name: manifest.name,
        specifier: key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`,
        source: `${dir}/${file.replace(/^\.\//, '')}`,
      });
    }
  }
  return entries;
}

/**
 * The private test utilities: tests of every package import them as `@shell/test-utils`, and
 * property tests the fast-check arbitraries as `@shell/test-utils/hostile`.
 */
const TEST_UTILS = { dir: 'tooling/test-utils', name: '@shell/test-utils', specifier: '@shell/test-utils', source: 'tooling/test-utils/src/index.ts' };
const TEST_UTILS_HOSTILE = { dir: 'tooling/test-utils', name: '@shell/test-utils', specifier: '@shell/test-utils/hostile', source: 'tooling/test-utils/src/hostile.ts' };

module.exports = { ROOT, publishedEntries, TEST_UTILS, TEST_UTILS_HOSTILE };
