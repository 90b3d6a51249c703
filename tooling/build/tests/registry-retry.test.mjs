// A release that dies half-way: the registry goes down after two packages are published, so
// `changeset publish` fails with the rest unpublished. Running the same command again once the
// registry is back must finish the release: no version bump, every package published once, at
// the version of the workspace.
// On a workspace of three small packages shaped like ours (scoped, publishConfig with access and
// provenance, a `workspace:^` dependency), not the real ones: what is under test is the release
// command against a registry, and each publish costs seconds (the consumer check publishes and
// checks the real packages).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, packument, publishPackages, startRegistry } from '../../release/registry.mjs';

const VERSION = '1.0.0';
const NAMES = ['@shell/fixture-a', '@shell/fixture-b', '@shell/fixture-c'];

/** A pnpm workspace with changesets and three packages; `a` depends on `b` (`workspace:^`). */
function fixtureWorkspace() {
  const root = mkdtempSync(join(tmpdir(), 'shell-release-fixture-'));
  const write = (file, value) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), typeof value === 'string' ? value : `${JSON.stringify(value, null, 2)}\n`);
  };
  write('package.json', { name: 'fixture', private: true, packageManager: 'pnpm@10.34.9' });
  write('pnpm-workspace.yaml', 'packages:\n  - packages/*\n');
  write('.changeset/config.json', { changelog: false, commit: false, fixed: [NAMES], linked: [], access: 'public', baseBranch: 'main', updateInternalDependencies: 'patch', ignore: [] });
  for (const name of NAMES) {
    const dir = `packages/${name.split('/')[1]}`;
    const dependencies = name === NAMES[0] ? { [NAMES[1]]: 'workspace:^' } : {};
    write(`${dir}/package.json`, { name, version: VERSION, type: 'module', license: 'MIT', publishConfig: { access: 'public', provenance: true }, files: ['index.js'], exports: { '.': './index.js' }, dependencies });
    write(`${dir}/index.js`, `export const name = ${JSON.stringify(name)};\n`);
  }
  // What `pnpm install` links, so pnpm can rewrite `workspace:^` when it packs.
  mkdirSync(join(root, 'packages/fixture-a/node_modules/@shell'), { recursive: true });
  symlinkSync(join(root, 'packages/fixture-b'), join(root, 'packages/fixture-a/node_modules', NAMES[1]));
  return root;
}

/**
 * An HTTP proxy in front of the registry that forwards the first `allowed` publishes (PUTs of a
 * package document) and then crashes the registry: every later request gets a refused socket, as
 * from a registry that went away.
 */
async function proxyThatCrashesAfter(registry, allowed) {
  const target = new URL(registry.url);
  let forwarded = 0;
  let finished = 0;
  let crashed = false;
  const published = [];
  const server = createServer((req, res) => {
    const publish = req.method === 'PUT' && /^\/@shell(%2f|\/)[^/]+$/i.test(req.url);
    if (crashed || (publish && forwarded >= allowed)) {
      req.socket.destroy();
      return;
    }
    if (publish) forwarded += 1;
    const upstream = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('end', async () => {
        if (!publish) return;
        if (answer.statusCode === 201) published.push(decodeURIComponent(req.url.slice(1)));
        finished += 1;
        if (finished === allowed) {
          crashed = true;
          await registry.stop({ keep: true, signal: 'SIGKILL' });
        }
      });
    });
    upstream.on('error', () => req.socket.destroy());
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${port}/`, published, close: () => new Promise((done) => server.close(done)) };
}

describe('changeset publish after a registry failure half-way', () => {
  const cleanups = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('fails while the registry is down, then a rerun publishes the rest without a version bump', { timeout: 120_000 }, async () => {
    const workspace = fixtureWorkspace();
    cleanups.push(() => rmSync(workspace, { recursive: true, force: true }));
    const manifests = () => NAMES.map((name) => readFileSync(join(workspace, 'packages', name.split('/')[1], 'package.json'), 'utf8'));
    const before = manifests();

    const first = await startRegistry();
    cleanups.push(() => first.stop());
    const proxy = await proxyThatCrashesAfter(first, 2);
    cleanups.push(() => proxy.close());

    // npm retries a refused request for a minute or more (fetch-retries); failing at once is enough here.
    const failed = await publishPackages(first, { cwd: workspace, url: proxy.url, env: { npm_config_fetch_retries: '0' } }).then(
      () => null,
      (error) => error,
    );
    expect(failed, 'changeset publish must fail when the registry dies').toBeInstanceOf(Error);
    expect(failed.message).toMatch(/packages failed to publish/);
    expect(proxy.published).toHaveLength(2);
    expect(first.child.signalCode, 'the registry was killed').toBe('SIGKILL');

    // The same storage, the same port: what the two publishes wrote is still there.
    const again = await startRegistry({ dir: first.dir, port: first.port });
    cleanups.push(() => again.stop());
    const held = async () => Object.fromEntries(await Promise.all(NAMES.map(async (name) => [name, Object.keys((await packument(again, name))?.versions ?? {})])));
    const halfway = await held();
    expect(NAMES.filter((name) => halfway[name].length > 0).sort()).toEqual([...proxy.published].sort());
    const missing = NAMES.filter((name) => !proxy.published.includes(name));
    expect(missing).toHaveLength(1);

    const output = await publishPackages(again, { cwd: workspace });
    // The two already there are skipped (changeset asks the registry first), the third published.
    expect(output).toMatch(new RegExp(`Publishing "${missing[0]}" at "${VERSION}"`));
    for (const name of proxy.published) expect(output).not.toMatch(new RegExp(`Publishing "${name}"`));
    expect(output).toMatch(/packages published successfully/);
    expect(await held()).toEqual(Object.fromEntries(NAMES.map((name) => [name, [VERSION]])));
    // `workspace:^` became the version's range in the published manifest.
    expect((await packument(again, NAMES[0])).versions[VERSION].dependencies).toEqual({ [NAMES[1]]: `^${VERSION}` });
    // No version bump: the workspace's manifests are as they were.
    expect(manifests()).toEqual(before);
  });
});
