import { useMemo, useState } from 'react';
import { buyCryptoRoute, filterFiatList, siteFiats, withLang } from '@shell/site-config';
import { useCommonData, useIsShown, useShellIntl, useShellSession } from '@shell/api-client';
import type { CurrencyOption } from '../schemas/currencyOption';
import { useGetBuyCryptoFiatListQuery } from './fiatListApi';
import { ShellLink, useDisclosure } from '@shell/ui';
import { payWithMessages as m } from './messages';

const NO_OPTIONS: readonly CurrencyOption[] = Object.freeze([]);

/**
 * The "Pay with" fiat chooser for buying crypto (spec §1/§3): a button that toggles a panel on
 * click; the panel lists the buy-crypto fiats (loaded on first open) with their payment methods,
 * filtered by a substring of the fiat code (spec §5), each linking to `/crypto/buy-{fiat}-USDT`.
 * Renders nothing where the site or a sanction hides it (`header.payWith`).
 */
export function PayWithPanel() {
  const shown = useIsShown('header.payWith');
  if (!shown) return null;
  return <PayWithChooser />;
}

function PayWithChooser() {
  const intl = useShellIntl();
  const { lang, fiat: sessionFiat } = useShellSession();
  const disclosure = useDisclosure({ pattern: 'disclosure' });
  const [filter, setFilter] = useState('');
  const common = useCommonData();
  const { data: options = NO_OPTIONS, isLoading } = useGetBuyCryptoFiatListQuery(undefined, { skip: !disclosure.everOpened });
  const fiat = siteFiats(sessionFiat, common).buy;
  const visible = useMemo(() => filterFiatList(options, filter), [options, filter]);

  return (
    <div className="shell-markets-pay" {...disclosure.rootProps}>
      <button className="shell-markets-pay__toggle" {...disclosure.triggerProps}>
        {intl.formatMessage(m.payWithButton, { fiat })}
      </button>
      {disclosure.everOpened ? (
        <div className="shell-markets-pay__panel" {...disclosure.panelProps}>
          <p className="shell-markets-pay__title">{intl.formatMessage(m.payWithTitle)}</p>
          <input
            type="search"
            className="shell-markets__search-input"
            aria-label={intl.formatMessage(m.payWithSearch)}
            placeholder={intl.formatMessage(m.payWithSearch)}
            value={filter}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setFilter(event.target.value)}
          />
          {isLoading ? (
            <p className="shell-markets__empty" role="status">
              {intl.formatMessage(m.payWithLoading)}
            </p>
          ) : visible.length === 0 ? (
            <p className="shell-markets__empty">{intl.formatMessage(m.payWithEmpty)}</p>
          ) : (
            <ul className="shell-markets-pay__list">
              {visible.map((option) => (
                <li key={option.fiat}>
                  <ShellLink
                    className={`shell-markets-pay__item${option.fiat === fiat ? ' shell-markets-pay__item--current' : ''}`}
                    href={withLang(buyCryptoRoute(option.fiat), lang)}
                    entry="markets.payWith.fiat"
                    aria-current={option.fiat === fiat ? 'true' : undefined}
                    onClick={() => disclosure.setOpen(false, 'click')}
                  >
                    {/* Name from content: "Buy USDT with EUR", then the methods (WCAG 2.5.3, label in name). */}
                    <span className="shell-visually-hidden">{intl.formatMessage(m.payWithBuy, { fiat: option.fiat })}</span>{' '}
                    <span className="shell-markets-pay__fiat" aria-hidden="true">
                      {option.fiat}
                    </span>
                    <span className="shell-markets-pay__methods">
                      {option.bank_transfer ? <span className="shell-markets__badge">{intl.formatMessage(m.bankTransfer)}</span> : null}
                      {option.credit_card ? <span className="shell-markets__badge">{intl.formatMessage(m.creditCard)}</span> : null}
                      {option.p2p ? <span className="shell-markets__badge">{intl.formatMessage(m.p2p)}</span> : null}
                    </span>
                  </ShellLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
