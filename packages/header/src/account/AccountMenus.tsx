import { useShellIntl } from '@shell/api-client';
import { MenuDropdown } from '../components/MenuDropdown';
import { useHeader } from '../internal/HeaderContext';
import { headerMessages } from '../messages/header';
import type { AccountLinkSpec } from '../model/accountMenus';
import { useAccountLinks } from './useAccountLinks';

/** The wallet and order dropdowns of a logged-in user (spec §2). */
export function AccountMenus() {
  const intl = useShellIntl();
  const { shown, href } = useHeader();
  const { wallet, orders } = useAccountLinks('header');
  // A menu shows when the policy leaves it items; the items themselves are made when it first opens.
  const itemsOf = (links: readonly AccountLinkSpec[]) => () =>
    links.map((link) => ({ key: link.gate, label: intl.formatMessage(link.label), href: href(link.path), entry: `header.${link.gate}` }));
  return (
    <>
      {shown('header.walletMenu') && wallet.length > 0 ? (
        <MenuDropdown name="wallet" label={intl.formatMessage(headerMessages.wallet)} links={itemsOf(wallet)} className="shell-header__desktop" />
      ) : null}
      {shown('header.orderMenu') && orders.length > 0 ? (
        <MenuDropdown name="orders" label={intl.formatMessage(headerMessages.orders)} links={itemsOf(orders)} className="shell-header__desktop" />
      ) : null}
    </>
  );
}
