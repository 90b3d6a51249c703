import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../tooling/scripts/chromium.mjs';

// Visual regression of the shell (issue 23): `toHaveScreenshot` of the production build in Debian's
// chromium, against baselines committed in visual/__screenshots__. Same server as the e2e suite
// (DEMO_PORT / DEMO_OUT_DIR let it run beside another checkout).
//   pnpm --filter @shell/demo screenshots          compare
//   pnpm --filter @shell/demo screenshots:update   rewrite the baselines (review the PNG diff!)
const PORT = Number(process.env.DEMO_PORT ?? 4173);
const OUT_DIR = process.env.DEMO_OUT_DIR ?? 'dist';
const REPORT_DIR = process.env.SHELL_TEST_REPORT_DIR;

export default defineConfig({
  testDir: './visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: REPORT_DIR ? [['list'], ['json', { outputFile: `${REPORT_DIR}/playwright-demo-visual.json` }]] : 'list',
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // A few pixels of anti-aliasing may differ between chromium builds; a ratio would let the colour
    // of a small tag's text change unnoticed (0.2 % of a 1440 px bar is 280 pixels).
    toHaveScreenshot: { maxDiffPixels: 12, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    deviceScaleFactor: 1,
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--disable-lcd-text'] },
  },
  webServer: {
    command: `vite build --outDir ${OUT_DIR} && vite preview --outDir ${OUT_DIR} --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/`,
    env: { VITE_SHELL_API_BASE_URL: '' },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
