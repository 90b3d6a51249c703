import { existsSync } from 'node:fs';

// Debian's chromium and the flags that keep it quiet on a closed network (no browser downloads on
// these machines; see ../../shared/TOOLCHAIN.md gotchas 4 and 5). Shared by Playwright and the
// Storybook test-runner. No --user-data-dir: Playwright makes a fresh profile itself.
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's `chromium-headless-shell` package: the same Blink and V8 without the browser around them. */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser the test suites run (Playwright, the Storybook test-runner, the consumer check):
 * the headless shell when it is installed (`npm test` installs it beside chromium), else chromium.
 * It is what Playwright itself runs headless tests in; on our suites it takes about a third less
 * CPU (demo shell.spec: 42 → 26 CPU s) and draws the same pixels (the visual baselines, made in
 * chromium, pass in it unchanged). Benchmarks keep the full browser (Lighthouse measures a real
 * one). CHROMIUM_PATH overrides both.
 */
export const TEST_CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_EXECUTABLE);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
