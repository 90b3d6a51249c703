#!/usr/bin/env node
// The whole shell's initial JS, as a browser downloads it: what a page loads before anyone opens
// a flyout, a dialog, the drawer or the bell. size-limit sums every chunk of a bundle, lazy ones
// included; this bundles the way a host app does (esbuild, minified, code splitting, the ICU
// parser aliased away as the api-client README says) and sums, gzipped file by file, the entry
// and the chunks it imports statically. Lazy chunks are listed beside it.
//
// It also checks where the market endpoints landed: `@shell/markets` owns them so that they load
// with its lazy flyout chunk; a marker of them in a start-up file fails the check, and so does a
// markets chunk without them (the marker list would have gone stale).
//
//   node tooling/size/initial-js.mjs [--json]      exits 1 when a budget or the placement check fails
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(join(ROOT, 'packages/api-client/package.json'));
// The esbuild the packages are built with (a dependency of tsup; pnpm does not hoist it).
const esbuild = await import(createRequire(realpathSync(join(ROOT, 'node_modules/tsup/package.json'))).resolve('esbuild'));
const NO_PARSER = createRequire(require.resolve('@formatjs/intl')).resolve('@formatjs/icu-messageformat-parser/no-parser.js');

/** Budgets in KB gzip. Raise one only on purpose, in the change that explains why. */
export const BUDGETS = {
  // Issue 8's budget was 60 (measured 59.55 KB; see tooling/size/README.md). 60 → 63: the security
  // and spec work of issues 21/22 and the icon set of issue 23 landed together (measured 62.76):
  // one maintained cookie library instead of three hand-written parsers (about 1.5), the checked
  // navigation, the image allow-list, retries with backoff and the snapshot check (about 1), the
  // icons (1.0), the full-site bulletin. 63 → 60 (issue 19's budget again, measured 57.88): the
  // shell's intl binds only the formatters it uses (−1.2) and the bell's poller, calls and schemas
  // load with its own chunk, for signed-in users only (−3.7). 60 → 50, issue 24's goal (measured
  // 49.86 with the logo and the flyout skeleton of issue 23, was 58.47): zod and every start-up call's schema load beside the first requests
  // (`SchemaSource`, −7.4); `normalizedQueryFn` (used by lazy features only) left `core` for the
  // `schemas` entry; the search micro-app's loader is fetched when search is first opened; the
  // texts only lazy panels draw left the bar's and the bell's message groups.
  initial: 50,
  // zod, the response schemas of the start-up calls and `normalizedQueryFn` (measured 11.45 KB in
  // 6 files): they download beside the first requests, after the initial JS has run.
  schemas: 12,
  markets: 25,
  // 10.5 → 11: the QR code (a chunk shared with the header's download panel) is fetched with the
  // footer since `@shell/api-client/ui` stopped re-exporting it; it left the initial JS.
  // 11 → 11.5 (measured 11.39): the social marks left the start-up JS for the footer's chunk,
  // with the globe and chevron it draws (issue 19: each package owns its icons; initial fell).
  // 11.5 → 12.25 (measured 12.06): the EU cookie notice's reject and per-category choices (issue 23
  // item 9) and the bidi isolation of data text; the chunk loads after the first paint.
  footer: 12.25,
};
/** The dist files of the start-up calls' schema modules (tsup names a dynamic chunk after its source). */
const STARTUP_SCHEMA_MODULE = /packages\/(api-client|header|markets)\/dist\/(sharedResponses|headerSchemas|currencyOptionResponse)-[A-Z0-9]+\.js$/;
/**
 * Strings only the market endpoints carry (call paths and endpoint names survive minification).
 * The "Pay with" chooser's fiat list is start-up code on purpose and is not one of them.
 */
export const MARKET_ENDPOINT_MARKERS = ['/apiw/v2/market/spots', 'getSpotMarkets', '/apiw/v2/market/futures', 'getFuturesMarkets', '/apiw/v2/alpha/markets', '/apiw/v2/common/tabs'];
const PEERS = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'];
const pkg = (name, entry = 'index.js') => JSON.stringify(join(ROOT, 'packages', name, 'dist', entry));

// What a host page imports to show the shell (see apps/demo/src/shell/ShellFrame.tsx).
const ENTRY = `
export { ShellProvider, createShellStore } from ${pkg('api-client')};
export { Header } from ${pkg('header')};
export { loadHeaderMessages } from ${pkg('header', 'messages.js')};
export { AnnouncementBar } from ${pkg('header', 'preferences.js')};
// The "Pay with" button shows with the header (main site, for one), so it is start-up code.
export { PayWithPanel } from ${pkg('markets', 'pay-with.js')};
export { LazyFooter } from ${pkg('footer', 'lazy.js')};
export { loadFooterMessages } from ${pkg('footer', 'messages.js')};
export { ReminderBell } from ${pkg('reminder')};
export { loadReminderMessages } from ${pkg('reminder', 'messages.js')};
export const loadMarkets = () => import(${pkg('markets')});
`;

/** `packages/header/dist/chunk-X.js` → `@shell/header dist/chunk-X.js`; node_modules → the package name. */
const moduleName = (input) => {
  const nodeModule = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(input);
  if (nodeModule) return `${nodeModule[1]} ${nodeModule[2]}`;
  const own = /packages\/([^/]+)\/(.*)$/.exec(input);
  return own ? `@shell/${own[1]} ${own[2]}` : input;
};
const KB = (bytes) => Math.round((bytes / 1024) * 100) / 100;

export async function measure() {
  const dir = mkdtempSync(join(tmpdir(), 'shell-size-'));
  try {
    const entry = join(dir, 'entry.js');
    writeFileSync(entry, ENTRY);
    // The packages' own tsconfig.json map `@shell/*` to their sources (for type checking in the
    // workspace); esbuild would follow those paths from each dist file and bundle a second,
    // source copy of site-config. A host app resolves the published packages: no paths.
    const tsconfig = join(dir, 'tsconfig.json');
    writeFileSync(tsconfig, '{}');
    const result = await esbuild.build({
      entryPoints: [entry],
      tsconfig,
      bundle: true,
      minify: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      outdir: join(dir, 'out'),
      write: false,
      metafile: true,
      logLevel: 'silent',
      external: PEERS,
      alias: { '@formatjs/icu-messageformat-parser': NO_PARSER },
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const outputs = result.metafile.outputs;
    const bytes = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
    const contents = (key) => bytes.get(resolve(key)) ?? bytes.get(resolve(process.cwd(), key));
    const gz = (key) => gzipSync(contents(key), { level: 9 }).length;
    const entryKey = Object.keys(outputs).find((key) => outputs[key].entryPoint?.endsWith('entry.js'));
    const closure = (start, exclude = new Set()) => {
      const seen = new Set();
      const stack = [start];
      while (stack.length > 0) {
        const key = stack.pop();
        if (seen.has(key) || exclude.has(key)) continue;
        seen.add(key);
        for (const imported of outputs[key].imports) if (!imported.external && imported.kind === 'import-statement') stack.push(imported.path);
      }
      return seen;
    };
    const initial = closure(entryKey);
    // The start-up calls' response schemas (and zod): chunks of their own that the initial files
    // import dynamically when the first requests go out (`SchemaSource`). They download beside those
    // requests, so by the time a flyout or the footer opens they are in: counted apart, and not again
    // in the lazy chunks below.
    const schemaEntries = Object.keys(outputs).filter((key) =>
      Object.keys(outputs[key].inputs).some((input) => STARTUP_SCHEMA_MODULE.test(input)),
    );
    const schemas = new Set(schemaEntries.flatMap((key) => [...closure(key, initial)]));
    const beforeInteraction = new Set([...initial, ...schemas]);
    // Every input must be a package's published build: a source file here means a second copy.
    const sources = [...new Set(Object.values(outputs).flatMap((output) => Object.keys(output.inputs)))].filter((input) => /packages\/[^/]+\/src\//.test(input));
    if (sources.length > 0) throw new Error(`bundled from sources, not the packages' dist: ${sources.slice(0, 5).join(', ')}`);
    // The markets flyouts: the dynamic import's chunk and what it loads beyond the initial files.
    const marketsKey = Object.keys(outputs).find((key) => outputs[key].entryPoint?.endsWith('packages/markets/dist/index.js'));
    const markets = marketsKey ? closure(marketsKey, beforeInteraction) : new Set();
    // The footer: the chunk LazyFooter fetches as the page renders (it is below the fold).
    const footerKey = Object.keys(outputs).find((key) => Object.keys(outputs[key].inputs).some((input) => /packages\/footer\/dist\/Footer-[A-Z0-9]+\.js$/.test(input)));
    const footer = footerKey ? closure(footerKey, beforeInteraction) : new Set();
    // Message catalogs: one per language, loaded on demand; not listed.
    const isCatalog = (key) => /\/(en|zh|zh-tw|tr|ja|ar|de|fr|es)-[A-Za-z0-9_-]+\.js$/.test(key);
    const lazy = Object.keys(outputs).filter((key) => !beforeInteraction.has(key) && !markets.has(key) && !footer.has(key) && !isCatalog(key));
    const sum = (keys) => [...keys].reduce((total, key) => total + gz(key), 0);
    const text = (key) => new TextDecoder().decode(contents(key));
    const markersIn = (keys) => MARKET_ENDPOINT_MARKERS.filter((marker) => [...keys].some((key) => text(key).includes(marker)));
    const initialWithMarkers = [...initial].filter((key) => MARKET_ENDPOINT_MARKERS.some((marker) => text(key).includes(marker)));
    return {
      marketEndpoints: {
        // Start-up files holding a marker (must be none) and the markers the markets chunk holds (must be all).
        inInitial: initialWithMarkers.map((key) => ({ file: key.split('/').pop(), markers: markersIn([key]) })),
        inMarketsChunk: markersIn(markets),
      },
      initial: { files: initial.size, gzipKB: KB(sum(initial)) },
      schemas: { files: schemas.size, gzipKB: KB(sum(schemas)) },
      markets: { files: markets.size, gzipKB: KB(sum(markets)) },
      footer: { files: footer.size, gzipKB: KB(sum(footer)) },
      // Which modules the initial JS is made of (minified bytes, before gzip), biggest first.
      initialModules: Object.entries(
        [...initial].reduce((acc, key) => {
          for (const [input, { bytesInOutput }] of Object.entries(outputs[key].inputs)) acc[moduleName(input)] = (acc[moduleName(input)] ?? 0) + bytesInOutput;
          return acc;
        }, {}),
      )
        .map(([module, bytes]) => ({ module, minifiedKB: KB(bytes) }))
        .sort((a, b) => b.minifiedKB - a.minifiedKB),
      otherLazyChunks: lazy.map((key) => ({ file: key.split('/').pop(), gzipKB: KB(gz(key)) })).sort((a, b) => b.gzipKB - a.gzipKB),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await measure();
  if (process.argv.includes('--json')) console.log(JSON.stringify(figures, null, 2));
  else {
    console.log(`Whole shell, initial JS: ${figures.initial.gzipKB} KB gzip in ${figures.initial.files} files (budget ${BUDGETS.initial} KB, issue 8)`);
    console.log(`Start-up schemas + zod:  ${figures.schemas.gzipKB} KB gzip in ${figures.schemas.files} files (budget ${BUDGETS.schemas} KB; fetched beside the first requests)`);
    console.log(`Markets flyouts, lazy:   ${figures.markets.gzipKB} KB gzip in ${figures.markets.files} files (budget ${BUDGETS.markets} KB)`);
    console.log(`Footer, lazy:            ${figures.footer.gzipKB} KB gzip in ${figures.footer.files} files (budget ${BUDGETS.footer} KB; fetched as the page renders)`);
    console.log(`Other lazy chunks:       ${figures.otherLazyChunks.map((chunk) => `${chunk.file} ${chunk.gzipKB}`).join(', ')}`);
  }
  const over = Object.entries(BUDGETS).filter(([name, budget]) => figures[name].gzipKB > budget);
  for (const [name, budget] of over) console.error(`over budget: ${name} ${figures[name].gzipKB} KB > ${budget} KB`);
  // Response schemas load with their response (`SchemaSource`, api-client README): zod in the
  // start-up files means a start-up module imported a schema or `@shell/api-client/schemas`.
  const zodAtStartUp = figures.initialModules.filter((entry) => entry.module.startsWith('zod '));
  if (zodAtStartUp.length > 0) console.error(`zod in the initial JS (${zodAtStartUp.map((entry) => entry.module).join(', ')}): a start-up module imports a schema`);
  const { inInitial, inMarketsChunk } = figures.marketEndpoints;
  const missing = MARKET_ENDPOINT_MARKERS.filter((marker) => !inMarketsChunk.includes(marker));
  for (const { file, markers } of inInitial) console.error(`market endpoints in the initial JS: ${file} holds ${markers.join(', ')}`);
  if (missing.length > 0) console.error(`the markets chunk lacks the market endpoint markers ${missing.join(', ')} (moved, or the list is stale)`);
  if (!process.argv.includes('--json') && inInitial.length === 0 && missing.length === 0) {
    console.log(`Market endpoints:        in the markets chunk only (${MARKET_ENDPOINT_MARKERS.length} markers checked)`);
  }
  process.exit(over.length > 0 || inInitial.length > 0 || missing.length > 0 || zodAtStartUp.length > 0 ? 1 : 0);
}
