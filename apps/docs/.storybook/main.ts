import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** Workspace packages that Storybook reads from source, so it never needs a prior package build. */
const WORKSPACE_PACKAGES = 'site-config|ui|api-client|mocks|header|footer|markets|reminder|root';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs'],
  // mockServiceWorker.js lives in public/ and must be served from the root of the preview.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    // Props tables and controls come from the components' TypeScript props and their TSDoc.
    // react-docgen-typescript (not react-docgen): our props are interfaces spread over files and
    // packages (`HeaderProps` extends the slots, parts re-export another package's props), which
    // only the type checker resolves. Its program is tsconfig.docgen.json: the packages' .tsx sources.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../tsconfig.docgen.json', import.meta.url)),
      // The components (.tsx), and the one component defined in a .ts file.
      include: [`${repoRoot}packages/*/src/**/*.tsx`, `${repoRoot}packages/markets/src/search/useMarketSearchHotkey.ts`],
      exclude: ['**/*.test.tsx', '**/*.stories.tsx'],
      // `'light' | 'dark'` props become select controls, optional props read `T`, not `T | undefined`.
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Only our own props: not the hundreds of DOM/React attributes a component may spread.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
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
