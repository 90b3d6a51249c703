import { useShellIntl, useUserInfo } from '@shell/api-client';
import { useDisclosure, useImageSrc } from '@shell/ui';
import { useHeader } from '../internal/HeaderContext';
import { headerMessages } from '../messages/header';
import { UserPanelPart, preloadOn } from '../internal/parts';
import { IconUser } from '../icons/icons';

/**
 * The user dropdown (disclosure pattern: it holds the card with its copy button besides links):
 * hover, click or keyboard opens it, Escape closes it and returns focus to the avatar button.
 * Like every dropdown of the bar, its panel is drawn when it first opens; its code is a chunk of
 * its own, fetched when the pointer or focus reaches the button.
 */
export function UserMenu() {
  const intl = useShellIntl();
  const { shown } = useHeader();
  const imageSrc = useImageSrc();
  const user = useUserInfo();
  const menu = useDisclosure({ hover: true, pattern: 'disclosure' });
  const avatar = shown('user.avatar') ? imageSrc(user.user_avatar, 'header.avatar') : null;
  // Who is signed in, on hover and as the button's description, without opening the menu (text:
  // React escapes it). Where the policy hides personal info, the UID stands in for the name.
  const who = shown('user.personalInfo') ? user.nickname || user.user_nick || user.uid : user.uid;
  return (
    <div {...menu.rootProps} className="shell-header__dropdown shell-header__desktop" data-menu="user">
      <button {...menu.triggerProps} {...preloadOn(UserPanelPart)} className="shell-header__trigger shell-header__trigger--icon" aria-label={intl.formatMessage(headerMessages.account)} title={who ? String(who) : undefined}>
        {avatar ? <img className="shell-header__avatar shell-header__avatar--small" src={avatar} alt="" width={24} height={24} /> : <IconUser size={24} />}
      </button>
      <div {...menu.panelProps} className="shell-header__panel shell-header__panel--user">
        {menu.everOpened ? <UserPanelPart close={() => menu.setOpen(false)} /> : null}
      </div>
    </div>
  );
}
