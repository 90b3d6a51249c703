import { defineConfig } from 'tsup';
import { definePackageConfig } from '@shell/build-config';

export default defineConfig(
  definePackageConfig({
    entry: {
      index: 'src/index.ts',
      // Drawn on demand only (dialogs, toasts, the QR code): entries apart so they stay out of a
      // page's start-up chunk (see src/widgets/index.ts).
      widgets: 'src/widgets/index.ts',
      'qr-code': 'src/qr-code/index.ts',
      // The icon set: its own entry so each icon is tree-shaken on its own (see src/icons/index.ts).
      icons: 'src/icons/index.ts',
    },
  }),
);
