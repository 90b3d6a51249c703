import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_EXECUTABLE } from '../../tooling/scripts/chromium.mjs';

// DEMO_PORT lets two checkouts (or two people) run the suite side by side.
const PORT = Number(process.env.DEMO_PORT ?? 4173);
const CI = Boolean(process.env.CI);
// `npm test` sums every runner's JSON report into its closing `N passed, N failed` line.
// DEMO_OUT_DIR keeps side-by-side runs from building into the same folder.
const OUT_DIR = process.env.DEMO_OUT_DIR ?? 'dist';
const REPORT_DIR = process.env.SHELL_TEST_REPORT_DIR;
// `npm test` builds the demo once (turbo's build, no API URL) and serves that build here.
const PREBUILT = process.env.DEMO_PREBUILT === '1';

/**
 * End-to-end tests of the built demo in Debian's chromium (never `playwright install`: the
 * machines have no route to Playwright's browser CDN). The flags keep chromium quiet on a
 * closed network; see ../../shared/TOOLCHAIN.md.
 */
export default defineConfig({
  fullyParallel: true,
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: REPORT_DIR ? [['list'], ['json', { outputFile: `${REPORT_DIR}/playwright-demo.json` }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace only of a retry (CI retries once): recording one for every test cost ~6 % of the suite's CPU.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: TEST_CHROMIUM_EXECUTABLE,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'e2e', testDir: './e2e' },
    // Visual regression (issue 23): `toHaveScreenshot` against the baselines committed in
    // visual/__screenshots__, in the same run and server as the e2e suite. Deliberate updates:
    // `pnpm --filter @shell/demo screenshots:update` (then review the PNG diff).
    {
      name: 'visual',
      testDir: './visual',
      snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
      // `npm test` runs this suite beside the unit tests on 2 cores: a page load can wait seconds for
      // a core there (CI timed out on three page loads, never on a pixel). Twice the e2e time limits,
      // and one retry on CI: a real pixel change fails its retry too, so it still fails the run.
      retries: CI ? 1 : 0,
      timeout: 60_000,
      expect: {
        timeout: 20_000,
        // A few pixels of anti-aliasing may differ between chromium builds; a ratio would let the colour
        // of a small tag's text change unnoticed (0.2 % of a 1440 px bar is 280 pixels).
        toHaveScreenshot: { maxDiffPixels: 12, animations: 'disabled', caret: 'hide', scale: 'css' },
      },
      use: {
        deviceScaleFactor: 1,
        launchOptions: { executablePath: TEST_CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--disable-lcd-text'] },
      },
    },
  ],
  webServer: {
    // Always the production build: the mock worker, the pre-paint script and the aliases are
    // tested as shipped. VITE_SHELL_API_BASE_URL is cleared so the mock backend is used.
    command: `${PREBUILT ? '' : `vite build --outDir ${OUT_DIR} && `}vite preview --outDir ${OUT_DIR} --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/`,
    env: { VITE_SHELL_API_BASE_URL: '' },
    reuseExistingServer: !CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
