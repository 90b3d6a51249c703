import { defineShellVitestConfig } from '@shell/vitest-preset';

export default defineShellVitestConfig({ mockFeatures: './tests/mock-features.ts' });
