import { useEffect, useRef, useState } from 'react';
import { LANGUAGE_NAMES } from '@shell/site-config';
import { MOBILE_SETTINGS_MODAL } from '../internal/spec';
import { shellMessages } from '@shell/site-config/messages';
import { referenceTimeMessages, riseColorMessages } from './settingMessages';
import { useIsShown, useShellIntl, useShellSession } from '@shell/api-client';
import { FiatList } from './FiatList';
import { IconChevronEnd, IconChevronStart, IconClose } from '../icons/icons';
import { LanguageList } from './LanguageList';
import { preferencesMessages as m } from './messages';
import { FloatRateSetting, ReferenceTimeSetting, RiseColorSetting, ThemeSetting } from './SettingsOptions';

/** The option lists of the mobile settings modal (spec §4: language, rate, riseTime, riseColor). */
type MobileSettingsType = (typeof MOBILE_SETTINGS_MODAL)[number];

export interface SettingsPanelProps {
  /** `popover`: the desktop settings dropdown. `modal`: the content of the mobile settings modal. */
  variant: 'popover' | 'modal';
  /** Shows a close button (the mobile modal) and is called after a language or fiat was picked there. */
  onClose?: () => void;
}

function useRowValue(type: MobileSettingsType): string {
  const intl = useShellIntl();
  const session = useShellSession();
  switch (type) {
    case 'language':
      return LANGUAGE_NAMES[session.lang];
    case 'rate':
      return session.currencyRateOpen && session.fiat ? session.fiat : intl.formatMessage(m.fiatNone);
    case 'riseTime':
      return intl.formatMessage(referenceTimeMessages[session.referenceTime]);
    case 'riseColor':
      return intl.formatMessage(riseColorMessages[session.riseColor]);
  }
}

function RowButton({ type, label, onOpen }: { type: MobileSettingsType; label: string; onOpen: () => void }) {
  const value = useRowValue(type);
  return (
    <li>
      <button type="button" className="shell-prefs-row" data-settings-type={type} onClick={onOpen}>
        <span className="shell-prefs-row__label">{label}</span>
        <span className="shell-prefs-row__value">{value}</span>
        <IconChevronEnd size={14} />
      </button>
    </li>
  );
}

/**
 * The settings of spec §3/§4: theme (system / light / dark), rise colour, reference time and
 * the float-rate flag, limited per site by the policy (US: green-up and 24h only; Japan and UAE:
 * no UTC+8). Content only — the header wraps it in its desktop dropdown (`popover`) or in a
 * `Dialog` on mobile (`modal`), where the four types language, rate, riseTime and riseColor are
 * rows that open their option list, with a Back button.
 */
export function SettingsPanel({ variant, onClose }: SettingsPanelProps) {
  const intl = useShellIntl();
  const languageShown = useIsShown('settings.languageSwitch');
  const rateShown = useIsShown('header.exchangeRate');
  const [view, setView] = useState<MobileSettingsType | null>(null);
  const backRef = useRef<HTMLButtonElement | null>(null);
  const returnTo = useRef<MobileSettingsType | null>(null);
  const rowsRef = useRef<HTMLUListElement | null>(null);

  // Focus follows the view: into a sub-view's Back button, and back onto the row it came from.
  useEffect(() => {
    if (view !== null) backRef.current?.focus();
    else if (returnTo.current !== null) {
      rowsRef.current?.querySelector<HTMLElement>(`[data-settings-type="${returnTo.current}"]`)?.focus();
      returnTo.current = null;
    }
  }, [view]);

  const close = onClose ? (
    <button type="button" className="shell-prefs-close" onClick={onClose} aria-label={intl.formatMessage(m.close)}>
      <IconClose size={18} />
    </button>
  ) : null;

  if (variant === 'popover') {
    return (
      <div className="shell-prefs-settings shell-prefs-settings--popover">
        {close}
        <ThemeSetting />
        <RiseColorSetting />
        <ReferenceTimeSetting />
        <FloatRateSetting />
      </div>
    );
  }

  const labels: Record<MobileSettingsType, string> = {
    language: intl.formatMessage(m.languageLabel),
    rate: intl.formatMessage(shellMessages.exchangeRateTab),
    riseTime: intl.formatMessage(shellMessages.referenceTimeTitle),
    riseColor: intl.formatMessage(shellMessages.riseColorTitle),
  };
  const types = MOBILE_SETTINGS_MODAL.filter((type) => (type === 'language' ? languageShown : type === 'rate' ? rateShown : true));
  const back = () => {
    returnTo.current = view;
    setView(null);
  };

  if (view !== null) {
    return (
      <div className="shell-prefs-settings shell-prefs-settings--modal">
        {close}
        <div className="shell-prefs-subview__header">
          <button ref={backRef} type="button" className="shell-prefs-back" onClick={back}>
            <IconChevronStart size={14} />
            {intl.formatMessage(m.back)}
          </button>
          <h3 className="shell-prefs-subview__title">
            {labels[view]}
          </h3>
        </div>
        {view === 'language' ? <LanguageList onNavigate={onClose} label={labels.language} /> : null}
        {view === 'rate' ? <FiatList onPick={back} /> : null}
        {view === 'riseTime' ? <ReferenceTimeSetting hideLegend /> : null}
        {view === 'riseColor' ? <RiseColorSetting hideLegend /> : null}
      </div>
    );
  }

  return (
    <div className="shell-prefs-settings shell-prefs-settings--modal">
      {close}
      <ul ref={rowsRef} className="shell-prefs-rows">
        {types.map((type) => (
          <RowButton key={type} type={type} label={labels[type]} onOpen={() => setView(type)} />
        ))}
      </ul>
      <ThemeSetting />
      <FloatRateSetting />
    </div>
  );
}
