import { defineConfig } from 'vitest/config';

// Plain node config: these tests spawn the CLI and need neither the DOM nor the MSW server of
// @shell/vitest-preset (which this private tool package does not depend on).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.test.{ts,mjs}'],
    // Fixture packages contain their own *.test.ts (to prove extract skips them); never run them.
    exclude: ['tests/fixtures/**', '**/node_modules/**'],
    testTimeout: 30_000,
  },
});
