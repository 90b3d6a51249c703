import { useId, useMemo, useState } from 'react';
import { shellDataApi, useApplySettings, useIsShown, useShellIntl, useShellSession } from '@shell/api-client';
import { DEFAULT_FIAT, filterFiatList, pickFiat } from '@shell/site-config';
import { setDoNotSwitchFiat } from '../internal/spec';
import { shellMessages } from '@shell/site-config/messages';
import { preferencesMessages as m } from './messages';
import { SwitchSetting } from './SettingsOptions';

export interface FiatListProps {
  /** Called after a fiat was picked (e.g. to close the surrounding panel). */
  onPick?: (fiat: string) => void;
}

/**
 * The exchange-rate chooser (spec §3/§4/§5): common data's `fiat_list` with a search on the fiat
 * code, each row with its `curr_fiat_market_rates` rate. Picking a fiat opens the currency rate
 * and makes it the current fiat (`curr_fiat` cookie, one year); "Do not switch to fiat" on sets
 * USD, off clears the fiat. Renders nothing where the site hides the exchange rate (US, testnet).
 */
export function FiatList({ onPick }: FiatListProps) {
  const intl = useShellIntl();
  const shown = useIsShown('header.exchangeRate');
  const { fiat: current, currencyRateOpen } = useShellSession();
  const { data: common } = shellDataApi.endpoints.getCommonData.useQuery(undefined, { skip: !shown });
  const { data: rates } = shellDataApi.endpoints.getCurrFiatMarketRates.useQuery(undefined, { skip: !shown });
  const apply = useApplySettings();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const list = common?.fiat_list;
  const visible = useMemo(() => filterFiatList(list ?? [], query), [list, query]);
  if (!shown) return null;

  const active = currencyRateOpen ? current : null;
  const doNotSwitch = current === DEFAULT_FIAT;

  const rateText = (fiat: string) => {
    // The rate is the price of 1 USDT in the fiat (units of fiat per USDT).
    const value = rates?.[fiat.toUpperCase()];
    if (value === undefined) return null;
    const amount = intl.formatNumber(value, { maximumFractionDigits: value >= 100 ? 2 : 4 });
    return intl.formatMessage(m.fiatRate, { value: `${amount} ${fiat}` });
  };

  return (
    <div className="shell-prefs-fiat">
      <SwitchSetting
        name="doNotSwitchFiat"
        label={intl.formatMessage(shellMessages.doNotSwitchFiat)}
        checked={doNotSwitch}
        onChange={(on) => apply(setDoNotSwitchFiat(on))}
      />
      <label htmlFor={searchId} className="shell-visually-hidden">
        {intl.formatMessage(m.fiatSearchLabel)}
      </label>
      <input
        id={searchId}
        type="search"
        className="shell-prefs-fiat__search"
        placeholder={intl.formatMessage(m.fiatSearchLabel)}
        value={query}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {visible.length === 0 ? (
        <p className="shell-prefs-empty" role="status">
          {intl.formatMessage(shellMessages.noData)}
        </p>
      ) : (
        <ul className="shell-prefs-fiat__list" aria-label={intl.formatMessage(shellMessages.exchangeRateTab)}>
          {visible.map((item) => {
            const selected = active !== null && item.fiat.toUpperCase() === active.toUpperCase();
            const rate = rateText(item.fiat);
            return (
              <li key={item.fiat}>
                <button
                  type="button"
                  className={selected ? 'shell-prefs-fiat__option shell-prefs-fiat__option--selected' : 'shell-prefs-fiat__option'}
                  aria-pressed={selected}
                  onClick={() => {
                    apply(pickFiat(item.fiat));
                    onPick?.(item.fiat);
                  }}
                >
                  <span className="shell-prefs-fiat__code">
                    {/* Code and symbol come from the server (a symbol may be Arabic script): each isolated. */}
                    <bdi>{item.fiat}</bdi>
                    {item.symbol !== '' ? (
                      <span className="shell-prefs-fiat__symbol">
                        {' '}
                        <bdi>{item.symbol}</bdi>
                      </span>
                    ) : null}
                  </span>
                  {rate ? <span className="shell-prefs-fiat__rate">{rate}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
