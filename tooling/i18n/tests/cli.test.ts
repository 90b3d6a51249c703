import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { check, ensureCompiled, extract, extractedVersusCommitted, placeholdersOf, sameAsEnglish } from '../index.mjs';

const CLI = fileURLToPath(new URL('../cli.mjs', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

function run(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const scratchDirs: string[] = [];
function scratchCopy(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'shell-i18n-test-'));
  scratchDirs.push(dir);
  cpSync(fixture(name), dir, { recursive: true });
  return dir;
}
afterEach(() => {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('shell-i18n check', () => {
  it('passes when every locale has exactly the English ids and placeholders', () => {
    const { code, out } = run(['check', '--locales', 'en,de,ja'], fixture('complete'));
    expect(code).toBe(0);
    expect(out).toContain('catalogs complete');
  });

  it.each([
    ['missing-key', 'missing-key', 'app.plain'],
    ['extra-key', 'extra-key', 'app.obsolete'],
    ['changed-placeholder', 'placeholders', 'app.greeting'],
    ['plural-dropped', 'placeholders', 'app.unread'],
    ['tag-dropped', 'placeholders', 'app.rich'],
    ['invalid-icu', 'invalid-icu', 'de'],
    ['empty-translation', 'empty', 'app.plain'],
  ])('fails (exit 1) on %s', (name, kind, where) => {
    const { code, err } = run(['check', '--locales', 'en,de'], fixture(name));
    expect(code).toBe(1);
    expect(err).toContain(`[${kind}]`);
    expect(err).toContain(where);
  });

  it('fails when a required locale has no catalog', () => {
    const { code, err } = run(['check', '--locales', 'en,de,fr'], fixture('missing-catalog'));
    expect(code).toBe(1);
    expect(err).toContain('fr: [missing-catalog]');
  });

  it('requires the nine shell locales by default', () => {
    const { ok, problems } = check({ cwd: fixture('complete') });
    expect(ok).toBe(false);
    expect(problems.filter((p) => p.kind === 'missing-catalog').map((p) => p.locale)).toEqual(['zh', 'zh-tw', 'tr', 'ar', 'fr', 'es']);
  });

  it('names the expected and the found placeholders', () => {
    const { problems } = check({ cwd: fixture('changed-placeholder'), locales: ['en', 'de'] });
    expect(problems).toEqual([
      { locale: 'de', id: 'app.greeting', kind: 'placeholders', detail: 'expected {name} but found {nom}' },
    ]);
  });
});

describe('placeholdersOf', () => {
  it('collects arguments, formatted arguments, plural/select arguments and tags, not plural cases', () => {
    const ast = [
      { type: 1, value: 'name' },
      { type: 2, value: 'amount' },
      { type: 5, value: 'gender', options: { other: { value: [{ type: 1, value: 'nested' }] } } },
      { type: 6, value: 'count', pluralType: 'cardinal', options: { one: { value: [{ type: 7 }] }, other: { value: [] } } },
      { type: 8, value: 'link', children: [{ type: 0, value: 'x' }] },
    ];
    expect([...placeholdersOf(ast)].sort()).toEqual(['<link>', 'amount:number', 'count:plural', 'gender:select', 'name', 'nested']);
  });
});

describe('shell-i18n compile, pseudo and extract', () => {
  it('compiles every catalog to AST in lang/compiled, replacing what was there', () => {
    const dir = scratchCopy('complete');
    expect(run(['pseudo'], dir).code).toBe(0);
    expect(existsSync(join(dir, 'lang/compiled/en-XA.json'))).toBe(true);

    const { code } = run(['compile'], dir);
    expect(code).toBe(0);
    const de = JSON.parse(readFileSync(join(dir, 'lang/compiled/de.json'), 'utf8'));
    expect(de['app.greeting']).toEqual([
      { type: 0, value: 'Hallo ' },
      { type: 1, value: 'name' },
    ]);
    expect(existsSync(join(dir, 'lang/compiled/ja.json'))).toBe(true);
    // A build runs `compile` only, so the pseudo-locale never reaches a bundle.
    expect(existsSync(join(dir, 'lang/compiled/en-XA.json'))).toBe(false);
  });

  it('writes the en-XA pseudo-locale: accented, bracketed, placeholders kept', () => {
    const dir = scratchCopy('complete');
    expect(run(['pseudo'], dir).code).toBe(0);
    const pseudo = JSON.parse(readFileSync(join(dir, 'lang/compiled/en-XA.json'), 'utf8'));
    const greeting = pseudo['app.greeting'] as { type: number; value: string }[];
    expect(greeting[0]).toEqual({ type: 0, value: '[' });
    expect(greeting.at(-1)).toEqual({ type: 0, value: ']' });
    expect(greeting.some((el) => el.type === 0 && /Ħ/.test(el.value))).toBe(true);
    expect([...placeholdersOf(greeting)]).toEqual(['name']);
  });

  it('rejects an unknown pseudo-locale', () => {
    const { code, err } = run(['pseudo', '--locale', 'xx-XX'], scratchCopy('complete'));
    expect(code).toBe(1);
    expect(err).toContain('unknown pseudo-locale');
  });

  it('extracts defineMessages descriptors from src (tests excluded) into lang/en.json, sorted by id', () => {
    const dir = scratchCopy('extract-src');
    const { code, out } = run(['extract'], dir);
    expect(code).toBe(0);
    expect(out).toContain('2 messages');
    const en = JSON.parse(readFileSync(join(dir, 'lang/en.json'), 'utf8'));
    expect(Object.keys(en)).toEqual(['app.greeting', 'app.plain']);
    expect(en['app.greeting']).toEqual({ defaultMessage: 'Hello {name}', description: 'greeting' });
  });

  it('prints usage and exits 1 on an unknown command', () => {
    const { code, err } = run(['translate'], fixture('complete'));
    expect(code).toBe(1);
    expect(err).toContain('usage: shell-i18n');
  });
});

describe('test helpers', () => {
  it('ensureCompiled compiles when lang/compiled is missing or older than a catalog, and only then', () => {
    const dir = scratchCopy('complete');
    expect(ensureCompiled({ cwd: dir })).toBe(true);
    expect(existsSync(join(dir, 'lang/compiled/de.json'))).toBe(true);
    expect(ensureCompiled({ cwd: dir })).toBe(false);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dir, 'lang/de.json'), later, later);
    expect(ensureCompiled({ cwd: dir })).toBe(true);
  }, 60_000);

  it('sameAsEnglish lists the ids a catalog copies from English, optionally among some ids', () => {
    const dir = scratchCopy('complete');
    const de = JSON.parse(readFileSync(join(dir, 'lang/de.json'), 'utf8'));
    const en = JSON.parse(readFileSync(join(dir, 'lang/en.json'), 'utf8'));
    expect(sameAsEnglish({ cwd: dir, locale: 'de' })).toEqual([]);
    writeFileSync(join(dir, 'lang/de.json'), JSON.stringify({ ...de, 'app.plain': en['app.plain'] }));
    expect(sameAsEnglish({ cwd: dir, locale: 'de' })).toEqual(['app.plain']);
    expect(sameAsEnglish({ cwd: dir, locale: 'de', ids: ['app.greeting'] })).toEqual([]);
  });

  it('extractedVersusCommitted shows a stale lang/en.json without overwriting it', () => {
    const dir = scratchCopy('extract-src');
    extract({ cwd: dir });
    const fresh = extractedVersusCommitted({ cwd: dir });
    expect(fresh.extracted).toBe(fresh.committed);
    writeFileSync(join(dir, 'lang/en.json'), '{}\n');
    const stale = extractedVersusCommitted({ cwd: dir });
    expect(stale.extracted).not.toBe(stale.committed);
    expect(readFileSync(join(dir, 'lang/en.json'), 'utf8')).toBe('{}\n');
  }, 60_000);
});
