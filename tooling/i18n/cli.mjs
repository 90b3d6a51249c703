#!/usr/bin/env node
// shell-i18n extract|compile|pseudo|check — run from a package directory (see README.md).
import { parseArgs } from 'node:util';
import { check, compile, DEFAULT_LOCALES, DEFAULT_PSEUDO_LOCALE, extract, formatProblems, pseudo } from './index.mjs';

const USAGE = `usage: shell-i18n <command> [options]   (cwd = the package directory)

  extract                 src/**/*.{ts,tsx} → lang/en.json
  compile                 lang/<locale>.json → lang/compiled/<locale>.json (AST)
  pseudo [--locale en-XA] [--out-file f]
                          lang/en.json → lang/compiled/<pseudo-locale>.json
  check [--locales a,b]   fail when a catalog lacks or adds keys, or changes placeholders
                          (default locales: ${DEFAULT_LOCALES.join(',')})
  --cwd <dir>             run as if started in <dir>`;

function main(argv = process.argv.slice(2)) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      cwd: { type: 'string' },
      locale: { type: 'string', default: DEFAULT_PSEUDO_LOCALE },
      locales: { type: 'string' },
      'out-file': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command] = positionals;
  const cwd = values.cwd ?? process.cwd();
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  switch (command) {
    case 'extract': {
      const { outFile, count } = extract({ cwd });
      console.log(`shell-i18n: ${count} messages → ${outFile}`);
      return 0;
    }
    case 'compile': {
      const files = compile({ cwd });
      console.log(`shell-i18n: compiled ${files.length} catalogs → lang/compiled/`);
      return 0;
    }
    case 'pseudo': {
      const file = pseudo({ cwd, locale: values.locale, ...(values['out-file'] ? { outFile: values['out-file'] } : {}) });
      console.log(`shell-i18n: pseudo-locale → ${file}`);
      return 0;
    }
    case 'check': {
      const locales = values.locales ? values.locales.split(',').map((l) => l.trim()).filter(Boolean) : DEFAULT_LOCALES;
      const { ok, problems } = check({ cwd, locales });
      if (ok) {
        console.log(`shell-i18n: catalogs complete (${locales.join(', ')})`);
        return 0;
      }
      console.error(`shell-i18n: ${problems.length} catalog problem(s)\n${formatProblems(problems)}`);
      return 1;
    }
    default:
      console.error(`shell-i18n: unknown command ${command}\n${USAGE}`);
      return 1;
  }
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`shell-i18n: ${error.message}`);
  process.exitCode = 1;
}
