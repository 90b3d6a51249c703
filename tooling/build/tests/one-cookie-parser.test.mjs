import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Issue 21 L6: one cookie library parses and writes cookies (@shell/site-config's functions on
// `cookie`). `pnpm lint` enforces it on the product code of every package; here the rule meets
// the hand parsers it exists to stop (the first is the one api-client's server requests had).
const ROOT = join(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

async function cookieFindings(code, file = 'packages/api-client/src/example.ts') {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return result.messages.filter((m) => m.message.includes('issue 21 L6')).map((m) => m.ruleId);
}

describe('one cookie parser (issue 21 L6)', () => {
  it.each([
    ['splitting a cookie string on ";"', "export const pairs = (s: string) => s.split(';').map((p) => p.trim());"],
    ['splitting on "; "', "export const pairs = (s: string) => s.split('; ');"],
    ['splitting on a regular expression with ";"', 'export const pairs = (s: string) => s.split(/;\\s*/);'],
    ['assigning document.cookie', "export function write(v: string) { document.cookie = v; }"],
  ])('refuses %s in product code', async (_name, code) => {
    expect(await cookieFindings(code)).toEqual(['no-restricted-syntax']);
  });

  it.each(['cookie', 'js-cookie', 'universal-cookie'])('refuses a cookie library of its own (%s)', async (name) => {
    expect(await cookieFindings(`import { parse } from '${name}';\nexport const p = parse;`)).toEqual(['no-restricted-imports']);
  });

  it("accepts reading the raw string and handing it to site-config's parser", async () => {
    const code = "import { readCookie } from '@shell/site-config';\nexport const lang = () => readCookie(document.cookie, 'lang');\nexport const parts = (p: string) => p.split('/');";
    expect(await cookieFindings(code)).toEqual([]);
  });

  it('leaves the parser itself, the one writer and tests alone', async () => {
    expect(await cookieFindings("import { parseCookie } from 'cookie';\nexport const p = parseCookie;", 'packages/site-config/src/cookies.ts')).toEqual([]);
    expect(await cookieFindings('export function apply(v: string) { document.cookie = v; }', 'packages/api-client/src/browserCookies.ts')).toEqual([]);
    expect(await cookieFindings("export const pairs = (s: string) => s.split(';');", 'packages/api-client/src/example.test.ts')).toEqual([]);
  });
});
