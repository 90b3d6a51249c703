import { defineShellVitestConfig } from '@shell/vitest-preset';

// Handlers and data only: no DOM to render, so no jsdom.
export default defineShellVitestConfig({ environment: 'node' });
