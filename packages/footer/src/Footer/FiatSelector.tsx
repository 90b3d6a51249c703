import { useId } from 'react';
import type { ChangeEvent } from 'react';
import { useApplySettings, useCommonData, useShellIntl, useShellSession } from '@shell/api-client';
import { EMPTY_COMMON_DATA } from '@shell/api-client/core';
import { useShellAnalytics } from '@shell/ui';
import { pickFiat } from '@shell/site-config';
import { footerMessages } from './messages';

/**
 * The mobile footer's fiat chooser (spec §1): a native `<select>` over common data's `fiat_list`.
 * Picking a fiat applies `pickFiat` through `useApplySettings` (currency rate on, `curr_fiat`
 * cookie for a year, other tabs told). Shown below 768 px by CSS.
 */
export function FiatSelector() {
  const intl = useShellIntl();
  const applySettings = useApplySettings();
  const report = useShellAnalytics();
  const { fiat } = useShellSession();
  const data = useCommonData() ?? EMPTY_COMMON_DATA;
  const id = useId();
  const current = fiat ?? data.curr_fiat;
  const list = data.fiat_list.some((item) => item.fiat === current) ? data.fiat_list : [{ fiat: current, symbol: '' }, ...data.fiat_list];

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    applySettings(pickFiat(event.target.value));
    report('footer.fiat', event.target.value);
  };

  return (
    <div className="shell-footer-fiat">
      <label className="shell-footer-fiat__label" htmlFor={id}>
        {intl.formatMessage(footerMessages.currency)}
      </label>
      <select id={id} className="shell-footer-fiat__select" value={current} onChange={onChange}>
        {list.map((item) => (
          <option key={item.fiat} value={item.fiat}>
            {item.symbol === '' ? item.fiat : `${item.fiat} (${item.symbol})`}
          </option>
        ))}
      </select>
    </div>
  );
}
