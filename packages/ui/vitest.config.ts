import { defineShellVitestConfig } from '@shell/vitest-preset';

// No mock backend: nothing in @shell/ui calls the network, and the backend's setup would load
// @shell/api-client, which this package must not depend on.
export default defineShellVitestConfig({ mockBackend: false });
