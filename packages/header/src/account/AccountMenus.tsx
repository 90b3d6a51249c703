import { useShellIntl } from '@shell/api-client';
import { MenuDropdown } from '../components/MenuDropdown';
import { useHeader } from '../internal/HeaderContext';
import { headerMessages } from '../messages';
import type { AccountLinkSpec } from '../model/accountMenus';
import { useAccountLinks } from './useAccountLinks';

/** The items of an account menu, made when it first opens. */
function useMenuLinks(links: readonly AccountLinkSpec[]) {
  const intl = useShellIntl();
  const { href } = useHeader();
  return () => links.map((link) => ({ key: link.gate, label: intl.formatMessage(link.label), href: href(link.path), entry: `header.${link.gate}` }));
}

/** The wallet and order dropdowns of a logged-in user (spec §2). */
export function AccountMenus() {
  const intl = useShellIntl();
  const { shown } = useHeader();
  const { wallet, orders } = useAccountLinks('header');
  const walletLinks = useMenuLinks(wallet);
  const orderLinks = useMenuLinks(orders);
  // Whether a menu shows depends on its items, not on drawing them.
  return (
    <>
      {shown('header.walletMenu') && wallet.length > 0 ? (
        <MenuDropdown name="wallet" label={intl.formatMessage(headerMessages.wallet)} links={walletLinks} className="shell-header__desktop" />
      ) : null}
      {shown('header.orderMenu') && orders.length > 0 ? (
        <MenuDropdown name="orders" label={intl.formatMessage(headerMessages.orders)} links={orderLinks} className="shell-header__desktop" />
      ) : null}
    </>
  );
}
