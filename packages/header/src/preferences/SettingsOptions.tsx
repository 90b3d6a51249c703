import { useId } from 'react';
import type { ReactNode } from 'react';
import { isShown } from '@shell/site-config';
import { shellMessages } from '@shell/site-config/messages';
import { referenceTimeMessages, riseColorMessages } from './settingMessages';
import type { MessageDescriptor, ReferenceTime, RiseColor, ThemePreference } from '@shell/site-config';
import { useApplySettings, useIsShown, useShellIntl, useShellPolicyContext, useShellSession, useThemePreference } from '@shell/api-client';
import { preferencesMessages as m } from './messages';

interface RadioGroupProps<T extends string> {
  legend: string;
  /** Hide the legend visually (a sub-view heading already names the group). */
  hideLegend?: boolean;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  name: string;
}

/** Native radio buttons in a fieldset: arrow keys, labels and announcements come for free. */
function RadioGroup<T extends string>({ legend, hideLegend, options, value, onChange, name }: RadioGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className="shell-prefs-group" data-setting={name}>
      <legend className={hideLegend ? 'shell-visually-hidden' : 'shell-prefs-group__legend'}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="shell-prefs-radio">
          <input
            type="radio"
            className="shell-prefs-radio__input"
            name={`${id}-${name}`}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className="shell-prefs-radio__label">{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Rise colour options of the site: green-up always, red-up where shown (not on the US). */
export function useRiseColorOptions(): { value: RiseColor; label: MessageDescriptor }[] {
  const policy = useShellPolicyContext();
  const options: RiseColor[] = ['risegreen', ...(isShown('settings.riseRed', policy) ? (['risered'] as const) : [])];
  return options.map((value) => ({ value, label: riseColorMessages[value] }));
}

/** Reference times of the site: 24h always; UTC+0 and UTC+8 where shown (US: neither; Japan, UAE: no UTC+8). */
export function useReferenceTimeOptions(): { value: ReferenceTime; label: MessageDescriptor }[] {
  const policy = useShellPolicyContext();
  const options: ReferenceTime[] = [
    '24h',
    ...(isShown('settings.utc0', policy) ? (['utc0'] as const) : []),
    ...(isShown('settings.utc8', policy) ? (['utc8'] as const) : []),
  ];
  return options.map((value) => ({ value, label: referenceTimeMessages[value] }));
}

export function RiseColorSetting({ hideLegend }: { hideLegend?: boolean }) {
  const intl = useShellIntl();
  const { riseColor } = useShellSession();
  const apply = useApplySettings();
  const options = useRiseColorOptions();
  return (
    <RadioGroup
      name="riseColor"
      legend={intl.formatMessage(shellMessages.riseColorTitle)}
      hideLegend={hideLegend}
      options={options.map((o) => ({ value: o.value, label: intl.formatMessage(o.label) }))}
      value={riseColor}
      onChange={(value) => apply({ riseColor: value })}
    />
  );
}

export function ReferenceTimeSetting({ hideLegend }: { hideLegend?: boolean }) {
  const intl = useShellIntl();
  const { referenceTime } = useShellSession();
  const apply = useApplySettings();
  const options = useReferenceTimeOptions();
  return (
    <RadioGroup
      name="riseTime"
      legend={intl.formatMessage(shellMessages.referenceTimeTitle)}
      hideLegend={hideLegend}
      options={options.map((o) => ({ value: o.value, label: intl.formatMessage(o.label) }))}
      value={referenceTime}
      onChange={(value) => apply({ referenceTime: value })}
    />
  );
}

const THEME_LABELS: Record<ThemePreference, MessageDescriptor> = {
  system: m.themeSystem,
  light: shellMessages.themeLight,
  dark: shellMessages.themeDark,
};

/** System / light / dark. Hidden where the site hides the theme mode. */
export function ThemeSetting() {
  const intl = useShellIntl();
  const shown = useIsShown('header.themeToggle');
  const preference = useThemePreference();
  const apply = useApplySettings();
  if (!shown) return null;
  return (
    <RadioGroup
      name="theme"
      legend={intl.formatMessage(shellMessages.themeTitle)}
      options={(['system', 'light', 'dark'] as const).map((value) => ({ value, label: intl.formatMessage(THEME_LABELS[value]) }))}
      value={preference}
      onChange={(value) => apply({ themePreference: value })}
    />
  );
}

/** A labelled on/off switch (a checkbox with the switch role). */
export function SwitchSetting({ label, checked, onChange, name }: { label: ReactNode; checked: boolean; onChange: (on: boolean) => void; name: string }) {
  return (
    <label className="shell-prefs-switch" data-setting={name}>
      <input
        type="checkbox"
        role="switch"
        className="shell-prefs-switch__input"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className="shell-prefs-switch__track" aria-hidden="true" />
      <span>{label}</span>
    </label>
  );
}

/** The float-rate flag (spec §3); with the exchange rate, so hidden where that is (US, testnet). */
export function FloatRateSetting() {
  const intl = useShellIntl();
  const shown = useIsShown('header.exchangeRate');
  const { floatRate } = useShellSession();
  const apply = useApplySettings();
  if (!shown) return null;
  return <SwitchSetting name="floatRate" label={intl.formatMessage(shellMessages.floatRate)} checked={floatRate} onChange={(on) => apply({ floatRate: on })} />;
}
