import { mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addPackageRegistration, REGISTRY_KEY, registerShellPackage, registrationSnippet } from '../package-registry.mjs';

// Issue 25 "bad input": two versions of @shell packages in one page are reported in development,
// once, naming both; production builds carry none of it.
const key = Symbol.for(REGISTRY_KEY);

afterEach(() => {
  delete globalThis[key];
});

function register(list) {
  const messages = [];
  for (const [name, version] of list) registerShellPackage(name, version, (message) => messages.push(message));
  return messages;
}

describe('registerShellPackage', () => {
  it('is silent when every package is at @shell/api-client’s version, however often each registers', () => {
    expect(register([['@shell/api-client', '1.2.0'], ['@shell/header', '1.2.0'], ['@shell/header', '1.2.0'], ['@shell/root', '1.2.0']])).toEqual([]);
    expect(globalThis[key].packages).toEqual([
      { name: '@shell/api-client', version: '1.2.0' },
      { name: '@shell/header', version: '1.2.0' },
      { name: '@shell/root', version: '1.2.0' },
    ]);
  });

  it('reports a second copy of a package at another version, naming both versions, once', () => {
    const messages = register([['@shell/header', '1.2.0'], ['@shell/header', '1.3.0'], ['@shell/header', '1.3.0'], ['@shell/header', '1.2.0']]);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^\[@shell\] Two versions of @shell\/header are loaded: 1\.2\.0 and 1\.3\.0\./);
    expect(messages[0]).toMatch(/Pin every @shell package to one version/);
  });

  it('reports a package of another version than @shell/api-client’s, whichever loads first', () => {
    const later = register([['@shell/api-client', '1.2.0'], ['@shell/markets', '1.3.0']]);
    delete globalThis[key];
    const earlier = register([['@shell/markets', '1.3.0'], ['@shell/api-client', '1.2.0']]);
    for (const messages of [later, earlier]) {
      expect(messages).toEqual([expect.stringMatching(/^\[@shell\] @shell\/markets 1\.3\.0 is loaded with @shell\/api-client 1\.2\.0: .* Pin every @shell package to one version/)]);
    }
  });

  it('compares the features with @shell/api-client, not with each other', () => {
    // Two features that agree with each other but not with the api-client: one line each.
    const messages = register([['@shell/header', '1.3.0'], ['@shell/footer', '1.3.0'], ['@shell/api-client', '1.2.0']]);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('@shell/header 1.3.0 is loaded with @shell/api-client 1.2.0');
    expect(messages[1]).toContain('@shell/footer 1.3.0 is loaded with @shell/api-client 1.2.0');
  });

  it('writes to console.error when no reporter is given', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    registerShellPackage('@shell/ui', '1.0.0');
    registerShellPackage('@shell/ui', '2.0.0');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toContain('Two versions of @shell/ui are loaded: 1.0.0 and 2.0.0');
  });
});

/** Two built copies of a package's client entry, as two lockfile entries would install them. */
function builtCopy(version, body = 'export const part = "header";\n') {
  const dist = mkdtempSync(join(tmpdir(), 'package-registry-'));
  writeFileSync(join(dist, 'index.js'), `"use client";\n${body}//# sourceMappingURL=index.js.map\n`);
  writeFileSync(join(dist, 'index.js.map'), JSON.stringify({ version: 3, sources: [], names: [], mappings: '' }));
  addPackageRegistration(dist, ['index'], { name: '@shell/header', version });
  return join(dist, 'index.js');
}

describe('the registration appended to client entries', () => {
  it('two copies of a package at different versions, imported into one process: one console.error naming both', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const [first, second] = [builtCopy('0.9.0'), builtCopy('1.0.0')];
    await import(pathToFileURL(first).href);
    await import(pathToFileURL(second).href);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toContain('Two versions of @shell/header are loaded: 0.9.0 and 1.0.0');
  });

  it('keeps "use client" first and the source map comment last, and is appended once', () => {
    const file = builtCopy('1.0.0');
    addPackageRegistration(join(file, '..'), ['index'], { name: '@shell/header', version: '1.0.0' });
    const code = readFileSync(file, 'utf8');
    expect(code.startsWith('"use client";\n')).toBe(true);
    expect(code.endsWith('//# sourceMappingURL=index.js.map\n')).toBe(true);
    expect(code.split('Symbol.for("@shell/packages")')).toHaveLength(2);
  });

  it('is dead code in a production build: a minifier that replaces NODE_ENV drops all of it', async () => {
    const esbuild = await import(createRequire(realpathSync(join(import.meta.dirname, '../../../node_modules/tsup/package.json'))).resolve('esbuild'));
    const code = `export const part = 1;\n${registrationSnippet('@shell/header', '1.0.0')}`;
    const production = esbuild.transformSync(code, { minify: true, format: 'esm', define: { 'process.env.NODE_ENV': '"production"' } }).code;
    const development = esbuild.transformSync(code, { minify: true, format: 'esm', define: { 'process.env.NODE_ENV': '"development"' } }).code;
    expect(production).not.toContain('@shell');
    expect(production.length).toBeLessThan(40);
    expect(development).toContain('Symbol.for("@shell/packages")');
  });

  it('never throws where nothing replaced process.env.NODE_ENV and there is no process', () => {
    const run = new Function('process', registrationSnippet('@shell/header', '1.0.0'));
    expect(() => run(undefined)).not.toThrow();
    expect(globalThis[key]).toBeUndefined();
  });
});
