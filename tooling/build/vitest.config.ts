import { defineShellVitestConfig } from '@shell/vitest-preset';

export default defineShellVitestConfig({
  environment: 'node',
  mockBackend: false,
  extend: { test: { include: ['tests/**/*.test.mjs'] } },
});
