import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 25: the docs stand alone. A downstream team gets this repository (or a package tarball)
// and nothing else: no document may send it to a folder outside the repository, and every
// relative link of the READMEs, changelogs and guides must lead to a file that exists.
const ROOT = join(import.meta.dirname, '../../..');

function markdownFiles() {
  const files = ['README.md', '.changeset/README.md'];
  for (const group of ['packages', 'apps', 'tooling']) {
    for (const name of readdirSync(join(ROOT, group))) {
      for (const file of ['README.md', 'CHANGELOG.md']) if (existsSync(join(ROOT, group, name, file))) files.push(`${group}/${name}/${file}`);
    }
  }
  const walk = (dir) => {
    if (!existsSync(join(ROOT, dir))) return;
    for (const name of readdirSync(join(ROOT, dir))) {
      const path = `${dir}/${name}`;
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else if (name.endsWith('.md')) files.push(path);
    }
  };
  walk('docs');
  return files;
}

/** `[text, target]` of every inline markdown link outside fenced code. */
function links(text) {
  const prose = text.replace(/```[^]*?```/g, '');
  return [...prose.matchAll(/\[([^\]]*)\]\(([^)\s]+)\)/g)].map((match) => [match[1], match[2]]);
}

describe('the docs stand alone', () => {
  const files = markdownFiles();

  it('finds the root README, every package README and changelog', () => {
    expect(files).toContain('README.md');
    expect(files.filter((file) => /^packages\/[^/]+\/README\.md$/.test(file)).length).toBeGreaterThanOrEqual(9);
    expect(files.filter((file) => /^packages\/[^/]+\/CHANGELOG\.md$/.test(file)).length).toBeGreaterThanOrEqual(9);
  });

  it.each(files)('%s names no folder outside the repository', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    expect(text).not.toMatch(/\.\.\/shared|\/work\/shared|SPEC\.md/);
  });

  it.each(files)('%s: every relative link leads to a file of the repository', (file) => {
    const broken = links(readFileSync(join(ROOT, file), 'utf8'))
      .map(([, target]) => target)
      .filter((target) => !/^(https?:|mailto:|#)/.test(target))
      .filter((target) => {
        const path = join(ROOT, dirname(file), decodeURI(target.split('#')[0]));
        return !path.startsWith(ROOT) || !existsSync(path) || relative(ROOT, path).startsWith('..');
      });
    expect(broken).toEqual([]);
  });
});
