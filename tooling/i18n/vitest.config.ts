import { defineShellVitestConfig } from '@shell/vitest-preset';

// Node only, no mock backend: these tests spawn the CLI against fixture packages.
export default defineShellVitestConfig({
  environment: 'node',
  mockBackend: false,
  extend: {
    test: {
      include: ['tests/**/*.test.{ts,mjs}'],
      // Fixture packages contain their own *.test.ts (to prove extract skips them); never run them.
      exclude: ['tests/fixtures/**', '**/node_modules/**'],
      testTimeout: 30_000,
    },
  },
});
