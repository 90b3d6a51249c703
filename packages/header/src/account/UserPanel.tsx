import { useShellIntl } from '@shell/api-client';
import { preloadOn, ShellLink } from '@shell/ui';
import { useHeader } from '../internal/HeaderContext';
import { profileMessages } from '../messages/account';
import { UserCard } from './UserCard';
import { useAccountLinks } from './useAccountLinks';
import { LogoutFlowPart } from '../internal/logoutPart';

/** The card, the profile links and Log Out: drawn when the menu first opens. */
export function UserPanel({ close }: { close: () => void }) {
  const intl = useShellIntl();
  const { shown, href, requestLogout } = useHeader();
  const { profile } = useAccountLinks('header');
  return (
    <>
      <UserCard />
      <ul className="shell-header__menu-list">
        {profile.map((link) => (
          <li key={link.gate}>
            <ShellLink href={href(link.path)} entry={`header.${link.gate}`} className="shell-header__menu-item">
              {intl.formatMessage(link.label)}
            </ShellLink>
          </li>
        ))}
      </ul>
      {shown('header.logout') ? (
        <button
          type="button"
          className="shell-header__menu-item shell-header__logout"
          {...preloadOn(LogoutFlowPart)}
          onClick={() => {
            close();
            requestLogout();
          }}
        >
          {intl.formatMessage(profileMessages.logout)}
        </button>
      ) : null}
    </>
  );
}
