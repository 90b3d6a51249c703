import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { ViteUserConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const PACKAGES = 'site-config|api-client|header|footer|markets|reminder';

/** `npm test` collects every package's counts for its closing `N passed, N failed` line. */
function reporters() {
  const dir = process.env.SHELL_TEST_REPORT_DIR;
  if (!dir) return {};
  const name = (JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { name: string }).name;
  return {
    reporters: ['default', 'json'],
    outputFile: { json: join(dir, `vitest-${name.replace(/[@/]/g, '_')}.json`) },
  };
}

export interface ShellVitestOptions {
  /** `jsdom` (default) for components, `node` for pure logic and server rendering. */
  environment?: 'jsdom' | 'node';
  /** Extra config merged over the preset. */
  extend?: ViteUserConfig;
}

/**
 * The one vitest configuration of the repo. Workspace packages resolve to their `src/` so tests
 * never run against a stale `dist/` and there is only ever one copy of the API slice.
 * Every test file gets the MSW mock backend with `onUnhandledRequest: 'error'`.
 */
export function defineShellVitestConfig(options: ShellVitestOptions = {}) {
  const environment = options.environment ?? 'jsdom';
  return defineConfig({
    ...options.extend,
    resolve: {
      alias: [
        { find: new RegExp(`^@shell/(${PACKAGES})$`), replacement: `${repoRoot}packages/$1/src/index.ts` },
        { find: new RegExp(`^@shell/(${PACKAGES})/([a-z-]+)$`), replacement: `${repoRoot}packages/$1/src/$2/index.ts` },
      ],
      ...options.extend?.resolve,
    },
    test: {
      globals: true,
      environment,
      setupFiles: [fileURLToPath(new URL(environment === 'jsdom' ? './setup-dom.ts' : './setup-node.ts', import.meta.url))],
      restoreMocks: true,
      ...reporters(),
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
      ...options.extend?.test,
    },
  });
}
