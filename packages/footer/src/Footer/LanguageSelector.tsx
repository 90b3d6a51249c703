import { useCommonData, useShellIntl, useShellSession } from '@shell/api-client';
import { EMPTY_COMMON_DATA } from '@shell/api-client/core';
import { ShellLink, useShellHost } from '@shell/ui';
import { LANGUAGE_NAMES, languageChoices } from '@shell/site-config';
import { footerMessages } from './messages';
import { IconGlobe } from '../icons/icons';

/**
 * The footer's language chooser: a native `<details>` disclosure (works before hydration) with one
 * link per language — site-config's `languageChoices`, the header's list too: common data's
 * `lang_list` within the site's languages, each linking to `/{lang}` + the current path and query.
 * Turkish is left out on sites other than Turkey: outside the header's modal, that switch is
 * blocked (spec §4). Rendered only when the policy shows `footer.language` (the caller checks).
 */
export function LanguageSelector() {
  const intl = useShellIntl();
  const { site, lang } = useShellSession();
  const { pathname, search } = useShellHost();
  const data = useCommonData() ?? EMPTY_COMMON_DATA;
  const options = languageChoices(site, data.lang_list, { lang, pathname, search }).filter((choice) => !choice.needsTurkishSiteChoice);
  const current = options.find((option) => option.lang === lang)?.name ?? LANGUAGE_NAMES[lang];
  return (
    <details className="shell-footer-lang">
      <summary className="shell-footer-lang__button">
        <IconGlobe />
        <span>{intl.formatMessage(footerMessages.language, { language: current })}</span>
      </summary>
      <ul className="shell-footer-lang__list" aria-label={intl.formatMessage(footerMessages.languageList)}>
        {options.map((option) => (
          <li key={option.lang}>
            <ShellLink
              className="shell-footer-lang__link"
              href={option.href}
              hrefLang={option.lang}
              lang={option.lang}
              entry="footer.language"
              aria-current={option.current ? 'true' : undefined}
            >
              {option.name}
            </ShellLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
