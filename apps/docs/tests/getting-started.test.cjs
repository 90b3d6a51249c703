/* global describe, it, expect -- jest globals (the Storybook test-runner's jest run) */
// The getting-started pages (docs/getting-started/*.md) quote the example hosts' real files. This
// check fails when a quoted block drifts from its file, when a code block names no file, when a
// quoted file imports a local file the page does not quote (the page must be copy-paste complete),
// or when the install line's packages drift from @shell/root's peers and the host's dependencies.
// Runs in the Storybook test-runner's jest (test-runner-jest.config.js): plain Node, no browser.
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join, normalize } = require('node:path');

const ROOT = join(__dirname, '..', '..', '..');
const read = (path) => readFileSync(join(ROOT, path), 'utf8');
const json = (path) => JSON.parse(read(path));

/** Fenced blocks of a markdown page, each with the `<!-- source: path -->` line just above it (if any). */
function fencedBlocks(markdown) {
  const blocks = [];
  const pattern = /(?:<!-- source: (.+?) -->\n)?```(\w*)\n([\s\S]*?)```\n/g;
  for (const match of markdown.matchAll(pattern)) blocks.push({ source: match[1], lang: match[2], code: match[3] });
  return blocks;
}

/** `name@range` tokens of the `npm install` lines of a shell block (quotes removed, flags and comments dropped). */
function installedSpecs(code) {
  const specs = new Map();
  for (const line of code.split('\n')) {
    if (!line.startsWith('npm install')) continue;
    const tokens = line.replace(/#.*$/, '').split(/\s+/).slice(2);
    for (const raw of tokens) {
      const token = raw.replace(/^"|"$/g, '');
      if (!token || token.startsWith('-')) continue;
      const at = token.lastIndexOf('@');
      if (at > 0) specs.set(token.slice(0, at), token.slice(at + 1));
      else specs.set(token, '');
    }
  }
  return specs;
}

/** Local files a quoted source file imports (relative specifiers), as repository paths. */
function localImports(path, code) {
  const found = [];
  for (const match of code.matchAll(/(?:from|import)\s+'(\.{1,2}\/[^']+)'/g)) {
    const base = normalize(join(dirname(path), match[1]));
    const file = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts'].map((ext) => base + ext).find((candidate) => existsSync(join(ROOT, candidate)));
    found.push(file ?? base);
  }
  return found;
}

const rootPeers = json('packages/root/package.json').peerDependencies;
const optionalPeers = json('packages/root/package.json').peerDependenciesMeta ?? {};
const requiredPeers = Object.entries(rootPeers).filter(([name]) => !optionalPeers[name]?.optional);

const PAGES = [
  {
    page: 'docs/getting-started/nextjs.md',
    host: 'apps/next-host',
    // Everything the Next.js host depends on, besides the workspace packages.
    extraPackages: () => Object.keys(json('apps/next-host/package.json').dependencies).filter((name) => !name.startsWith('@shell/')),
    entryFiles: ['apps/next-host/app/(shell)/layout.tsx', 'apps/next-host/app/(shell)/(framed)/layout.tsx', 'apps/next-host/app/(shell)/(framed)/page.tsx', 'apps/next-host/proxy.ts', 'apps/next-host/next.config.ts'],
  },
  {
    page: 'docs/getting-started/vite.md',
    host: 'tooling/consumer/app',
    // The tools tooling/consumer/check.mjs installs into the consumer app.
    extraPackages: () => ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'],
    entryFiles: ['tooling/consumer/app/index.html', 'tooling/consumer/app/src/main.tsx', 'tooling/consumer/app/vite.config.mjs'],
  },
];

describe.each(PAGES)('$page', ({ page, host, extraPackages, entryFiles }) => {
  const blocks = fencedBlocks(read(page));

  it('starts with the npm install line: @shell/root pinned to the release, its required peers at their exact ranges', () => {
    expect(blocks[0].lang).toBe('sh');
    // A host pins one shell version (every @shell package is released at the same one).
    expect(blocks[0].code.startsWith(`npm install @shell/root@${json('packages/root/package.json').version} `)).toBe(true);
    const specs = installedSpecs(blocks[0].code);
    for (const [name, range] of requiredPeers) expect([name, specs.get(name)]).toEqual([name, range]);
    for (const name of extraPackages()) {
      expect([name, specs.has(name)]).toEqual([name, true]);
      // An optional peer of @shell/root it names (next, msw) comes with the peer's range.
      if (rootPeers[name]) expect([name, specs.get(name)]).toEqual([name, rootPeers[name]]);
    }
  });

  it('every other code block names its source file and is that file, whole and unchanged', () => {
    const code = blocks.filter((block) => block.lang !== 'sh');
    expect(code.length).toBeGreaterThan(0);
    for (const block of code) {
      expect({ block: block.code.slice(0, 60), source: block.source ?? 'MISSING' }).toEqual({ block: block.code.slice(0, 60), source: expect.stringMatching(`^${host}/`) });
      expect({ file: block.source, code: block.code }).toEqual({ file: block.source, code: read(block.source) });
    }
  });

  it('is copy-paste complete: the host entry files and every local file they import are quoted', () => {
    const quoted = new Set(blocks.map((block) => block.source).filter(Boolean));
    const missing = [];
    const queue = [...entryFiles];
    for (const file of queue) {
      if (!quoted.has(file)) missing.push(file);
      if (!existsSync(join(ROOT, file))) continue;
      for (const imported of localImports(file, read(file))) if (!queue.includes(imported)) queue.push(imported);
    }
    expect(missing).toEqual([]);
  });
});
