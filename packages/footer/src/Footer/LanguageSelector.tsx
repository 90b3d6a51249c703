import { EMPTY_COMMON_DATA, useCommonData, useShellIntl, useShellSession, useSite } from '@shell/api-client';
import { ShellLink, useShellHost } from '@shell/ui';
import { LANGUAGE_NAMES } from '@shell/site-config';
import { footerMessages } from './messages';
import { GlobeIcon } from './icons';
import { languageOptions } from './languageOptions';

/**
 * The footer's language chooser: a native `<details>` disclosure (works before hydration) with one
 * link per language. Rendered only when the policy shows `footer.language` (the caller checks).
 */
export function LanguageSelector() {
  const intl = useShellIntl();
  const site = useSite();
  const { lang } = useShellSession();
  const { pathname, search } = useShellHost();
  const data = useCommonData() ?? EMPTY_COMMON_DATA;
  const options = languageOptions(site, data.lang_list, pathname, search);
  const current = options.find((option) => option.lang === lang)?.name ?? LANGUAGE_NAMES[lang];
  return (
    <details className="shell-footer-lang">
      <summary className="shell-footer-lang__button">
        <GlobeIcon />
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
              aria-current={option.lang === lang ? 'true' : undefined}
            >
              {option.name}
            </ShellLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
