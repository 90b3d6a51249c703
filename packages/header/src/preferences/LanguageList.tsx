import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { restrictedNoticeMessages } from './settingMessages';
import type { LanguageChoice } from '@shell/site-config';
import { useApplySettings, useIsShown, useShellIntl } from '@shell/api-client';
import { ShellLink } from '@shell/ui';
import { IconInfo } from '../icons/icons';
import { preferencesMessages as m } from './messages';
import { TurkishSiteChoiceModal } from './TurkishSiteChoiceModal';
import { useLanguageChoices } from './useLanguageSwitch';

export interface LanguageListProps {
  /** Called after a language link was followed (e.g. to close the surrounding panel). */
  onNavigate?: () => void;
  /** Accessible name of the list (default: the "Language & region" label). */
  label?: string;
}

/**
 * Runs `callback` after the click's default action. Closing a panel inside the click handler would
 * remove the link from the document before the browser follows it, and a disconnected link does
 * not navigate.
 */
function afterNavigation(callback: (() => void) | undefined): void {
  if (callback) setTimeout(callback, 0);
}

function RestrictedNotice({ choice, id }: { choice: LanguageChoice; id: string }) {
  const intl = useShellIntl();
  const notice = restrictedNoticeMessages[choice.lang];
  if (!notice) return null;
  return (
    <span className="shell-prefs-lang__restricted">
      <span className="shell-prefs-lang__info" title={intl.formatMessage(m.restrictedLabel)}>
        <IconInfo size={14} />
        <span className="shell-visually-hidden">{intl.formatMessage(m.restrictedLabel)}</span>
      </span>
      <span role="tooltip" id={id} className="shell-prefs-lang__tooltip">
        {intl.formatMessage(notice)}
      </span>
    </span>
  );
}

/**
 * The language links (spec §2): `/{lang}` + the current path, none for en; the current language
 * marked with `aria-current`. German, French and Spanish carry the restricted-location tooltip
 * (shown on hover and focus, and their links' description). Turkish on a non-Turkey site opens
 * `TurkishSiteChoiceModal` instead of navigating. Renders nothing where the site hides the
 * language switch (US).
 */
export function LanguageList({ onNavigate, label }: LanguageListProps) {
  const intl = useShellIntl();
  const shown = useIsShown('settings.languageSwitch');
  const choices = useLanguageChoices();
  const apply = useApplySettings();
  const [turkish, setTurkish] = useState<LanguageChoice | null>(null);
  const baseId = useId();
  if (!shown) return null;

  const select = (choice: LanguageChoice) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (choice.needsTurkishSiteChoice) {
      event.preventDefault();
      setTurkish(choice);
      return;
    }
    if (!choice.current) apply({ lang: choice.lang });
    afterNavigation(onNavigate);
  };

  return (
    <>
      <ul className="shell-prefs-lang" aria-label={label ?? intl.formatMessage(m.languageLabel)}>
        {choices.map((choice) => {
          const tooltipId = `${baseId}-${choice.lang}-restricted`;
          return (
            <li key={choice.lang} className="shell-prefs-lang__item">
              <ShellLink
                href={choice.href}
                entry="prefs.language"
                source="LanguageList"
                lang={choice.lang}
                hrefLang={choice.lang}
                aria-current={choice.current ? 'true' : undefined}
                aria-describedby={choice.restricted ? tooltipId : undefined}
                className={choice.current ? 'shell-prefs-lang__link shell-prefs-lang__link--current' : 'shell-prefs-lang__link'}
                onClick={select(choice)}
              >
                {choice.name}
              </ShellLink>
              {choice.restricted ? <RestrictedNotice choice={choice} id={tooltipId} /> : null}
            </li>
          );
        })}
      </ul>
      <TurkishSiteChoiceModal
        open={turkish !== null}
        onClose={() => setTurkish(null)}
        globalHref={turkish?.href ?? '/tr'}
        onStay={() => {
          apply({ lang: 'tr' });
          afterNavigation(onNavigate);
        }}
      />
    </>
  );
}
