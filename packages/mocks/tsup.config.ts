import { defineConfig } from 'tsup';
import { definePackageConfig } from '@shell/build-config';

export default defineConfig(
  definePackageConfig({
    // MSW handlers and plain data for tests, Storybook and demos: no entry is client code, so none
    // gets "use client" (a tooling entry, like every package's `mocks`).
    clientEntries: false,
    entry: {
      index: 'src/index.ts',
    },
  }),
);
