import { defineConfig } from 'tsup';
import { definePackageConfig } from '@shell/build-config';

export default defineConfig(
  definePackageConfig({
    entry: {
      index: 'src/index.ts',
      notifications: 'src/notifications/index.ts',
      // The unread count and the notification calls, for a host that draws notifications itself.
      data: 'src/data/index.ts',
      // The descriptors and the catalog loader alone (no React, no store).
      messages: 'src/messages/index.ts',
      // The mock routes: only this entry reaches msw (through @shell/mocks).
      mocks: 'src/mocks/index.ts',
    },
  }),
);
