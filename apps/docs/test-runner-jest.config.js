// @storybook/test-runner ignores PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH; Debian's chromium is set here
// (this exact file name, next to .storybook/). See /work/shared/TOOLCHAIN.md gotchas 4 and 5.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, TEST_CHROMIUM_EXECUTABLE } from '../../tooling/scripts/chromium.mjs';

const baseConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...baseConfig,
  // Besides the stories: the docs pages (the test-runner skips them) and the getting-started
  // pages' check against the example hosts' files. Same run, same report, same browser.
  testMatch: [...(baseConfig.testMatch ?? []), '<rootDir>/apps/docs/tests/*.test.cjs'],
  // 15 → 30 s a story: the policy-matrix stories render and filter the whole matrix (every gated
  // item × its decision); on a 2-core CI machine with the Playwright lane beside them, one took
  // over 15 s. A hung story still fails, 15 s later.
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...baseConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...baseConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: TEST_CHROMIUM_EXECUTABLE,
        headless: true,
        args: CHROMIUM_ARGS,
      },
    },
  },
};
