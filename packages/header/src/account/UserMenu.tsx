import { useShellIntl, useUserInfo } from '@shell/api-client';
import { ShellLink, useDisclosure, useShellHost } from '@shell/api-client/ui';
import { safeHref } from '@shell/site-config';
import { useHeader } from '../internal/HeaderContext';
import { headerMessages, profileMessages } from '../messages';
import { UserCard } from './UserCard';
import { useAccountLinks } from './useAccountLinks';
import { LogoutFlowPart, preloadOn } from '../internal/parts';

/**
 * The user dropdown (disclosure pattern: it holds the card with its copy button besides links):
 * hover, click or keyboard opens it, Escape closes it and returns focus to the avatar button.
 */
export function UserMenu() {
  const intl = useShellIntl();
  const { shown, href, requestLogout } = useHeader();
  const { externalHosts } = useShellHost();
  const user = useUserInfo();
  const { profile } = useAccountLinks('header');
  const menu = useDisclosure({ hover: true, pattern: 'disclosure' });
  const avatar = shown('user.avatar') ? safeHref(user.user_avatar, { allowedHosts: externalHosts }) : null;
  return (
    <div {...menu.rootProps} className="shell-header__dropdown shell-header__desktop" data-menu="user">
      <button {...menu.triggerProps} className="shell-header__trigger shell-header__trigger--icon" aria-label={intl.formatMessage(headerMessages.account)}>
        {avatar ? <img className="shell-header__avatar shell-header__avatar--small" src={avatar} alt="" width={24} height={24} /> : <span className="shell-header__icon-user" aria-hidden="true" />}
      </button>
      <div {...menu.panelProps} className="shell-header__panel shell-header__panel--user">
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
              menu.setOpen(false);
              requestLogout();
            }}
          >
            {intl.formatMessage(profileMessages.logout)}
          </button>
        ) : null}
      </div>
    </div>
  );
}
