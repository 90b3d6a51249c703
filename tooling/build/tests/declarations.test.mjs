import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDeclarations } from '../declarations.mjs';

// The packages' declaration build (tsup.mjs calls it after the JavaScript): a small package with
// two entries that share a module, a type from another package and one from React. It lives inside
// the repository (not the system's temp folder) so that @types/node and react resolve from the
// workspace's node_modules, as they do for a real package.
const fixtures = [];

function fixturePackage(files) {
  const dir = mkdtempSync(join(import.meta.dirname, '.fixture-'));
  fixtures.push(dir);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ extends: join(import.meta.dirname, '../../../tsconfig.base.json') }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

describe('buildDeclarations', () => {
  it('bundles each entry, puts what entries share in one part, and leaves every package import as an import', async () => {
    const cwd = fixturePackage({
      'src/shared.ts': "import type { ReactNode } from 'react';\nexport interface Slot { node: ReactNode; at: 'start' | 'end' }\nexport const makeSlot = (node: ReactNode): Slot => ({ node, at: 'start' });\n",
      'src/index.ts': "export { makeSlot } from './shared';\nexport type { Slot } from './shared';\nexport const version = process.env.NODE_ENV === 'production' ? 1 : 0;\n",
      'src/extra/index.ts': "import { makeSlot } from '../shared';\nexport const slotOf = (text: string) => makeSlot(text);\n",
      'src/index.test.ts': "import { nothing } from './missing';\nexport const broken: number = nothing;\n",
    });
    await buildDeclarations({ entry: { index: 'src/index.ts', extra: 'src/extra/index.ts' }, cwd });

    const files = readdirSync(join(cwd, 'dist')).sort();
    expect(files).toEqual(['extra.d.ts', 'index.d.ts', expect.stringMatching(/^shared-[\w-]{8}\.d\.ts$/)]);
    const shared = readFileSync(join(cwd, 'dist', files[2]), 'utf8');
    const index = readFileSync(join(cwd, 'dist', 'index.d.ts'), 'utf8');
    const extra = readFileSync(join(cwd, 'dist', 'extra.d.ts'), 'utf8');
    // The shared module once, with React's type still imported from react (never inlined).
    expect(shared).toMatch(/import \{ ReactNode \} from 'react';/);
    expect(shared).toMatch(/interface Slot/);
    // `process` is typed (Node's types are in the program) and the value is declared, not bundled.
    expect(index).toMatch(/declare const version: number;/);
    expect(index).toContain(`from './${files[2].replace(/\.d\.ts$/, '.js')}'`);
    expect(extra).toMatch(/declare const slotOf: \(text: string\) => Slot;/);
    // Only the entries' graph: the test file (which would not even compile) is not part of it, and
    // no import points into the sources.
    for (const text of [index, extra, shared]) expect(text).not.toMatch(/from '\.\.?\/(?!shared-)/);
  });

  it('fails the build on a type error in what the entries reach, and leaves no scratch files', async () => {
    const cwd = fixturePackage({ 'src/index.ts': "export const count: number = 'three';\n" });
    await expect(buildDeclarations({ entry: { index: 'src/index.ts' }, cwd })).rejects.toThrow(/TypeScript reported errors/);
    expect(readdirSync(join(cwd, 'node_modules/.cache'))).toEqual([]);
  });
});
