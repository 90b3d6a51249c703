import type { NextConfig } from 'next';

const config: NextConfig = {
  // The e2e suite reads every console message: keep the dev overlay's indicator out of the page.
  devIndicators: false,
  poweredByHeader: false,
  // The shell's catalogs are precompiled: the browser never needs the ICU message parser (about
  // 9 KB gzip). The alias the @shell/api-client README asks every host bundler for; browser only,
  // the server keeps the parser.
  turbopack: {
    resolveAlias: { '@formatjs/icu-messageformat-parser': { browser: '@formatjs/icu-messageformat-parser/no-parser.js' } },
  },
};

export default config;
