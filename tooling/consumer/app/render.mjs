// The server side of the consumer check's downstream app: plain Node ESM, importing the shell
// packages as npm installed them from the registry. It
//   1. imports every JavaScript entry of every package and resolves every CSS entry,
//   2. renders the whole shell with renderToString for two sites (main, us) × (visitor, user),
//      on the packages' own mock backend (`@shell/mocks` with the features'
//      `mocks` entries, under msw/node), with the
//      data prefetched into the request's store and handed to `<ShellRoot prepared>` of
//      @shell/root as the PreparedShell its server helper returns,
//   3. asserts the HTML shows what the spec and the regional policy give each site.
// Exits non-zero with one line per failed expectation.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { setupServer } from 'msw/node';

const PACKAGES = ['site-config', 'api-client', 'mocks', 'header', 'markets', 'reminder', 'footer', 'root'].map((name) => `@shell/${name}`);
/** Entries bound to an optional peer this app does not install (`@shell/root/next` needs Next.js). */
const skipped = [];
const failures = [];
function expect(condition, message) {
  if (!condition) failures.push(message);
}

// 1. Every export of every package, as a consumer would import it.
let entries = 0;
for (const name of PACKAGES) {
  const manifestPath = fileURLToPath(import.meta.resolve(`${name}/package.json`));
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  for (const subpath of Object.keys(manifest.exports)) {
    if (subpath === './package.json') continue;
    const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
    entries += 1;
    if (subpath.endsWith('.css')) {
      // Node cannot import CSS; a bundler would read this file, so check it exists, is CSS, and
      // that its relative @imports ship in the tarball too.
      let file;
      try {
        file = fileURLToPath(import.meta.resolve(specifier));
      } catch (error) {
        failures.push(`${specifier}: does not resolve (${error.message})`);
        continue;
      }
      const css = readFileSync(file, 'utf8');
      expect(/[.:][\w-]+[^{}]*\{[^}]*\}/.test(css), `${specifier}: ${file} holds no CSS rule`);
      for (const [, target] of css.matchAll(/@import\s+(?:url\()?['"]([^'"]+)['"]/g)) {
        try {
          readFileSync(join(dirname(file), target));
        } catch {
          failures.push(`${specifier}: @import '${target}' is missing from the package`);
        }
      }
      continue;
    }
    try {
      const module = await import(specifier);
      expect(Object.keys(module).length > 0, `${specifier}: the module exports nothing`);
    } catch (error) {
      const missing = /Cannot find package '([^']+)'/.exec(error.message)?.[1];
      // Next.js ships its subpaths (`next/link`) without an exports map: they resolve in its
      // bundler, never in plain Node ESM. The check's Next.js app (installed beside this one,
      // so `next` is here too) builds and serves that entry instead.
      const unresolvedIn = /Cannot find module '[^']*\/node_modules\/((?:@[^/]+\/)?[^/']+)\/[^']*'/.exec(error.message)?.[1];
      if (missing && manifest.peerDependenciesMeta?.[missing]?.optional) skipped.push(`${specifier} (optional peer ${missing} not installed)`);
      else if (unresolvedIn === 'next' && manifest.peerDependenciesMeta?.next?.optional) skipped.push(`${specifier} (needs the Next.js bundler; built by the Next.js app)`);
      else failures.push(`${specifier}: import failed in Node: ${error.message}`);
    }
  }
}
if (failures.length > 0) finish();

const { createShellStore } = await import('@shell/api-client');
const { createMemoryLogger, createMemoryStorage, shellDocumentAttributes } = await import('@shell/api-client/core');
const { createMockBackend } = await import('@shell/mocks');
const { marketsMockFeature } = await import('@shell/markets/mocks');
const { reminderMockFeature } = await import('@shell/reminder/mocks');
const { headerMockFeature } = await import('@shell/header/mocks');
const { createMessageLoader, loadSiteConfigMessages } = await import('@shell/site-config');
const { prefetchHeaderData } = await import('@shell/header');
const { loadHeaderMessages } = await import('@shell/header/messages');
const { LEGAL_DISCLOSURES_PATH } = await import('@shell/footer');
const { loadFooterMessages } = await import('@shell/footer/messages');
const { loadReminderMessages } = await import('@shell/reminder/messages');
const { loadMarketsMessages } = await import('@shell/markets/messages');
const root = await import('@shell/root');

const backend = createMockBackend({ latencyMs: 0, features: [headerMockFeature, marketsMockFeature, reminderMockFeature] });
const server = setupServer(...backend.handlers);
server.listen({ onUnhandledRequest: (request) => failures.push(`unmocked request ${request.method} ${request.url}`) });

// React and react-intl report problems (missing messages, keys, invalid markup) on the console.
const consoleProblems = [];
for (const level of ['error', 'warn']) {
  console[level] = (...args) => consoleProblems.push(`console.${level}: ${args.map(String).join(' ').slice(0, 300)}`);
}

// Each package loads its precompiled catalogs from chunks inside its dist: they must all ship.
const CATALOGS = { 'site-config': loadSiteConfigMessages, header: loadHeaderMessages, footer: loadFooterMessages, reminder: loadReminderMessages, markets: loadMarketsMessages };
for (const [name, load] of Object.entries(CATALOGS)) {
  for (const locale of ['en', 'zh', 'tr']) {
    try {
      const catalog = await load(locale);
      expect(Object.keys(catalog).length > 0, `@shell/${name}: the ${locale} catalog is empty`);
    } catch (error) {
      failures.push(`@shell/${name}: the ${locale} catalog does not load: ${error.message}`);
    }
  }
}
const loadMessages = createMessageLoader(Object.values(CATALOGS));
const messages = { en: await loadMessages('en'), zh: await loadMessages('zh') };

// The footer and the bell's working half are chunks of their own: renderToString has them once
// they are preloaded (a streaming render waits for them).
await Promise.all([root.Footer.preload(), root.ReminderBell.preload()]);

/**
 * One request of a server-rendering host: a fresh store, the header's data prefetched, handed to
 * `<ShellRoot prepared>` as the PreparedShell the server helper returns, then renderToString.
 */
async function renderShell(site, user, lang = 'en') {
  backend.reset({ site, user });
  const logger = createMemoryLogger();
  const store = createShellStore({
    config: { baseUrl: 'https://www.gate.example', logger, storage: createMemoryStorage(), getCookies: () => '' },
    session: { site, lang },
    listen: false,
  });
  await prefetchHeaderData(store, { pathname: '/' });
  const state = store.getState();
  const attributes = shellDocumentAttributes(state.shellSession);
  const prepared = { version: 1, site, lang, session: state.shellSession, api: state.shellApi, messages: messages[lang], htmlAttributes: attributes };

  const started = performance.now();
  const html = renderToString(
    h(
      root.ShellRoot,
      { prepared, logger, pathname: '/', search: '' },
      h(root.AnnouncementBar),
      h(root.Header),
      h('main', { id: 'content' }),
      h(root.Footer),
    ),
  );
  const ms = performance.now() - started;
  const fallbacks = logger.entries.filter((entry) => entry.level === 'warn' || entry.level === 'error');
  return { html, ms, fallbacks };
}

// 2 + 3. What differs between the two sites (spec §1, §6 and the site-config policy):
//   main: language switch in the header, app-download QR in the footer, the global entity.
//   us:   no language switch, no app-download QR, the "not investment advice" disclaimer linking to
//         the legal disclosures, the US entity.
const SITES = {
  main: { entity: 'Gate Global Ltd.', language: true, downloadQr: true, usDisclaimer: false },
  us: { entity: 'Gate US Inc.', language: false, downloadQr: false, usDisclaimer: true },
};
const counted = (html, pattern) => (html.match(pattern) ?? []).length;
const results = [];
for (const [site, want] of Object.entries(SITES)) {
  for (const user of ['visitor', 'user']) {
    const label = `${site}/${user}`;
    const { html, ms, fallbacks } = await renderShell(site, user);
    results.push(`${label}: ${(html.length / 1024).toFixed(1)} KB HTML in ${ms.toFixed(1)} ms`);
    expect(new RegExp(`<header[^>]*data-site="${site}"`).test(html), `${label}: no <header data-site="${site}">`);
    expect(counted(html, /<footer[\s>]/g) === 1, `${label}: expected exactly one <footer>`);
    expect(html.includes(want.entity), `${label}: the footer lacks the site's entity "${want.entity}"`);
    expect(!html.includes(SITES[site === 'main' ? 'us' : 'main'].entity), `${label}: the other site's entity is in the page`);
    // Logged in: wallet menu and bell; visitor: login and signup links and neither of those.
    expect(html.includes('data-menu="wallet"') === (user === 'user'), `${label}: wallet menu ${user === 'user' ? 'missing' : 'shown to a visitor'}`);
    expect(html.includes('shell-reminder-bell') === (user === 'user'), `${label}: reminder bell ${user === 'user' ? 'missing' : 'shown to a visitor'}`);
    // The bell itself, not its placeholder (the preload above has its chunk in).
    expect(!html.includes('shell-reminder-bell__trigger" aria-disabled'), `${label}: the bell's placeholder was rendered`);
    expect(/href="\/login"/.test(html) === (user === 'visitor'), `${label}: login link ${user === 'visitor' ? 'missing' : 'shown to a user'}`);
    expect(html.includes('data-entry="language"') === want.language, `${label}: header language switch ${want.language ? 'missing' : 'shown (the US hides it)'}`);
    expect(html.includes('shell-footer-app__qr') === want.downloadQr, `${label}: footer app-download QR ${want.downloadQr ? 'missing' : 'shown'}`);
    expect(html.includes(`href="${LEGAL_DISCLOSURES_PATH}"`) === want.usDisclaimer, `${label}: US disclaimer link to ${LEGAL_DISCLOSURES_PATH} ${want.usDisclaimer ? 'missing' : 'shown'}`);
    expect(fallbacks.length === 0, `${label}: the mock backend's happy path logged ${fallbacks.map((entry) => `${entry.event}:${entry.source}:${entry.reason}`).join(', ')}`);
  }
}
// The same request in Chinese: the shell's texts come from the zh catalogs.
{
  const { html } = await renderShell('main', 'user', 'zh');
  const text = html.replace(/<[^>]+>/g, ' ');
  const han = (text.match(/[\u4e00-\u9fff]/g) ?? []).length;
  results.push(`main/user/zh: ${han} Han characters`);
  expect(han > 50, `main/user/zh: only ${han} Han characters in the text: the zh catalogs are not applied`);
  expect(/<a[^>]*href="\/zh\//.test(html), 'main/user/zh: no /zh/-prefixed link');
}
expect(consoleProblems.length === 0, `console output while rendering:\n    ${consoleProblems.join('\n    ')}`);
server.close();
for (const line of results) process.stdout.write(`  ${line}\n`);
process.stdout.write(`  ${entries} package entries imported or resolved${skipped.length > 0 ? `; skipped ${skipped.join(', ')}` : ''}\n`);
finish();

function finish() {
  if (failures.length > 0) {
    process.stderr.write(`server render: ${failures.length} problem(s)\n${failures.map((line) => `  - ${line}`).join('\n')}\n`);
    process.exit(1);
  }
  process.exit(0);
}
