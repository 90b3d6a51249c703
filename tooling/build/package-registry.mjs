import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Issue 25 "bad input": a consumer that pins two @shell packages at different versions gets two
// copies of the code that must be one (the store, the API slice, the contexts), which fails
// silently: the header reads a store nobody fills. Every client entry of every published package
// registers its package's name and version, at load, in one registry on `globalThis` (under a
// `Symbol.for` key, so two copies of a package — or of this code — share it); in development a
// second version of a package, or a package of another version than @shell/api-client's, gets one
// console.error naming both.
//
// The code is appended to each client entry after the build (like "use client", see
// use-client.mjs) rather than written in every package's source: one copy of the rule, no export
// of it, and the version is the package.json's at build time. It is guarded by
// `process.env.NODE_ENV !== 'production'`, which every host bundler replaces as text: in a
// production build the whole statement is dead code and minifiers drop it (checked by
// tests/package-registry.test.mjs with esbuild). Where nothing replaced it and `process` does not
// exist (a page loading the files as they are), the `try` keeps the module loading.

/** The registry's global key: `globalThis[Symbol.for(REGISTRY_KEY)]`. */
export const REGISTRY_KEY = '@shell/packages';

/**
 * Registers `name@version` and reports each conflict once. Self-contained (no imports, no module
 * scope): its source text is what the build appends, so every copy of every package carries it.
 * The registry's shape is a contract between versions: `{ packages: {name, version}[], reported: string[] }`.
 * @param {string} name
 * @param {string} version
 * @param {(message: string) => void} [report]
 */
export function registerShellPackage(name, version, report) {
  const key = Symbol.for('@shell/packages');
  const registry = globalThis[key] || (globalThis[key] = { packages: [], reported: [] });
  const log = report || ((message) => console.error(message));
  const fix = 'Pin every @shell package to one version (the same exact version in package.json, one copy each in the lockfile).';
  const tell = (id, message) => {
    if (registry.reported.indexOf(id) >= 0) return;
    registry.reported.push(id);
    log(`[@shell] ${message} ${fix}`);
  };
  const others = registry.packages.filter((p) => !(p.name === name && p.version === version));
  if (others.length === registry.packages.length) registry.packages.push({ name, version });
  for (const other of others) {
    if (other.name === name) {
      const pair = [other.version, version].sort();
      tell(`${name}@${pair.join('|')}`, `Two versions of ${name} are loaded: ${pair[0]} and ${pair[1]}. Each copy has its own state, so the shell's parts stop seeing each other.`);
    } else if (other.name === '@shell/api-client' || name === '@shell/api-client') {
      const [client, part] = other.name === '@shell/api-client' ? [other, { name, version }] : [{ name, version }, other];
      if (client.version === part.version) continue;
      tell(`${part.name}@${part.version}|${client.name}@${client.version}`, `${part.name} ${part.version} is loaded with @shell/api-client ${client.version}: they are released together and only work at the same version.`);
    }
  }
}

/** The statement appended to a client entry of `name@version` (dead code in production builds). */
export function registrationSnippet(name, version) {
  const call = `(${registerShellPackage.toString()})(${JSON.stringify(name)}, ${JSON.stringify(version)});`;
  return `// @shell package registry (development only): two versions of the shell's packages in one page are reported.\ntry {\n  if (process.env.NODE_ENV !== 'production') ${call}\n} catch {}\n`;
}

/**
 * Appends the registration of `manifest` (`{ name, version }`, the package.json) to each client
 * entry in `outDir`. A file that already has it is left alone (tsup's watch mode rebuilds).
 */
export function addPackageRegistration(outDir, entryNames, manifest) {
  const snippet = registrationSnippet(manifest.name, manifest.version);
  for (const entry of entryNames) {
    const file = join(outDir, `${entry}.js`);
    if (!existsSync(file)) throw new Error(`package-registry: ${file} was not emitted`);
    const code = readFileSync(file, 'utf8');
    if (code.includes(snippet)) continue;
    // Before the source map comment, which tools look for at the end of the file.
    const map = code.lastIndexOf('\n//# sourceMappingURL=');
    const [body, tail] = map >= 0 ? [code.slice(0, map + 1), code.slice(map + 1)] : [code.endsWith('\n') ? code : `${code}\n`, ''];
    writeFileSync(file, `${body}${snippet}${tail}`);
  }
}
