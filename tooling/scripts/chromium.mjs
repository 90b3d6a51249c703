// Debian's chromium and the flags that keep it quiet on a closed network (no browser downloads on
// these machines; see ../../shared/TOOLCHAIN.md gotchas 4 and 5). Shared by Playwright and the
// Storybook test-runner. No --user-data-dir: Playwright makes a fresh profile itself.
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
