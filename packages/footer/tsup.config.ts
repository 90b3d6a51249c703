import { defineConfig } from 'tsup';
import { definePackageConfig } from '@shell/build-config';

export default defineConfig(
  definePackageConfig({
    entry: {
      index: 'src/index.ts',
      // The footer as a chunk of its own, and the catalog loader without the footer's code.
      lazy: 'src/lazy/index.ts',
      messages: 'src/messages/index.ts',
    },
  }),
);
