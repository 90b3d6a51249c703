import { defineConfig } from 'tsup';
import { definePackageConfig } from '@shell/build-config';

export default defineConfig(
  definePackageConfig({
    entry: {
      index: 'src/index.ts',
      herald: 'src/herald/index.ts',
      ui: 'src/ui/index.ts',
      widgets: 'src/widgets/index.ts',
      'qr-code': 'src/qr-code/index.ts',
      mocks: 'src/mocks/index.ts',
    },
  }),
);
