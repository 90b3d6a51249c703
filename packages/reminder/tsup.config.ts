import { defineConfig } from 'tsup';
import { definePackageConfig } from '@shell/build-config';

export default defineConfig(
  definePackageConfig({
    entry: {
      index: 'src/index.ts',
      // The descriptors and the catalog loader alone (no React, no store).
      messages: 'src/messages/index.ts',
      // The mock routes: only this entry reaches msw (through @shell/mocks).
      mocks: 'src/mocks/index.ts',
    },
  }),
);
