import { useCallback, useMemo } from 'react';
import { isLangCode, languageChoices } from '@shell/site-config';
import type { LangCode, LanguageChoice } from '@shell/site-config';
import { useApplySettings, useCommonData, useIsShown, useShellLogger, useShellSession } from '@shell/api-client';
import { useSafeNavigate, useShellHost } from '@shell/ui';

/** The languages of this site for the current page (common data's `lang_list`, spec §2/§3). */
export function useLanguageChoices(): LanguageChoice[] {
  const { site, lang } = useShellSession();
  const { pathname, search } = useShellHost();
  const common = useCommonData();
  const langList = common?.lang_list;
  return useMemo(() => languageChoices(site, langList ?? {}, { lang, pathname, search }), [site, langList, lang, pathname, search]);
}

export interface LanguageSwitchResult {
  switched: boolean;
  /** Why nothing happened. */
  reason?: 'hidden' | 'turkish-site-choice' | 'not-offered' | 'current';
}

export interface LanguageSwitch {
  /** False where the site hides the language switch (US). */
  available: boolean;
  choices: LanguageChoice[];
  /**
   * Switches the language: session, `lang` cookie, other tabs, then navigation to `/{lang}` +
   * the current path. Blocked (spec §4) when the choice needs the Turkish site choice — only the
   * header's language modal, which shows `TurkishSiteChoiceModal`, may switch to Turkish there.
   */
  switchTo: (lang: LangCode) => LanguageSwitchResult;
}

/**
 * Language switching outside the header modal (footer selector, deep links, host code). Every
 * refusal is logged as `prefs.language-switch` with its reason.
 */
export function useLanguageSwitch(): LanguageSwitch {
  const available = useIsShown('settings.languageSwitch');
  const choices = useLanguageChoices();
  const apply = useApplySettings();
  const navigate = useSafeNavigate();
  const logger = useShellLogger();
  const switchTo = useCallback(
    (lang: LangCode): LanguageSwitchResult => {
      const refuse = (reason: NonNullable<LanguageSwitchResult['reason']>): LanguageSwitchResult => {
        logger.log({ level: 'warn', event: 'prefs.language-switch', source: 'useLanguageSwitch', reason, detail: String(lang) });
        return { switched: false, reason };
      };
      if (!available) return refuse('hidden');
      const choice = isLangCode(lang) ? choices.find((c) => c.lang === lang) : undefined;
      if (!choice) return refuse('not-offered');
      if (choice.current) return refuse('current');
      if (choice.needsTurkishSiteChoice) return refuse('turkish-site-choice');
      apply({ lang: choice.lang });
      navigate(choice.href, { source: 'useLanguageSwitch' });
      return { switched: true };
    },
    [available, choices, apply, navigate, logger],
  );
  return useMemo(() => ({ available, choices, switchTo }), [available, choices, switchTo]);
}
