// By path: @shell/vitest-preset is not a dependency of the demo, and the preset is plain JS
// so Vite's native config loader can read it.
import { defineShellVitestConfig } from '../../tooling/vitest-preset/index.js';

// The demo's unit tests are pure URL-state logic (no network); the browser behaviour is in e2e/.
export default defineShellVitestConfig({ environment: 'node', mockBackend: false });
