import { defineConfig } from 'tsup';
import { definePackageConfig } from '@shell/build-config';

export default defineConfig(
  definePackageConfig({
    entry: {
      index: 'src/index.ts',
      // Framework-free (no React, no "use client"): the kit a server and a browser both import.
      core: 'src/core/index.ts',
      // The zod building blocks, for schema modules that load with a response (never at start-up).
      schemas: 'src/schemas/index.ts',
      // Server-safe (no React): the preload core for a Server Component (no "use client").
      server: 'src/server/index.ts',
    },
  }),
);
