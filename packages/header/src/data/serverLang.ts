import type { LangCode } from '@shell/site-config';

/**
 * The exchange server's language codes, where they differ from the shell's (spec §7: "query lang
 * (server language code)"). The server's own names are not shown in the spec; these follow the
 * common `cn`/`tw` convention of exchange back ends (README).
 */
const SERVER_LANG_CODES: Readonly<Partial<Record<LangCode, string>>> = Object.freeze({ zh: 'cn', 'zh-tw': 'tw' });

export function serverLangCode(lang: LangCode): string {
  return SERVER_LANG_CODES[lang] ?? lang;
}
