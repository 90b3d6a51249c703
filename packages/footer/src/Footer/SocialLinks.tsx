import { useMemo } from 'react';
import { useShellIntl } from '@shell/api-client';
import { ShellHostProvider, ShellLink, useShellHost } from '@shell/ui';
import { SOCIAL_HOSTS, SOCIAL_LINKS } from '../content/social';
import { footerMessages } from './messages';
import { SOCIAL_ICONS } from '../icons/icons';

/**
 * The social network icons. Their hosts join the host app's allow-list for this list only, so
 * the links still go through `ShellLink`'s check. The caller checks `footer.socialIcons`.
 */
export function SocialLinks() {
  const intl = useShellIntl();
  const { externalHosts } = useShellHost();
  const hosts = useMemo(() => [...externalHosts, ...SOCIAL_HOSTS], [externalHosts]);
  const title = intl.formatMessage(footerMessages.social);
  return (
    <ShellHostProvider externalHosts={hosts}>
      <ul className="shell-footer-social" aria-label={title}>
        {SOCIAL_LINKS.map((link) => {
          const Mark = SOCIAL_ICONS[link.network];
          return (
          <li key={link.network}>
            <ShellLink
              className="shell-footer-social__link"
              href={link.href}
              newTab
              entry={`footer.social.${link.network}`}
              aria-label={intl.formatMessage(footerMessages.socialLink, { network: link.name })}
            >
              <Mark />
            </ShellLink>
          </li>
          );
        })}
      </ul>
    </ShellHostProvider>
  );
}
