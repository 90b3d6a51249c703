import { defineConfig } from 'tsup';
import { definePackageConfig } from '@shell/build-config';

export default defineConfig(
  definePackageConfig({
    entry: {
      index: 'src/index.ts',
      // The catalogs alone: a host loads them with the page's messages without fetching the flyouts.
      messages: 'src/messages/index.ts',
      // The "Pay with" chooser alone: its button shows at start-up, the flyouts only on hover.
      'pay-with': 'src/pay-with/index.ts',
      // The markets' mock routes (MSW): for demos, Storybook, tests; never imported by the entries above.
      mocks: 'src/mocks/index.ts',
    },
  }),
);
