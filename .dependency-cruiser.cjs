// Package boundaries of the monorepo, checked by `pnpm deps:check` and by `npm test`.
// Cruises packages/*/src and tooling/test-utils/src as TypeScript, type-only imports included.
const { mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { ROOT, publishedEntries, TEST_UTILS, TEST_UTILS_HOSTILE } = require('./tooling/scripts/package-entries.cjs');

const ENTRIES = [...publishedEntries(), TEST_UTILS, TEST_UTILS_HOSTILE];

// The entries built without "use client" (`SERVER_SAFE_ENTRIES` of tooling/build/use-client.mjs, an
// ES module this CommonJS file cannot require: read from its text, so the two lists cannot drift)
// and the mocks/tooling ones. Every other published entry is a client entry: under react-server
// what it exports are client references, which a server-safe entry must never call.
const entryNamesOf = (constant) => {
  const source = readFileSync(join(ROOT, 'tooling/build/use-client.mjs'), 'utf8');
  const list = new RegExp(`export const ${constant} = \\[([^\\]]*)\\]`).exec(source);
  if (!list) throw new Error(`tooling/build/use-client.mjs: no ${constant} list`);
  return [...list[1].matchAll(/'([^']+)'/g)].map((match) => match[1]);
};
const SERVER_SAFE_NAMES = entryNamesOf('SERVER_SAFE_ENTRIES');
const TOOLING_NAMES = entryNamesOf('TOOLING_ENTRIES');
const entryName = (entry) => (entry.specifier === entry.name ? 'index' : entry.specifier.slice(entry.name.length + 1));
const PUBLISHED = publishedEntries();
// site-config is pure TypeScript: every entry of it is server-safe.
const SERVER_SAFE_SOURCES = PUBLISHED.filter((entry) => entry.name === '@shell/site-config' || SERVER_SAFE_NAMES.includes(entryName(entry))).map((entry) => entry.source);
const CLIENT_SOURCES = PUBLISHED.filter((entry) => entry.name !== '@shell/site-config' && !SERVER_SAFE_NAMES.includes(entryName(entry)) && !TOOLING_NAMES.includes(entryName(entry))).map((entry) => entry.source);

/**
 * The entry points of other feature packages each feature package may import (each must be
 * documented in the target's README). None today: the features are composed by the host
 * (apps/demo), never by each other.
 * @type {Record<string, string[]>}
 */
const FEATURE_IMPORTS_ALLOWED = { header: [], footer: [], markets: [], reminder: [] };
const FEATURES = Object.keys(FEATURE_IMPORTS_ALLOWED);

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (paths) => `^(${paths.map(escapeRegExp).join('|')})$`;
const ENTRY_FILES = anyOf(ENTRIES.map((entry) => entry.source));
// The mock backend's one entry, and the entries that are not mock entries (runtime code).
const MOCKS_ENTRY = 'packages/mocks/src/index.ts';
const isMockEntry = (entry) => entry.name === '@shell/mocks' || entry.specifier.endsWith('/mocks');
const RUNTIME_ENTRY_FILES = anyOf(ENTRIES.filter((entry) => entry.dir.startsWith('packages/') && !isMockEntry(entry)).map((entry) => entry.source));
const TESTS = '(\\.test\\.tsx?|\\.test-helper\\.tsx?)$|/(tests?|testing)/';

// `@shell/<name>` and `@shell/<name>/<entry>` resolve to the source file each published entry is
// built from, and to nothing else: any other `@shell/…` specifier falls through to node_modules,
// where the package.json `exports` (dist only) either refuse it (unresolvable) or send it to
// /dist/ — both are violations below. Written on every run, so it cannot drift from `exports`.
const TSCONFIG = join(ROOT, '.cache', 'dependency-cruiser', 'tsconfig.json');
mkdirSync(join(TSCONFIG, '..'), { recursive: true });
writeFileSync(
  TSCONFIG,
  `${JSON.stringify(
    {
      extends: '../../tsconfig.base.json',
      compilerOptions: {
        baseUrl: '../..',
        paths: Object.fromEntries(ENTRIES.map((entry) => [entry.specifier, [entry.source]])),
      },
      include: ['../../packages/*/src', '../../tooling/test-utils/src'],
    },
    null,
    2,
  )}\n`,
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles, type-only imports included: move what both sides need into a module both import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable-shell-import',
      severity: 'error',
      comment:
        'A @shell specifier that is not an `exports` key of its package (for example @shell/x/src/…) does not resolve. ' +
        'Import the package or one of its published entry points.',
      from: {},
      to: { couldNotResolve: true, path: '^@shell/' },
    },
    {
      name: 'no-dist-import',
      severity: 'error',
      comment: 'Never import built files (…/dist/…): import the package or its published entry point.',
      from: {},
      to: { path: '^packages/[^/]+/dist/' },
    },
    {
      name: 'no-relative-import-into-another-package',
      severity: 'error',
      comment: 'Reach another package by its name (`@shell/x` or `@shell/x/<entry>`), never by a relative path.',
      from: { path: '^(packages/[^/]+|tooling/test-utils)/' },
      to: { dependencyTypes: ['local'], dependencyTypesNot: ['aliased'], pathNot: '^$1/' },
    },
    {
      name: 'only-published-entry-points',
      severity: 'error',
      comment:
        "Another package's files are private: import only the entry points its package.json `exports` publish.",
      from: { path: '^(packages/[^/]+|tooling/test-utils)/' },
      to: { path: '^(packages/[^/]+|tooling/test-utils)/', pathNot: [`^$1/`, ENTRY_FILES] },
    },
    {
      name: 'site-config-imports-no-shell-package',
      severity: 'error',
      comment: '@shell/site-config is the base of every package: it imports no other @shell package.',
      from: { path: '^packages/site-config/' },
      to: { path: '^packages/(?!site-config/)' },
    },
    {
      name: 'ui-imports-only-site-config',
      severity: 'error',
      comment:
        '@shell/ui (shared primitives, no store) imports no @shell package but @shell/site-config (its tests may use ' +
        '@shell/test-utils and the hostile corpus of @shell/mocks).',
      from: { path: '^packages/ui/' },
      to: { path: '^packages/(?!ui/|site-config/)', pathNot: `^${escapeRegExp(MOCKS_ENTRY)}$` },
    },
    {
      name: 'ui-runtime-no-test-utils',
      severity: 'error',
      comment: '@shell/ui runtime code imports no @shell package but @shell/site-config.',
      from: { path: '^packages/ui/', pathNot: TESTS },
      to: { path: ['^tooling/test-utils/', '^packages/(?!ui/|site-config/)'] },
    },
    ...FEATURES.map((feature) => ({
      name: 'features-do-not-import-each-other',
      severity: 'error',
      comment:
        'Feature packages (header, footer, markets, reminder) are composed by the host; one imports another only through ' +
        'an entry point listed in FEATURE_IMPORTS_ALLOWED of .dependency-cruiser.cjs (and documented in its README).',
      from: { path: `^packages/${feature}/` },
      to: {
        path: `^packages/(${FEATURES.filter((other) => other !== feature).join('|')})/`,
        pathNot: FEATURE_IMPORTS_ALLOWED[feature].map((specifier) => {
          const entry = ENTRIES.find((candidate) => candidate.specifier === specifier);
          if (!entry) throw new Error(`FEATURE_IMPORTS_ALLOWED.${feature}: ${specifier} is not a published entry point`);
          return `^${escapeRegExp(entry.source)}$`;
        }),
      },
    })),
    {
      name: 'only-root-composes-features',
      severity: 'error',
      comment:
        '@shell/root is the one package that composes the features (header, footer, markets, reminder); the core ' +
        'packages below them (site-config, ui, api-client) import none.',
      from: { path: '^packages/(site-config|ui|api-client)/', pathNot: TESTS },
      to: { path: '^packages/(header|footer|markets|reminder)/' },
    },
    {
      name: 'server-safe-entries-reach-no-client-entry',
      severity: 'error',
      comment:
        'A server-safe entry (no "use client": core, server, messages, model, notifications, site-config) runs in a React ' +
        'Server Component, where a client entry\'s exports are client references that throw when called: import the ' +
        'framework-free kit from `@shell/api-client/core` (or another server-safe entry) instead.',
      from: { path: anyOf(SERVER_SAFE_SOURCES) },
      to: { path: anyOf(CLIENT_SOURCES), reachable: true },
    },
    {
      name: 'server-safe-entries-reach-no-react',
      severity: 'error',
      comment: 'A server-safe entry imports no React, react-dom, react-redux or RTK Query\'s React module (type-only imports included).',
      from: { path: anyOf(SERVER_SAFE_SOURCES) },
      to: { path: '(^|/)node_modules/(react|react-dom|react-redux)/|(^|/)node_modules/@reduxjs/toolkit/dist/query/react/', reachable: true },
    },
    {
      name: 'nothing-imports-root',
      severity: 'error',
      comment: '@shell/root sits on top of every package: none of them imports it (that would be a cycle through the host).',
      from: { path: '^packages/(?!root/)' },
      to: { path: '^packages/root/' },
    },
    {
      name: 'mocks-imports-only-site-config-and-api-client',
      severity: 'error',
      comment:
        '@shell/mocks (the mock backend) builds on the public entries of @shell/site-config and @shell/api-client ' +
        'only; each feature brings its own routes through `createMockBackend({ features })` (its tests may use ' +
        'any package).',
      from: { path: '^packages/mocks/', pathNot: TESTS },
      to: { path: '^packages/(?!mocks/|site-config/|api-client/)' },
    },
    {
      name: 'no-mocks-in-runtime',
      severity: 'error',
      comment:
        'The mock backend (@shell/mocks, msw) is for tests, Storybook and demos: only a package\'s `mocks` entry and ' +
        'tests import it; nothing a runtime entry point reaches may.',
      from: { path: RUNTIME_ENTRY_FILES },
      to: { path: ['^packages/mocks/', '(^|/)node_modules/msw/'], reachable: true },
    },
    {
      name: 'no-test-code-in-runtime',
      severity: 'error',
      comment:
        'Tests (*.test.ts(x), *.test-helper.ts(x), test/, tests/, testing/) may use @shell/test-utils, vitest and ' +
        'Testing Library; nothing a published entry point reaches may.',
      from: { path: ENTRY_FILES, pathNot: [`^${escapeRegExp(TEST_UTILS.source)}$`, `^${escapeRegExp(TEST_UTILS_HOSTILE.source)}$`] },
      to: {
        path: ['^tooling/test-utils/src/(index|hostile)\\.ts$', '(^|/)node_modules/(vitest|@vitest|@testing-library|fast-check)/'],
        reachable: true,
      },
    },
  ],
  options: {
    // Follow only the cruised sources; npm packages and tooling outside test-utils are leaves.
    doNotFollow: { path: '^(?!packages/[^/]+/src/|tooling/test-utils/src/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: TSCONFIG },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['types', 'module', 'main'],
    },
    progress: { type: 'none' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
