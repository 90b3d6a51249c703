import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_EXECUTABLE } from '../../tooling/scripts/chromium.mjs';

// NEXT_HOST_PORT lets two checkouts run the suite side by side.
const PORT = Number(process.env.NEXT_HOST_PORT ?? 3100);
const CI = Boolean(process.env.CI);
const REPORT_DIR = process.env.SHELL_TEST_REPORT_DIR;
/**
 * `npm test` runs this suite from the consumer check (tooling/consumer/check.mjs) against the app
 * it built outside the workspace from the registry's tarballs: NEXT_HOST_APP_DIR is that app and
 * NEXT_HOST_NEXT_BIN its `next`. The suite then starts that build (one `next build` per run, and
 * the browser tests see the packages exactly as a downstream host installs them). Unset: this
 * workspace app, built here first.
 */
const PREBUILT_DIR = process.env.NEXT_HOST_APP_DIR;
const NEXT_BIN = process.env.NEXT_HOST_NEXT_BIN ?? 'next';

/**
 * The Next.js host's production build (`next build && next start`) in Debian's chromium. Sites
 * are hostnames (`tr.localhost`): chromium resolves every `*.localhost` to the loopback address.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: REPORT_DIR ? [['list'], ['json', { outputFile: `${REPORT_DIR}/playwright-next-host.json` }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${PORT}`,
    trace: 'on-first-retry',
    launchOptions: { executablePath: TEST_CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `${PREBUILT_DIR ? '' : 'next build && '}${NEXT_BIN} start --port ${PORT} --hostname 127.0.0.1`,
    ...(PREBUILT_DIR ? { cwd: PREBUILT_DIR } : {}),
    url: `http://127.0.0.1:${PORT}/plain`,
    env: { PORT: String(PORT), NEXT_TELEMETRY_DISABLED: '1' },
    reuseExistingServer: !CI,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
