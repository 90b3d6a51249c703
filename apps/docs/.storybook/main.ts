import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** Workspace packages that Storybook reads from source, so it never needs a prior package build. */
const WORKSPACE_PACKAGES = 'site-config|ui|api-client|mocks|header|footer|markets|reminder';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs'],
  // mockServiceWorker.js lives in public/ and must be served from the root of the preview.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      resolve: {
        // Same mapping as tooling/vitest-preset: `@shell/<pkg>` and `@shell/<pkg>/<entry>` resolve to src/.
        alias: [
          { find: /^@shell\/site-config\/theme\.css$/, replacement: `${repoRoot}packages/site-config/src/theme/theme.css` },
          { find: new RegExp(`^@shell/(${WORKSPACE_PACKAGES})/styles\\.css$`), replacement: `${repoRoot}packages/$1/src/styles.css` },
          { find: new RegExp(`^@shell/(${WORKSPACE_PACKAGES})$`), replacement: `${repoRoot}packages/$1/src/index.ts` },
          { find: new RegExp(`^@shell/(${WORKSPACE_PACKAGES})/([a-z-]+)$`), replacement: `${repoRoot}packages/$1/src/$2/index.ts` },
        ],
        // One React, one store library: two copies of react-redux or RTK is the classic shell bug.
        dedupe: ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', 'msw'],
      },
      server: { fs: { allow: [repoRoot] } },
    });
  },
};

export default config;
