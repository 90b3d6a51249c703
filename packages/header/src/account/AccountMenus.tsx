import { useShellIntl } from '@shell/api-client';
import { MenuDropdown } from '../components/MenuDropdown';
import { AccountItemsPart } from '../internal/parts';
import { useHeader } from '../internal/HeaderContext';
import { headerMessages } from '../messages/header';

/**
 * The wallet and order dropdowns of a logged-in user (spec §2). A menu shows when its policy item
 * does — whenever it does, the policy leaves it items (a test pins that for every site, user kind,
 * country limit and compliance answer). The items are a lazy part, drawn when the menu first opens.
 */
export function AccountMenus() {
  const intl = useShellIntl();
  const { shown } = useHeader();
  return (
    <>
      {shown('header.walletMenu') ? (
        <MenuDropdown name="wallet" label={intl.formatMessage(headerMessages.wallet)} panel={<AccountItemsPart menu="wallet" />} preload={AccountItemsPart} className="shell-header__desktop" />
      ) : null}
      {shown('header.orderMenu') ? (
        <MenuDropdown name="orders" label={intl.formatMessage(headerMessages.orders)} panel={<AccountItemsPart menu="orders" />} preload={AccountItemsPart} className="shell-header__desktop" />
      ) : null}
    </>
  );
}
