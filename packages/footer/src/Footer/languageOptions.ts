import { isLangCode, LANGUAGE_NAMES, languageSwitchHref, needsTurkishSiteChoice } from '@shell/site-config';
import type { LangCode, SiteDefinition } from '@shell/site-config';

export interface LanguageOption {
  lang: LangCode;
  /** The language's own name: from common data's lang_list, else the shell's native name. */
  name: string;
  href: string;
}

/**
 * The footer's language links (spec §2): the site's languages that common data's `lang_list`
 * offers (all of the site's languages while it is empty), each linking to `/{lang}` + the current
 * path and query (no prefix for en). Turkish is left out on sites other than Turkey: outside the
 * header's modal, that switch is blocked (spec §4).
 */
export function languageOptions(site: SiteDefinition, langList: Readonly<Record<string, string>>, pathname: string, search: string): LanguageOption[] {
  const offered = Object.keys(langList).filter(isLangCode);
  const langs = offered.length === 0 ? site.languages : site.languages.filter((lang) => offered.includes(lang));
  const query = search === '' ? '' : `?${search}`;
  return langs
    .filter((lang) => !needsTurkishSiteChoice(site.key, lang))
    .map((lang) => ({ lang, name: langList[lang]?.trim() || LANGUAGE_NAMES[lang], href: `${languageSwitchHref(lang, pathname)}${query}` }));
}
