// @storybook/test-runner ignores PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH; Debian's chromium is set here
// (this exact file name, next to .storybook/). See /work/shared/TOOLCHAIN.md gotchas 4 and 5.
import { getJestConfig } from '@storybook/test-runner';

const baseConfig = getJestConfig();

/** Flags that keep chromium quiet on a closed network. No --user-data-dir: Playwright makes its own profile. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...baseConfig,
  testEnvironmentOptions: {
    ...baseConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...baseConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: CHROMIUM_ARGS,
      },
    },
  },
};
