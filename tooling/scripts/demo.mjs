#!/usr/bin/env node
// `npm run demo`: installs the workspace and starts the demo app on its built-in mock backend.
import { ensurePnpm, run } from './bootstrap.mjs';

const pnpm = ensurePnpm();
let status = run(pnpm, ['install', '--frozen-lockfile'], { pnpm });
// Message catalogs are compiled, not committed: compile them before the dev server imports them.
if (status === 0) status = run(pnpm, ['turbo', 'run', 'i18n:compile'], { pnpm });
if (status === 0) status = run(pnpm, ['--filter', '@shell/demo', 'dev'], { pnpm });
process.exit(status);
