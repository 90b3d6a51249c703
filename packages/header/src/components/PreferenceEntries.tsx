import { useState } from 'react';
import { useShellIntl } from '@shell/api-client';

import { ThemeToggle } from '../preferences/ThemeToggle';
import { LanguageRegionModalPart, SettingsPanelPart } from '../preferences/parts';
import { useHeader } from '../internal/HeaderContext';
import { useHeaderFiats } from '../internal/fiat';
import { headerMessages } from '../messages/header';
import { preloadOn, useDisclosure } from '@shell/ui';
import { IconGlobe, IconSettings } from '../icons/icons';

type LanguageTab = 'language' | 'rate';

/** Opens the language & region dialog on a tab; one dialog serves both entries. */
export function useLanguageRegionDialog() {
  const [tab, setTab] = useState<LanguageTab | null>(null);
  return {
    openOn: (next: LanguageTab) => setTab(next),
    dialog: tab === null ? null : <LanguageRegionModalPart open onClose={() => setTab(null)} initialTab={tab} />,
  };
}

/** Language & region and fiat entries (each a policy item) that open the preferences dialog. */
export function LanguageFiatEntries({ openOn }: { openOn: (tab: LanguageTab) => void }) {
  const intl = useShellIntl();
  const { shown, lang } = useHeader();
  const { display: fiat } = useHeaderFiats();
  return (
    <>
      {shown('header.language') ? (
        <button type="button" className="shell-header__action" data-entry="language" aria-haspopup="dialog" onClick={() => openOn('language')} {...preloadOn(LanguageRegionModalPart)}>
          <IconGlobe />
          {/* The visible code is part of the accessible name (WCAG 2.5.3, label in name). */}
          <span className="shell-header__action-text">
            {lang.toUpperCase()}
          </span>
          <span className="shell-visually-hidden"> {intl.formatMessage(headerMessages.languageRegion)}</span>
        </button>
      ) : null}
      {shown('header.exchangeRate') ? (
        <button type="button" className="shell-header__action" data-entry="fiat" aria-haspopup="dialog" onClick={() => openOn('rate')} {...preloadOn(LanguageRegionModalPart)}>
          {/* The code alone, as the big exchanges show it (a "Pay with USD" button may stand beside
              it); the name says what it opens, the visible code first (WCAG 2.5.3). */}
          {/* Never hidden at compact widths (unlike the language's code): it is the button's only face. */}
          <span className="shell-header__action-code">{fiat}</span>
          <span className="shell-visually-hidden"> {intl.formatMessage(headerMessages.fiatLabel)}</span>
        </button>
      ) : null}
    </>
  );
}

/** The settings entry: a desktop dropdown holding the preferences' settings panel (loaded on first opening). */
export function SettingsEntry() {
  const intl = useShellIntl();
  const { shown } = useHeader();
  const panel = useDisclosure({ hover: true, pattern: 'disclosure' });
  if (!shown('header.settings')) return null;
  return (
    <div {...panel.rootProps} className="shell-header__dropdown shell-header__desktop" data-menu="settings">
      <button {...panel.triggerProps} {...preloadOn(SettingsPanelPart)} className="shell-header__trigger shell-header__trigger--icon" aria-label={intl.formatMessage(headerMessages.settings)}>
        <IconSettings />
      </button>
      <div {...panel.panelProps} className="shell-header__panel shell-header__panel--settings">
        {panel.everOpened ? <SettingsPanelPart variant="popover" onClose={() => panel.setOpen(false)} /> : null}
      </div>
    </div>
  );
}

/** The theme toggle of the preferences, where the site shows it. */
export function ThemeEntry() {
  const { shown } = useHeader();
  return shown('header.themeToggle') ? <ThemeToggle className="shell-header__action" /> : null;
}
