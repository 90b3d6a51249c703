// Types of index.mjs, so TypeScript tests can use the i18n scripts programmatically.
export declare const SOURCE_LOCALE: 'en';
export declare const DEFAULT_LOCALES: readonly string[];
export declare const DEFAULT_PSEUDO_LOCALE: 'en-XA';
export declare const PSEUDO_LOCALES: readonly string[];

export interface CatalogProblem {
  locale: string;
  id?: string;
  kind: 'missing-catalog' | 'invalid-icu' | 'missing-key' | 'extra-key' | 'empty' | 'placeholders';
  detail: string;
}

/** A compiled (AST) message as written by `formatjs compile --ast`. */
export type AstMessage = readonly { readonly type: number; readonly value?: string; readonly [key: string]: unknown }[];

export declare function findFormatjsCli(cwd?: string): string;
export declare function catalogLocales(cwd?: string): string[];
export declare function extract(options?: { cwd?: string; outFile?: string }): { outFile: string; count: number };
export declare function compile(options?: { cwd?: string }): string[];
export declare function pseudo(options?: { cwd?: string; locale?: string; outFile?: string }): string;
export declare function placeholdersOf(ast: readonly object[], found?: Set<string>): Set<string>;
export declare function check(options?: { cwd?: string; locales?: readonly string[] }): { ok: boolean; problems: CatalogProblem[] };
export declare function formatProblems(problems: readonly CatalogProblem[]): string;
/** For tests: compiles `lang/compiled/` when it is missing or older than a catalog; returns whether it did. */
export declare function ensureCompiled(options?: { cwd?: string }): boolean;
/** For tests: what `extract` would write now versus the committed `lang/en.json`. */
export declare function extractedVersusCommitted(options?: { cwd?: string }): { extracted: string; committed: string };
/** For tests: ids whose `locale` text equals the English text, sorted (optionally among `ids`). */
export declare function sameAsEnglish(options: { cwd?: string; locale: string; ids?: readonly string[] }): string[];
