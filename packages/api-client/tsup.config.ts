import { defineConfig } from 'tsup';
import { definePackageConfig } from '@shell/build-config';

export default defineConfig(
  definePackageConfig({
    entry: {
      index: 'src/index.ts',
      // Server-safe (no React): the preload core for a Server Component (no "use client").
      server: 'src/server/index.ts',
    },
  }),
);
