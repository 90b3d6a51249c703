import { defineConfig } from 'tsup';
import { definePackageConfig } from '@shell/build-config';

export default defineConfig(
  definePackageConfig({
    entry: {
      index: 'src/index.ts',
      preferences: 'src/preferences/index.ts',
      messages: 'src/messages/index.ts',
      // Server-safe (no React): the header's start-up calls on the server's slice (no "use client").
      server: 'src/server/index.ts',
      // The header's mock routes (msw, an optional peer): no runtime entry imports them.
      mocks: 'src/mocks/index.ts',
    },
  }),
);
