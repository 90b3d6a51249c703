import { defineConfig } from 'tsup';
import { definePackageConfig } from '@shell/build-config';

export default defineConfig(
  definePackageConfig({
    // Pure TypeScript: every entry is safe for React Server Components.
    clientEntries: false,
    entry: {
      index: 'src/index.ts',
      // The shared messages: only parts drawn on demand use them (see src/messages/index.ts).
      messages: 'src/messages/index.ts',
    },
  }),
);
