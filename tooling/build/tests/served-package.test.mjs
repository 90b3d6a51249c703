import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { servedPackageProblems } from '../../release/package-checks.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** An unpacked tarball (`package/`) with the given files; `package.json` from `manifest`. */
function unpacked(manifest, files) {
  const dir = mkdtempSync(join(tmpdir(), 'served-package-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries({ 'package.json': JSON.stringify(manifest), ...files })) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const manifest = {
  name: '@shell/feature',
  version: '1.0.0',
  type: 'module',
  exports: {
    '.': { types: './dist/index.d.ts', import: './dist/index.js' },
    './mocks': { types: './dist/mocks.d.ts', import: './dist/mocks.js' },
    './styles.css': './dist/styles.css',
    './package.json': './package.json',
  },
  dependencies: { '@shell/site-config': '^1.0.0' },
  peerDependencies: { msw: '^2.15.0' },
};
const clean = {
  'dist/index.js': "import { a } from './chunk-A.js';\nexport const b = a;\n",
  'dist/chunk-A.js': "export const a = 1;\nexport const lazy = () => import('./chunk-B.js');\n",
  'dist/chunk-B.js': 'export const c = 2;\n',
  'dist/index.d.ts': 'export declare const b: number;\n',
  // A mocks entry may use msw: it is not shipped to a host's production bundle.
  'dist/mocks.js': "import { http } from 'msw';\nexport const handlers = [http.get('/x', () => new Response())];\n",
  'dist/mocks.d.ts': 'export declare const handlers: unknown[];\n',
  'dist/styles.css': '.shell-feature { color: red; }\n',
  'README.md': '# feature\n',
};
const versions = new Map([
  ['@shell/feature', '1.0.0'],
  ['@shell/site-config', '1.0.0'],
]);

describe('servedPackageProblems', () => {
  it('passes a package whose exports are all shipped and whose runtime entries hold no mock code', async () => {
    expect(await servedPackageProblems(unpacked(manifest, clean), versions)).toEqual([]);
  });

  it('names missing export targets, tests, stray files, workspace ranges, foreign versions and mock code in a lazy chunk', async () => {
    const withoutCss = Object.fromEntries(Object.entries(clean).filter(([file]) => file !== 'dist/styles.css'));
    const dir = unpacked(
      { ...manifest, dependencies: { '@shell/site-config': '^0.9.0', '@shell/ui': 'workspace:^' } },
      {
        ...withoutCss,
        'dist/chunk-B.js': "import { setupWorker } from 'msw/browser';\nexport const c = setupWorker;\n",
        'dist/index.test.js': '',
        'dist/__tests__/x.js': '',
        'src/index.ts': '',
      },
    );
    expect(await servedPackageProblems(dir, versions)).toEqual([
      '@shell/feature@1.0.0: dependencies.@shell/site-config "^0.9.0" does not accept @shell/site-config@1.0.0 of the same release',
      '@shell/feature@1.0.0: dependencies.@shell/ui is still "workspace:^"',
      '@shell/feature@1.0.0: unexpected files: src/index.ts',
      '@shell/feature@1.0.0: test files: dist/__tests__/x.js, dist/index.test.js',
      '@shell/feature@1.0.0: export "./styles.css" -> ./dist/styles.css is not in the tarball',
      '@shell/feature@1.0.0: runtime entry "." reaches mock code: dist/chunk-B.js → msw/browser',
    ]);
  });
});
