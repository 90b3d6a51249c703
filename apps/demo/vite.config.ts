import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport } from 'vite';
import type { Alias, Plugin } from 'vite';
import type * as SiteConfigModule from '../../packages/site-config/src/index';
import type * as SiteConfigSettings from '../../packages/site-config/src/settings';
import type * as SiteConfigI18n from '../../packages/site-config/src/i18n';
const packagesDir = fileURLToPath(new URL('../../packages/', import.meta.url));

/**
 * `@shell/*` resolves to each workspace package's `src/`, in dev and in build, so the demo never
 * needs a prior package build and there is exactly one copy of the API slice (the same rule as
 * tooling/vitest-preset). The list is read from disk so packages that land later are picked up.
 */
function workspaceSourceAliases(): Alias[] {
  const names = readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`${packagesDir}${entry.name}/src/index.ts`))
    .map((entry) => entry.name);
  if (names.length === 0) return [];
  const group = names.join('|');
  return [
    { find: new RegExp(`^@shell/(${group})$`), replacement: `${packagesDir}$1/src/index.ts` },
    // Published CSS entries and where they live in the sources (same mapping as the docs app).
    { find: /^@shell\/site-config\/theme\.css$/, replacement: `${packagesDir}site-config/src/theme/theme.css` },
    { find: new RegExp(`^@shell/(${group})/styles\\.css$`), replacement: `${packagesDir}$1/src/styles.css` },
    // Subpath entries whose source is a single file rather than a folder's index.ts.
    { find: /^@shell\/markets\/messages$/, replacement: `${packagesDir}markets/src/loadMarketsMessages.ts` },
    { find: new RegExp(`^@shell/(${group})/([a-z-]+)$`), replacement: `${packagesDir}$1/src/$2/index.ts` },
  ];
}

/**
 * Feeds the pre-paint script in index.html the cookie names and values from @shell/site-config,
 * so the script cannot drift from the settings model it mirrors.
 */
function shellBootConfig(): Plugin {
  let script: Promise<string> | undefined;
  // Loaded through Vite's module runner (not a static import) so the config itself stays loadable
  // by Vite's native config loader, which cannot read extensionless TypeScript imports.
  const load = async () => {
    const options = { configFile: false, logLevel: 'silent' } as const;
    // The cookie values and the Chinese-language rule are site-config's own (not its public API).
    const [{ module: siteConfig }, { module: settings }, { module: i18n }] = await Promise.all([
      runnerImport<typeof SiteConfigModule>(`${packagesDir}site-config/src/index.ts`, options),
      runnerImport<typeof SiteConfigSettings>(`${packagesDir}site-config/src/settings.ts`, options),
      runnerImport<typeof SiteConfigI18n>(`${packagesDir}site-config/src/i18n.ts`, options),
    ]);
    const { COOKIE_NAMES, SITE_KEYS, SITES, textDirection } = siteConfig;
    const { THEME_COOKIE_VALUE } = settings;
    // Every page language (catalogs and the server's other languages), not only the catalogs.
    const { isChineseLang, LANGUAGES } = i18n;
    return JSON.stringify({
      themeCookie: COOKIE_NAMES.theme,
      darkValue: THEME_COOKIE_VALUE.dark,
      riseCookie: COOKIE_NAMES.riseColor,
      langs: LANGUAGES,
      rtl: LANGUAGES.filter((lang) => textDirection(lang) === 'rtl'),
      chinese: LANGUAGES.filter(isChineseLang),
      // Sites whose rise colour is forced (spec §6: US green-up).
      forcedRise: Object.fromEntries(SITE_KEYS.flatMap((key) => (SITES[key].forcedRiseColor ? [[key, SITES[key].forcedRiseColor]] : []))),
    });
  };
  return {
    name: 'shell-boot-config',
    async transformIndexHtml(html) {
      script ??= load();
      return html.replace('__SHELL_BOOT_CONFIG__', await script);
    },
  };
}

/**
 * The published packages ship without translator notes (`description`, stripped by their tsup
 * build); the demo bundles their sources, so its production build strips them the same way.
 */
function stripTranslatorNotes(): Plugin {
  const strip = import('../../tooling/build/strip-descriptions.mjs');
  return {
    name: 'shell-strip-message-descriptions',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\/packages\/[^/]+\/src\/.*\.tsx?$/.test(id) || !code.includes('defineMessage')) return null;
      return { code: (await strip).stripMessageDescriptions(code, id), map: null };
    },
  };
}

/**
 * Marks the chunks the first render runs — the entry and `src/render.tsx` — with V8's explicit
 * compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+,
 * https://v8.dev/blog/explicit-compile-hints). Chrome then compiles their functions while the file
 * streams in, on a background thread, instead of one by one on the main thread as each is first
 * called. Nearly every function in these two chunks runs before the first paint; the lazy chunks
 * (flyouts, footer, panels, catalogs) stay lazily compiled. Other engines read it as a comment.
 */
function startupCompileHints(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'shell-startup-compile-hints',
    apply: 'build',
    // After Vite's own generateBundle, which puts its preload map at the top: the hint must come
    // before the first function of the file.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          if (!chunk.isEntry && !chunk.facadeModuleId?.endsWith('/src/render.tsx')) continue;
          chunk.code = HINT + chunk.code;
          // One line more at the top: the source map's generated lines move down by one. The
          // map file is already in the bundle by now, as an asset of its own.
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}

/**
 * `vite preview` answers every file with `Cache-Control: no-cache`, so each page of a browser
 * context asked for the ~40 chunks again and compiled them again. The build's file names carry a
 * content hash: sent as `immutable`, as a production host or CDN would, they are loaded once per
 * context (the e2e suites open many pages per context).
 */
function immutableAssets(): Plugin {
  return {
    name: 'shell-immutable-assets',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/assets/')) {
          const setHeader = res.setHeader.bind(res);
          res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' ? 'public, max-age=31536000, immutable' : value);
        }
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [stripTranslatorNotes(), react(), shellBootConfig(), startupCompileHints(), immutableAssets()],
  resolve: {
    alias: workspaceSourceAliases(),
    // Two copies of React, Redux or the toolkit is the classic bug of a linked workspace.
    dedupe: ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', 'msw'],
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { sourcemap: true },
});
