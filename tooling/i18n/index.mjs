// The shell's i18n scripts: thin wrappers around the `formatjs` CLI (@formatjs/cli) with the
// repo's conventions baked in, plus a catalog check that formatjs does not have.
//
// Every function works on one package: `cwd` is the package directory, its source catalog is
// `lang/en.json`, translations are `lang/<locale>.json`, compiled output goes to `lang/compiled/`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SOURCE_LOCALE = 'en';
/** The locales the shell ships complete catalogs for (mirrors SHELL_LOCALES of @shell/site-config). */
export const DEFAULT_LOCALES = Object.freeze(['en', 'zh', 'zh-tw', 'tr', 'ja', 'ar', 'de', 'fr', 'es']);
export const DEFAULT_PSEUDO_LOCALE = 'en-XA';
/** Pseudo-locales formatjs can generate. */
export const PSEUDO_LOCALES = Object.freeze(['xx-LS', 'xx-AC', 'xx-HA', 'en-XA', 'en-XB']);

const SOURCE_GLOB = 'src/**/*.{ts,tsx}';
const IGNORE_GLOBS = ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.{ts,tsx}', 'src/**/*.d.ts'];

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The formatjs CLI entry, found by walking up from `cwd` and from this folder (pnpm hoists
 * @formatjs/cli to the repo root). Run with the current Node so it works the same on Windows.
 * `FORMATJS_CLI` overrides the lookup.
 */
export function findFormatjsCli(cwd = process.cwd()) {
  if (process.env.FORMATJS_CLI) return process.env.FORMATJS_CLI;
  for (const start of [cwd, here]) {
    let dir = resolve(start);
    for (;;) {
      const pkgJson = join(dir, 'node_modules', '@formatjs', 'cli', 'package.json');
      if (existsSync(pkgJson)) {
        const { bin } = JSON.parse(readFileSync(pkgJson, 'utf8'));
        const rel = typeof bin === 'string' ? bin : bin.formatjs;
        return join(dirname(pkgJson), rel);
      }
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new Error('shell-i18n: @formatjs/cli not found; install the workspace with pnpm first');
}

function formatjs(args, cwd) {
  try {
    return execFileSync(process.execPath, [findFormatjsCli(cwd), ...args], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = String(error.stderr ?? '').split('\n').find((line) => line.trim() !== '') ?? error.message;
    throw new Error(`formatjs ${args[0]} failed: ${stderr}`, { cause: error });
  }
}

const langDir = (cwd) => join(cwd, 'lang');
const compiledDir = (cwd) => join(langDir(cwd), 'compiled');

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function writeJson(file, value) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** Sorted by id so diffs of the catalogs stay small and reviewable. */
function sortById(catalog) {
  return Object.fromEntries(Object.keys(catalog).sort().map((id) => [id, catalog[id]]));
}

/** Locales with a catalog in `lang/`, source first. */
export function catalogLocales(cwd = process.cwd()) {
  const dir = langDir(cwd);
  if (!existsSync(dir)) return [];
  const locales = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
  return [...locales.filter((l) => l === SOURCE_LOCALE), ...locales.filter((l) => l !== SOURCE_LOCALE)];
}

/**
 * `extract`: every `defineMessages` / `defineMessage` / `formatMessage` call with an explicit id
 * in `src/**\/*.{ts,tsx}` (tests and stories excluded) → `lang/en.json` in the formatjs default
 * format `{ id: { defaultMessage, description } }`. formatjs matches those calls by name, so a
 * package without runtime dependencies can use a local identity `defineMessages`.
 */
export function extract({ cwd = process.cwd(), outFile = join(langDir(cwd), `${SOURCE_LOCALE}.json`) } = {}) {
  const args = ['extract', SOURCE_GLOB, ...IGNORE_GLOBS.flatMap((g) => ['--ignore', g]), '--throws'];
  const out = formatjs(args, cwd);
  const catalog = sortById(JSON.parse(out));
  const target = resolve(cwd, outFile);
  writeJson(target, catalog);
  return { outFile: target, count: Object.keys(catalog).length };
}

/**
 * `compile`: every `lang/<locale>.json` → `lang/compiled/<locale>.json` as precompiled AST
 * (`--ast`), so the runtime never needs the ICU parser. Fails on the first invalid message.
 * Files in `lang/compiled/` that no catalog produces are removed: a package's loader bundles every
 * file in it (one chunk per locale), so a stale catalog or a pseudo-locale must never reach a
 * build. Each file is compiled aside and renamed over the old one, so a typecheck or test running
 * at the same time (turbo runs a package's typecheck beside its dependants' builds) always finds
 * every catalog, old or new, never a missing one.
 */
export function compile({ cwd = process.cwd() } = {}) {
  const dir = compiledDir(cwd);
  mkdirSync(dir, { recursive: true });
  const scratch = mkdtempSync(join(dir, '.compiling-'));
  const written = [];
  try {
    for (const locale of catalogLocales(cwd)) {
      const staged = join(scratch, `${locale}.json`);
      formatjs(['compile', join('lang', `${locale}.json`), '--ast', '--out-file', staged], cwd);
      const outFile = join(dir, `${locale}.json`);
      renameSync(staged, outFile);
      written.push(outFile);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (!written.includes(file)) rmSync(file, { recursive: true, force: true });
  }
  return written;
}

/**
 * For tests: `compile` when `lang/compiled/` is missing or older than any catalog (it is a build
 * output, gitignored). Returns whether it compiled.
 */
export function ensureCompiled({ cwd = process.cwd() } = {}) {
  const stale = catalogLocales(cwd).some((locale) => {
    const out = join(compiledDir(cwd), `${locale}.json`);
    return !existsSync(out) || statSync(out).mtimeMs < statSync(join(langDir(cwd), `${locale}.json`)).mtimeMs;
  });
  if (stale) compile({ cwd });
  return stale;
}

/**
 * For tests: what `extract` would write now and what `lang/en.json` holds, so a test can assert
 * the committed source catalog is up to date with `src/` (written to a scratch file, never over
 * the committed one).
 */
export function extractedVersusCommitted({ cwd = process.cwd() } = {}) {
  const scratch = mkdtempSync(join(tmpdir(), 'shell-i18n-extract-'));
  try {
    const { outFile } = extract({ cwd, outFile: join(scratch, `${SOURCE_LOCALE}.json`) });
    return { extracted: readFileSync(outFile, 'utf8'), committed: readFileSync(join(langDir(cwd), `${SOURCE_LOCALE}.json`), 'utf8') };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * For tests: the ids whose text in `locale` is exactly the English text (untranslated copies, or
 * words that really are the same), sorted; `ids` limits the check to some messages.
 */
export function sameAsEnglish({ cwd = process.cwd(), locale, ids } = {}) {
  const read = (l) => JSON.parse(readFileSync(join(langDir(cwd), `${l}.json`), 'utf8'));
  const en = read(SOURCE_LOCALE);
  const catalog = read(locale);
  return (ids ?? Object.keys(en)).filter((id) => catalog[id]?.defaultMessage === en[id]?.defaultMessage).sort();
}

/**
 * `pseudo`: the source catalog compiled into a pseudo-locale (default `en-XA`: accented and
 * bracketed, `[Ħḗḗŀŀǿǿ]`). Tests render with it so a hard-coded or concatenated string is the
 * one piece of text without brackets and accents. Builds run `compile` only, so the
 * pseudo-locale never ships; tests may write it elsewhere with `outFile`.
 */
export function pseudo({ cwd = process.cwd(), locale = DEFAULT_PSEUDO_LOCALE, outFile = join(compiledDir(cwd), `${locale}.json`) } = {}) {
  if (!PSEUDO_LOCALES.includes(locale)) throw new Error(`unknown pseudo-locale ${locale} (one of ${PSEUDO_LOCALES.join(', ')})`);
  const target = resolve(cwd, outFile);
  mkdirSync(dirname(target), { recursive: true });
  formatjs(['compile', join('lang', `${SOURCE_LOCALE}.json`), '--ast', '--pseudo-locale', locale, '--out-file', target], cwd);
  return target;
}

const AST = { literal: 0, argument: 1, number: 2, date: 3, time: 4, select: 5, plural: 6, pound: 7, tag: 8 };
const KIND = { [AST.number]: 'number', [AST.date]: 'date', [AST.time]: 'time', [AST.select]: 'select' };

/**
 * The placeholders of one compiled (AST) message: `name` for `{name}`, `name:number|date|time`,
 * `name:select`, `name:plural` / `name:selectordinal`, `<tag>` for rich-text tags. Plural and
 * select cases are walked; their keys are not compared (plural categories differ per language).
 */
export function placeholdersOf(ast, found = new Set()) {
  for (const el of ast) {
    switch (el.type) {
      case AST.argument:
        found.add(el.value);
        break;
      case AST.number:
      case AST.date:
      case AST.time:
        found.add(`${el.value}:${KIND[el.type]}`);
        break;
      case AST.select:
      case AST.plural: {
        const kind = el.type === AST.select ? 'select' : el.pluralType === 'ordinal' ? 'selectordinal' : 'plural';
        found.add(`${el.value}:${kind}`);
        for (const option of Object.values(el.options)) placeholdersOf(option.value, found);
        break;
      }
      case AST.tag:
        found.add(`<${el.value}>`);
        placeholdersOf(el.children, found);
        break;
      default:
        break;
    }
  }
  return found;
}

/** Compiles one catalog file to AST in a scratch folder; ICU syntax errors become a thrown Error. */
function compileToAst(file, cwd) {
  const scratch = mkdtempSync(join(tmpdir(), 'shell-i18n-'));
  try {
    const outFile = join(scratch, 'out.json');
    formatjs(['compile', file, '--ast', '--out-file', outFile], cwd);
    return readJson(outFile);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * `check`: every locale must have exactly the ids of `en.json`, valid ICU, and the same
 * placeholders as English. `locales` lists catalogs that must exist (default: the shell's nine);
 * any other `lang/*.json` found is checked too.
 * @returns {{ ok: boolean, problems: { locale: string, id?: string, kind: string, detail: string }[] }}
 */
export function check({ cwd = process.cwd(), locales = DEFAULT_LOCALES } = {}) {
  const problems = [];
  const sourceFile = join(langDir(cwd), `${SOURCE_LOCALE}.json`);
  if (!existsSync(sourceFile)) {
    return { ok: false, problems: [{ locale: SOURCE_LOCALE, kind: 'missing-catalog', detail: 'lang/en.json not found; run shell-i18n extract' }] };
  }
  const present = catalogLocales(cwd);
  for (const locale of locales) {
    if (!present.includes(locale)) problems.push({ locale, kind: 'missing-catalog', detail: `lang/${locale}.json not found` });
  }

  const compiled = {};
  for (const locale of present) {
    try {
      compiled[locale] = compileToAst(join('lang', `${locale}.json`), cwd);
    } catch (error) {
      problems.push({ locale, kind: 'invalid-icu', detail: error.message });
    }
  }
  const source = compiled[SOURCE_LOCALE];
  if (!source) return { ok: false, problems };
  const sourceIds = Object.keys(source);
  const sourcePlaceholders = Object.fromEntries(sourceIds.map((id) => [id, [...placeholdersOf(source[id])].sort()]));

  for (const locale of present) {
    if (locale === SOURCE_LOCALE) continue;
    const catalog = compiled[locale];
    if (!catalog) continue;
    const raw = readJson(join(langDir(cwd), `${locale}.json`));
    for (const id of sourceIds) {
      if (!(id in catalog)) {
        problems.push({ locale, id, kind: 'missing-key', detail: `no translation for ${id}` });
        continue;
      }
      const text = typeof raw[id] === 'string' ? raw[id] : raw[id]?.defaultMessage;
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push({ locale, id, kind: 'empty', detail: `empty translation for ${id}` });
      }
      const expected = sourcePlaceholders[id];
      const actual = [...placeholdersOf(catalog[id])].sort();
      if (expected.join('|') !== actual.join('|')) {
        problems.push({ locale, id, kind: 'placeholders', detail: `expected {${expected.join(', ')}} but found {${actual.join(', ')}}` });
      }
    }
    for (const id of Object.keys(catalog)) {
      if (!(id in source)) problems.push({ locale, id, kind: 'extra-key', detail: `${id} is not in en.json` });
    }
  }
  return { ok: problems.length === 0, problems };
}

/** One line per problem, for the CLI and for test failure messages. */
export function formatProblems(problems) {
  return problems.map((p) => `  ${p.locale}${p.id ? ` ${p.id}` : ''}: [${p.kind}] ${p.detail}`).join('\n');
}
