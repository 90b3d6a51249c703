import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Plain JS (with index.d.ts beside it) because vitest loads configs with Node, which cannot
// import a linked workspace package's .ts file.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const PACKAGES = 'site-config|ui|api-client|mocks|header|footer|markets|reminder|root';

/** `npm test` collects every package's counts for its closing `N passed, N failed` line. */
function reporters() {
  const dir = process.env.SHELL_TEST_REPORT_DIR;
  if (!dir) return {};
  const { name } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'));
  return {
    reporters: ['default', 'json'],
    outputFile: { json: join(dir, `vitest-${name.replace(/[@/]/g, '_')}.json`) },
  };
}

/** Workspace packages resolve to their `src/`, so tests never run against a stale `dist/` and
 * there is only ever one copy of the API slice. */
export const SHELL_SOURCE_ALIASES = [
  // test-utils imports api-client, so api-client cannot depend on it: every package finds it here.
  { find: /^@shell\/test-utils$/, replacement: `${repoRoot}tooling/test-utils/src/index.ts` },
  // Its fast-check arbitraries are an entry of their own, so only property tests load fast-check.
  { find: /^@shell\/test-utils\/hostile$/, replacement: `${repoRoot}tooling/test-utils/src/hostile.ts` },
  { find: new RegExp(`^@shell/(${PACKAGES})$`), replacement: `${repoRoot}packages/$1/src/index.ts` },
  // Subpath entries whose source is a single file rather than a folder's index.ts.
  { find: /^@shell\/markets\/messages$/, replacement: `${repoRoot}packages/markets/src/loadMarketsMessages.ts` },
  { find: new RegExp(`^@shell/(${PACKAGES})/([a-z-]+)$`), replacement: `${repoRoot}packages/$1/src/$2/index.ts` },
];

/**
 * The one vitest configuration of the repo. Every test file gets the MSW mock backend with
 * `onUnhandledRequest: 'error'`; `jsdom` adds jest-dom matchers and the ResizeObserver shim.
 */
export function defineShellVitestConfig(options = {}) {
  const environment = options.environment ?? 'jsdom';
  const extend = options.extend ?? {};
  // Packages without the mock backend (site-config, ui) may not touch the network; jsdom ones
  // still get the DOM setup (matchers, shims, cleanup). `mockFeatures`: the package's own setup
  // file that installs feature mocks (installMockFeatures); it runs before the preset's, so the
  // server the preset starts answers them.
  const withBackend = options.mockBackend !== false;
  const setups = environment === 'jsdom' ? ['./setup-jsdom.ts', ...(withBackend ? ['./setup-node.ts'] : [])] : withBackend ? ['./setup-node.ts'] : [];
  const setupFiles = [
    ...(withBackend && options.mockFeatures ? [options.mockFeatures] : []),
    ...setups.map((setup) => fileURLToPath(new URL(setup, import.meta.url))),
  ];
  const { include = ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'], ...extendTest } = extend.test ?? {};
  const isolatedOnly = include.map((glob) => glob.replace('*.test.', '*.isolated.test.'));
  return defineConfig({
    ...extend,
    resolve: { ...extend.resolve, alias: [...SHELL_SOURCE_ALIASES, ...(extend.resolve?.alias ?? [])] },
    test: {
      globals: true,
      environment,
      setupFiles,
      restoreMocks: true,
      // Test time (issue 24): a fresh module graph and DOM for every file cost two thirds of the
      // unit tests' CPU (each file re-imported React, RTK, MSW and the mock backend and built a
      // new jsdom: "setup" and "environment" in vitest's summary). The files of a package share
      // them now; every test still gets its own store, MSW handlers, storage and DOM (the setup
      // files reset them after each test). A file that needs a module graph of its own (a lazy
      // chunk not yet loaded, formatters made in another time zone) is named
      // `*.isolated.test.ts(x)` and runs in a project that isolates it. (Each project names its own
      // files: a project's arrays are added to the config's it extends, never replace them.)
      projects: [
        { extends: true, test: { name: 'shared', isolate: false, include, exclude: [...configDefaults.exclude, '**/*.isolated.test.*'] } },
        { extends: true, test: { name: 'isolated', isolate: true, include: isolatedOnly } },
      ],
      // Time limits catch a hung test, they do not measure speed (benchmarks do): a whole header
      // rendered and clicked through in jsdom takes 2–6 s on a loaded 2-core machine, so the
      // 5 s default failed good tests whenever the browser lane ran beside them.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      ...reporters(),
      ...extendTest,
    },
  });
}
