import type { ReactNode } from 'react';
import { useShellIntl } from '@shell/api-client';
import { MenuDropdown } from '../components/MenuDropdown';
import { AccountItemsPart } from '../internal/parts';
import { useHeader } from '../internal/HeaderContext';
import { headerMessages } from '../messages/header';
import { IconOrders, IconWallet } from '../icons/icons';

/**
 * The trigger's face: the name, and an icon drawn only from 768 to 1023 px — there a signed-in bar
 * has no room for both names (its actions ran past the window), so the name is visually hidden
 * and stays the trigger's accessible name (styles.css, `shell-header__menu-text`).
 */
function MenuFace({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <>
      {icon}
      <span className="shell-header__menu-text">{text}</span>
    </>
  );
}

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
        <MenuDropdown name="wallet" label={<MenuFace icon={<IconWallet className="shell-header__menu-icon" />} text={intl.formatMessage(headerMessages.wallet)} />} panel={<AccountItemsPart menu="wallet" />} preload={AccountItemsPart} className="shell-header__desktop" />
      ) : null}
      {shown('header.orderMenu') ? (
        <MenuDropdown name="orders" label={<MenuFace icon={<IconOrders className="shell-header__menu-icon" />} text={intl.formatMessage(headerMessages.orders)} />} panel={<AccountItemsPart menu="orders" />} preload={AccountItemsPart} className="shell-header__desktop" />
      ) : null}
    </>
  );
}
