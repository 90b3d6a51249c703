import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_EXECUTABLE } from '../../tooling/scripts/chromium.mjs';

// NEXT_HOST_PORT lets two checkouts run the suite side by side.
const PORT = Number(process.env.NEXT_HOST_PORT ?? 3100);
const CI = Boolean(process.env.CI);
const REPORT_DIR = process.env.SHELL_TEST_REPORT_DIR;

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
    trace: 'retain-on-failure',
    launchOptions: { executablePath: TEST_CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `next build && next start --port ${PORT} --hostname 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/plain`,
    env: { PORT: String(PORT), NEXT_TELEMETRY_DISABLED: '1' },
    reuseExistingServer: !CI,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
