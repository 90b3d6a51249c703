import type { APIRequestContext } from '@playwright/test';
import { expect, openDemo, test } from './fixtures';

/** V8's explicit compile hint (vite.config.ts, `startupCompileHints`). */
const HINT = '//# allFunctionsCalledOnLoad';

interface SourceMap {
  sources: string[];
  sourcesContent?: (string | null)[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The original [source, line] of a generated position, decoded from the map's `mappings` (source
 * map v3: `;` per generated line, `,` per segment, base64 VLQ fields relative to the last ones).
 */
function originalPosition(map: SourceMap, line: number, column: number): { source: string; line: number } | null {
  let source = 0;
  let originalLine = 0;
  let found: { source: string; line: number } | null = null;
  const lines = map.mappings.split(';');
  for (let generatedLine = 0; generatedLine < lines.length && generatedLine <= line; generatedLine += 1) {
    let generatedColumn = 0;
    for (const segment of lines[generatedLine]?.split(',') ?? []) {
      if (segment === '') continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      generatedColumn += fields[0] ?? 0;
      if (fields.length >= 4) {
        source += fields[1] ?? 0;
        originalLine += fields[2] ?? 0;
      }
      if (generatedLine === line && generatedColumn <= column && fields.length >= 4) {
        found = { source: map.sources[source] ?? '', line: originalLine };
      }
    }
  }
  return found;
}

async function load(request: APIRequestContext, path: string): Promise<{ code: string; map: SourceMap }> {
  const code = await (await request.get(path)).text();
  // Rolldown's runtime helper chunk is generated code with no sources: it ships without a map.
  if (/\/rolldown-runtime-[^/]+\.js$/.test(path)) return { code, map: { sources: [], mappings: '' } };
  const map = (await (await request.get(`${path}.map`)).json()) as SourceMap;
  return { code, map };
}

/** Checks the map at the first generated occurrence of `text` points at the source line holding it. */
function expectMapped({ code, map }: { code: string; map: SourceMap }, text: string, sourceEnd: string): void {
  const at = code.indexOf(text);
  expect(at, `"${text}" in the built chunk`).toBeGreaterThan(0);
  const before = code.slice(0, at).split('\n');
  const position = originalPosition(map, before.length - 1, before.at(-1)?.length ?? 0);
  expect(position?.source.endsWith(sourceEnd), `mapped to ${position?.source}`).toBe(true);
  const content = map.sourcesContent?.[map.sources.indexOf(position?.source ?? '')] ?? '';
  expect(content.split('\n')[position?.line ?? -1]).toContain(text);
}

test('the two start-up chunks carry the compile hint on their first line, lazy chunks do not, and the maps still match', async ({ page, request }) => {
  await openDemo(page, '/?user=user');
  const entry = await page.locator('script[type="module"][src]').first().getAttribute('src');
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((resource) => new URL(resource.name).pathname)
      .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
  );
  expect(entry).toMatch(/^\/assets\/index-.*\.js$/);

  const chunks = await Promise.all(scripts.map(async (path) => ({ path, ...(await load(request, path)) })));
  const startup = chunks.filter(({ map }) => map.sources.some((source) => /\/src\/(main\.ts|render\.tsx)$/.test(source)));
  expect(startup.map(({ path }) => path).sort()).toEqual(
    [entry, ...chunks.filter(({ map }) => map.sources.some((source) => source.endsWith('/src/render.tsx'))).map(({ path }) => path)].sort(),
  );
  expect(startup).toHaveLength(2);
  for (const { code } of startup) expect(code.split('\n')[0]).toBe(HINT);
  // Everything else the page loaded (catalogs, the footer, the panels' parts) compiles lazily.
  const lazy = chunks.filter((chunk) => !startup.includes(chunk));
  expect(lazy.length).toBeGreaterThan(0);
  for (const { path, code } of lazy) expect(code.includes(HINT), path).toBe(false);

  // The hint moved every line down by one; the maps moved with them.
  const main = startup.find(({ path }) => path === entry);
  const render = startup.find(({ path }) => path !== entry);
  if (!main || !render) throw new Error('start-up chunks not found');
  expectMapped(main, 'The demo could not start', '/src/main.ts');
  expectMapped(render, 'Demo controls', '/src/App.tsx');
});
