import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { shellMessages } from '@shell/site-config/messages';
import { useIsShown, useShellIntl } from '@shell/api-client';
import { Dialog } from '@shell/ui/widgets';
import { FiatList } from './FiatList';
import { IconClose } from '../icons/icons';
import { LanguageList } from './LanguageList';
import { preferencesMessages as m } from './messages';

export type LanguageRegionTab = 'language' | 'rate';

export interface LanguageRegionModalProps {
  /** Whether the modal is shown (controlled by the caller). */
  open: boolean;
  /** Called when the reader closes it (close button, Escape, backdrop) or picks a language or a currency; the caller sets `open` to false. */
  onClose: () => void;
  /** The tab shown when it opens (default `language`, or the only tab the site has). */
  initialTab?: LanguageRegionTab;
}

/**
 * The language/region dialog of the header (spec §2): two tabs — "Language & region" and
 * "Exchange rate" — in the WAI-ARIA tabs pattern (arrow keys, Home/End move between tabs). A site
 * that hides one (US hides both the language switch and the exchange rate) shows only the other;
 * with neither the dialog renders nothing.
 */
export function LanguageRegionModal({ open, onClose, initialTab = 'language' }: LanguageRegionModalProps) {
  const intl = useShellIntl();
  const languageShown = useIsShown('settings.languageSwitch');
  const rateShown = useIsShown('header.exchangeRate');
  const tabs: LanguageRegionTab[] = [...(languageShown ? (['language'] as const) : []), ...(rateShown ? (['rate'] as const) : [])];
  const [selected, setSelected] = useState<LanguageRegionTab>(initialTab);
  const tabRefs = useRef<Partial<Record<LanguageRegionTab, HTMLButtonElement | null>>>({});
  const baseId = useId();

  // Every opening starts on the tab asked for (state adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setSelected(initialTab);
  }

  if (tabs.length === 0) return null;
  const active = tabs.includes(selected) ? selected : (tabs[0] as LanguageRegionTab);
  const labels: Record<LanguageRegionTab, string> = {
    language: intl.formatMessage(shellMessages.languageAndRegion),
    rate: intl.formatMessage(shellMessages.exchangeRateTab),
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(active);
    const rtl = event.currentTarget.closest('[dir="rtl"]') !== null;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward) next = (index + 1) % tabs.length;
    else if (event.key === backward) next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next] as LanguageRegionTab;
    setSelected(tab);
    tabRefs.current[tab]?.focus();
  };

  return (
    <Dialog open={open} onClose={onClose} title={intl.formatMessage(m.modalTitle)} className="shell-prefs-modal">
      <button type="button" className="shell-prefs-close" onClick={onClose} aria-label={intl.formatMessage(m.close)}>
        <IconClose size={18} />
      </button>
      <div role="tablist" className="shell-prefs-tabs" aria-label={intl.formatMessage(m.modalTitle)}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab}-tab`}
            aria-selected={tab === active}
            aria-controls={`${baseId}-${tab}-panel`}
            tabIndex={tab === active ? 0 : -1}
            className="shell-prefs-tabs__tab"
            onClick={() => setSelected(tab)}
            onKeyDown={onTabKeyDown}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-${active}-panel`} aria-labelledby={`${baseId}-${active}-tab`} className="shell-prefs-tabs__panel" tabIndex={0}>
        {active === 'language' ? <LanguageList onNavigate={onClose} label={labels.language} /> : <FiatList onPick={onClose} />}
      </div>
    </Dialog>
  );
}
