import { useCommonData, useShellIntl } from '@shell/api-client';
import { useGetHeaderBubbleQuery } from '../data/headerData';
import { ShellLink, useShellHost } from '@shell/ui';
import { loginRoute } from '@shell/site-config';
import { signupRoute } from '../internal/routes';
import { useHeader } from '../internal/HeaderContext';
import { testnetLoginHref } from '../model/links';
import { headerMessages } from '../messages/header';

export interface AuthLinksProps {
  /** Login URL from configuration (default `/login`). */
  loginUrl?: string;
  /** Signup URL from configuration (default `/signup`). */
  signupUrl?: string;
  /** Analytics prefix: `header` or `drawer`. */
  entryPrefix: 'header' | 'drawer';
  onNavigate?: () => void;
}

/**
 * Log In and Sign Up for visitors (each a policy item: signup is hidden where registration is).
 * The signup link carries the header bubble text of the main site (empty elsewhere and on failure).
 */
export function AuthLinks({ loginUrl, signupUrl, entryPrefix, onNavigate }: AuthLinksProps) {
  const intl = useShellIntl();
  const { shown, href, site } = useHeader();
  const { data: bubble = '' } = useGetHeaderBubbleQuery(site, { skip: !shown('header.signup') });
  const common = useCommonData();
  const { pathname } = useShellHost();
  // Testnet has no login page of its own: its visitors sign in on the account host (spec §2, §6).
  const login =
    site === 'testnet' && loginUrl === undefined
      ? testnetLoginHref({ authorizeHost: common?.mockAuthorizeHost ?? '', returnPath: pathname })
      : href(loginRoute({ configured: loginUrl }));
  return (
    <>
      {shown('header.login') ? (
        <ShellLink href={login} entry={`${entryPrefix}.login`} className="shell-header__button" data-entry="login" onClick={onNavigate}>
          {intl.formatMessage(headerMessages.login)}
        </ShellLink>
      ) : null}
      {shown('header.signup') ? (
        <span className="shell-header__signup">
          <ShellLink href={href(signupRoute({ configured: signupUrl }))} entry={`${entryPrefix}.signup`} className="shell-header__button shell-header__button--primary" data-entry="signup" onClick={onNavigate}>
            {intl.formatMessage(headerMessages.signup)}
          </ShellLink>
          {/* Server text, isolated (`bdi`) so its bidi controls stay inside the bubble. */}
          {bubble ? (
            <span className="shell-header__bubble">
              <bdi>{bubble}</bdi>
            </span>
          ) : null}
        </span>
      ) : null}
    </>
  );
}
