import { isLangCode, LANGUAGE_NAMES, needsTurkishSiteChoice } from './i18n';
import type { LangCode } from './i18n';
import { isShown } from './policy/explain';
import type { GatedItem } from './policy/items';
import { languageSwitchHref } from './routes';
import { SITES } from './sites';
import type { SiteKey } from './site-keys';

/** One choice of the language list. */
export interface LanguageChoice {
  lang: LangCode;
  /** Native name: common data's `lang_list` entry, else `LANGUAGE_NAMES`. Shown as text. */
  name: string;
  /** `/{lang}` + the current path and query (no prefix for en). */
  href: string;
  current: boolean;
  /**
   * German, French and Spanish carry the restricted-location notice (spec §6, §8) on the sites
   * that do not serve those jurisdictions: the policy items `settings.restrictedNotice.de|fr|es`
   * decide (shown on main only).
   */
  restricted: boolean;
  /** Choosing it first asks where to go (Turkish on any site but Turkey, spec §4). */
  needsTurkishSiteChoice: boolean;
}

/** The policy item of each language that has a restricted-location notice. */
const RESTRICTED_NOTICE_ITEMS: Readonly<Partial<Record<LangCode, GatedItem>>> = {
  de: 'settings.restrictedNotice.de',
  fr: 'settings.restrictedNotice.fr',
  es: 'settings.restrictedNotice.es',
};

/** Whether the language's choice carries the restricted-location notice on this site (the policy's decision; it depends on the site only). */
function restrictedNoticeShown(site: SiteKey, lang: LangCode): boolean {
  const item = RESTRICTED_NOTICE_ITEMS[lang];
  return item !== undefined && isShown(item, { site, user: { kind: 'visitor' } });
}

/**
 * The languages to offer on a site (spec §2, §3): common data's `lang_list` in its order,
 * restricted to the languages the site serves (`SITES[site].languages`; main serves every page
 * language, catalog or not). A language without a shell catalog is offered like any other: its
 * page shows the shell in English under its own prefix and `<html lang>`. A `lang_list` code that
 * is not a page language (`isLangCode`) is left out: its `/{code}` link would not parse back to
 * it. When `lang_list` has none the site serves (its §8 fallback is empty) the site's own list
 * stands in, so the chooser never goes blank.
 */
export function languageChoices(
  site: SiteKey,
  langList: Readonly<Record<string, string>>,
  current: { lang: LangCode; pathname: string; search?: string },
): LanguageChoice[] {
  const served = SITES[site].languages;
  const fromServer = Object.keys(langList).filter((code): code is LangCode => isLangCode(code) && served.includes(code));
  const langs = fromServer.length > 0 ? fromServer : [...served];
  const search = (current.search ?? '').replace(/^\?/, '');
  const path = `${current.pathname === '' ? '/' : current.pathname}${search === '' ? '' : `?${search}`}`;
  return langs.map((lang) => {
    const serverName = langList[lang];
    return {
      lang,
      name: typeof serverName === 'string' && serverName.trim() !== '' ? serverName.trim() : LANGUAGE_NAMES[lang],
      href: languageSwitchHref(lang, path),
      current: lang === current.lang,
      restricted: restrictedNoticeShown(site, lang),
      needsTurkishSiteChoice: needsTurkishSiteChoice(site, lang),
    };
  });
}
