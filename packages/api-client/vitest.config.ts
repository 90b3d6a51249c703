import { defineShellVitestConfig } from '@shell/vitest-preset';

export default defineShellVitestConfig();
