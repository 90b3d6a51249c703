import { defineConfig } from 'tsup';
import { definePackageConfig } from '@shell/build-config';

export default defineConfig(
  definePackageConfig({
    entry: {
      index: 'src/index.ts',
      // ShellRoot bound to next/link and next/navigation (next is an optional peer).
      next: 'src/next/index.ts',
      // Server Component helpers: prepareShell, site from a request, the theme boot script.
      server: 'src/server/index.ts',
      // Every feature's mock routes composed (msw, an optional peer): for a host's dev server.
      mocks: 'src/mocks/index.ts',
    },
    external: ['next', /^next\//],
  }),
);
