import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareApi, pendingBumps, readPublicApi } from '../../release/public-api.mjs';
import { fillEmptySection, NOTHING_OF_ITS_OWN } from '../../release/version.mjs';

// Issue 25: semver from 1.0 on. The release check compares the built packages' exports with the
// last release's (tooling/release/public-api.json) and refuses a removal without a major changeset.

/** A package on disk with two typed entries, as `publishedPackages()` describes one. */
function fakePackage(declarations) {
  const path = mkdtempSync(join(tmpdir(), 'public-api-'));
  mkdirSync(join(path, 'dist'));
  const exports = { './package.json': './package.json' };
  for (const [subpath, text] of Object.entries(declarations)) {
    const file = `./dist/${subpath === '.' ? 'index' : subpath.slice(2)}.d.ts`;
    writeFileSync(join(path, file), text);
    exports[subpath] = { types: file, import: file.replace('.d.ts', '.js') };
  }
  exports['./styles.css'] = './dist/styles.css';
  return { dir: 'fake', path, manifest: { name: '@shell/fake', version: '1.0.0', exports } };
}

describe('readPublicApi', () => {
  it('lists values and types of every typed entry, re-exports resolved, CSS and package.json skipped', () => {
    const pkg = fakePackage({
      '.': "export declare const Header: () => null;\nexport interface HeaderProps { site: string }\nexport { helper } from './helper';\nexport type { Options } from './helper';\n",
      './server': 'export declare function prepare(): Promise<void>;\n',
    });
    writeFileSync(join(pkg.path, 'dist', 'helper.d.ts'), 'export declare function helper(): void;\nexport type Options = { a: 1 };\n');
    expect(readPublicApi([pkg])).toEqual({
      '@shell/fake': { '.': ['Header', 'helper', 'type HeaderProps', 'type Options'], './server': ['prepare'] },
    });
  });
});

describe('compareApi', () => {
  const released = { '@shell/header': { '.': ['Header', 'type HeaderProps'], './server': ['prefetchHeaderData'] }, '@shell/ui': { '.': ['ShellLink'] } };

  it('passes when nothing is gone, and notes what is new', () => {
    const current = { '@shell/header': { '.': ['Header', 'HeaderSkeleton', 'type HeaderProps'], './server': ['prefetchHeaderData'] }, '@shell/ui': { '.': ['ShellLink'] } };
    const { problems, notes } = compareApi(released, current, {});
    expect(problems).toEqual([]);
    expect(notes).toEqual(['new in @shell/header: HeaderSkeleton']);
  });

  it('refuses a removed name, a value turned type-only and a removed entry without a major changeset', () => {
    const current = { '@shell/header': { '.': ['type Header', 'type HeaderProps'] }, '@shell/ui': { '.': [] } };
    const { problems } = compareApi(released, current, { '@shell/header': 'minor', '@shell/ui': 'patch' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('@shell/header: Header (now type-only) from @shell/header; the entry @shell/header/server');
    expect(problems[0]).toContain('"@shell/header": major');
    expect(problems[1]).toMatch(/^@shell\/ui: ShellLink from @shell\/ui — /);
  });

  it('accepts the removal under a pending major changeset of that package only', () => {
    const current = { '@shell/header': { '.': ['type HeaderProps'], './server': ['prefetchHeaderData'] }, '@shell/ui': { '.': [] } };
    const { problems, notes } = compareApi(released, current, { '@shell/header': 'major' });
    expect(notes).toContain('removed under a major changeset: @shell/header: Header from @shell/header');
    expect(problems).toEqual([expect.stringMatching(/^@shell\/ui: ShellLink/)]);
  });
});

describe('pendingBumps', () => {
  it('reads the largest bump per package from the changesets front matter', () => {
    const dir = mkdtempSync(join(tmpdir(), 'changesets-'));
    writeFileSync(join(dir, 'README.md'), '# not a changeset\n');
    writeFileSync(join(dir, 'a.md'), "---\n'@shell/header': minor\n\"@shell/ui\": patch\n---\n\nText.\n");
    writeFileSync(join(dir, 'b.md'), "---\n'@shell/header': major\n'@shell/ui': patch\n---\n\nMore.\n");
    expect(pendingBumps(dir)).toEqual({ '@shell/header': 'major', '@shell/ui': 'patch' });
  });
});

describe('fillEmptySection (the version step)', () => {
  it('gives an empty version heading one line, and leaves a written section alone', () => {
    const empty = '# @shell/ui\n\n## 1.0.1\n\n## 1.0.0\n\nFirst.\n';
    expect(fillEmptySection(empty, '1.0.1')).toBe(`# @shell/ui\n\n## 1.0.1\n\n${NOTHING_OF_ITS_OWN}\n\n## 1.0.0\n\nFirst.\n`);
    const written = '# @shell/ui\n\n## 1.0.1\n\n### Patch Changes\n\n- Fixed.\n\n## 1.0.0\n\nFirst.\n';
    expect(fillEmptySection(written, '1.0.1')).toBe(written);
  });
});
