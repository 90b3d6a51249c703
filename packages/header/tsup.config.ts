import { defineConfig } from 'tsup';
import { definePackageConfig } from '@shell/build-config';

export default defineConfig(
  definePackageConfig({
    entry: {
      index: 'src/index.ts',
      preferences: 'src/preferences/index.ts',
      messages: 'src/messages/index.ts',
      // The header's mock routes (msw, an optional peer): no runtime entry imports them.
      mocks: 'src/mocks/index.ts',
    },
  }),
);
