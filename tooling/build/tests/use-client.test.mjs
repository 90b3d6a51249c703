import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addUseClientDirectives, clientEntryNames, USE_CLIENT } from '../use-client.mjs';

function distWith(files) {
  const dir = mkdtempSync(join(tmpdir(), 'use-client-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('"use client" on client entries', () => {
  it('names every entry but the server-safe ones', () => {
    const entry = { index: 'a', preferences: 'b', messages: 'c', model: 'd', mocks: 'e', server: 'f', lazy: 'h' };
    expect(clientEntryNames(entry)).toEqual(['index', 'preferences', 'lazy']);
    expect(clientEntryNames({ index: 'a', mocks: 'b' })).toEqual(['index']);
    expect(clientEntryNames(entry, ['lazy'])).toEqual(['index', 'preferences']);
  });

  it('makes the directive the first line of each entry file, once, and shifts its source map by that line', () => {
    const map = { version: 3, sources: ['src/index.ts'], names: [], mappings: 'AAAA;AACA' };
    const dir = distWith({ 'index.js': 'export const a = 1;\nexport const b = 2;\n', 'index.js.map': JSON.stringify(map), 'chunk-X.js': 'export {};\n' });
    expect(addUseClientDirectives(dir, ['index'])).toEqual(['index']);
    expect(readFileSync(join(dir, 'index.js'), 'utf8')).toBe(`${USE_CLIENT}\nexport const a = 1;\nexport const b = 2;\n`);
    expect(JSON.parse(readFileSync(join(dir, 'index.js.map'), 'utf8')).mappings).toBe(';AAAA;AACA');
    // Chunks are left alone; a second run (tsup watch) changes nothing.
    expect(readFileSync(join(dir, 'chunk-X.js'), 'utf8')).toBe('export {};\n');
    expect(addUseClientDirectives(dir, ['index'])).toEqual([]);
    expect(JSON.parse(readFileSync(join(dir, 'index.js.map'), 'utf8')).mappings).toBe(';AAAA;AACA');
  });

  it('fails loudly when a listed entry was not emitted', () => {
    expect(() => addUseClientDirectives(distWith({}), ['index'])).toThrow(/index\.js was not emitted/);
  });
});
