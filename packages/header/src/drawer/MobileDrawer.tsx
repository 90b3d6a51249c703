import { useState } from 'react';
import type { ReactNode } from 'react';
import { useShellIntl } from '@shell/api-client';
import type { RemoteMenuItem } from '../data/remoteMenu';
import { preloadOn, ShellLink } from '@shell/ui';
import { Dialog } from '@shell/ui/widgets';
import { ROUTES } from '@shell/site-config';
import { REFERRAL_BADGE_USDT } from '../internal/spec';
import { UserCard } from '../account/UserCard';
import { useAccountLinks } from '../account/useAccountLinks';
import { useNavEntries } from '../nav/useNavEntries';
import type { AccountLinkSpec } from '../model/accountMenus';
import { EntryTags, ReferralBadge } from '../components/EntryTags';
import { LanguageFiatEntries } from '../components/PreferenceEntries';
import { useHeader } from '../internal/HeaderContext';
import { headerMessages } from '../messages/header';
import { panelMessages } from '../messages/panels';
import { profileMessages } from '../messages/account';
import { appDownloadHref } from '../model/links';
import type { NavEntrySpec } from '../model/navModel';
import { useRemoteTitle } from '../nav/RemoteEntry';
import { SettingsPanel } from '../preferences/SettingsPanel';
import { ThemeToggle } from '../preferences/ThemeToggle';
import { AuthLinks } from '../components/AuthLinks';
import { LogoutFlowPart } from '../internal/logoutPart';
import { IconClose, IconSettings } from '../icons/icons';

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <details className="shell-header__drawer-section">
      <summary>{title}</summary>
      <ul className="shell-header__drawer-list">{children}</ul>
    </details>
  );
}

function AccountSection({ title, links, onNavigate }: { title: string; links: readonly AccountLinkSpec[]; onNavigate: () => void }) {
  const intl = useShellIntl();
  const { href } = useHeader();
  if (links.length === 0) return null;
  return (
    <Section title={title}>
      {links.map((link) => (
        <li key={link.gate}>
          <ShellLink href={href(link.path)} entry={`drawer.${link.gate}`} onClick={onNavigate}>
            {intl.formatMessage(link.label)}
          </ShellLink>
        </li>
      ))}
    </Section>
  );
}

function StaticNav({ entries, onNavigate }: { entries: readonly NavEntrySpec[]; onNavigate: () => void }) {
  const intl = useShellIntl();
  const { href } = useHeader();
  return (
    <>
      {entries.map((entry) =>
        entry.kind === 'group' ? (
          <Section key={entry.key} title={intl.formatMessage(entry.label)}>
            {entry.links.map((link) => (
              <li key={link.key}>
                <ShellLink href={href(link.path)} entry={`drawer.nav.${link.key}`} onClick={onNavigate}>
                  {intl.formatMessage(link.label, link.values)}
                  {link.badge === 'referral' ? <ReferralBadge amount={REFERRAL_BADGE_USDT} /> : null}
                </ShellLink>
              </li>
            ))}
          </Section>
        ) : (
          <p key={entry.key} className="shell-header__drawer-link">
            <ShellLink href={href(entry.path)} entry={`drawer.nav.${entry.key}`} onClick={onNavigate}>
              {intl.formatMessage(entry.label)}
            </ShellLink>
          </p>
        ),
      )}
    </>
  );
}

function RemoteNav({ items, onNavigate }: { items: readonly RemoteMenuItem[]; onNavigate: () => void }) {
  const title = useRemoteTitle();
  const link = (item: RemoteMenuItem) => (
    <ShellLink href={item.jump_url} entry={`drawer.remote.${item.code}`} newTab={item.jump_type === 'external'} onClick={onNavigate}>
      {/* Server text, isolated as in the bar. */}
      <bdi>{title(item) || item.desc || item.code}</bdi>
      <EntryTags tags={item.tags} />
    </ShellLink>
  );
  return (
    <>
      {items.map((item, index) =>
        item.children.length > 0 ? (
          <Section key={`${item.code}-${index}`} title={<bdi>{title(item) || item.code}</bdi>}>
            {item.children.map((child, childIndex) => (
              <li key={`${child.code}-${childIndex}`}>{link(child)}</li>
            ))}
          </Section>
        ) : (
          <p key={`${item.code}-${index}`} className="shell-header__drawer-link">
            {link(item)}
          </p>
        ),
      )}
    </>
  );
}

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Remote side-menu (h5) items, or null for the static navigation. */
  remote: readonly RemoteMenuItem[] | null;
  openLanguageDialog: (tab: 'language' | 'rate') => void;
  loginUrl?: string;
  signupUrl?: string;
}

/**
 * The mobile side drawer (below 768 px): auth links and the rewards-hub card for visitors; user
 * card, wallet, orders, spot orders, account items and logout for users; the navigation (static,
 * or the remote side menu), preferences and the download-app button.
 */
export function MobileDrawer({ open, onClose, remote, openLanguageDialog, loginUrl, signupUrl }: MobileDrawerProps) {
  const intl = useShellIntl();
  const entries = useNavEntries();
  const { shown, href, site, lang, requestLogout, loggedIn } = useHeader();
  const { wallet, orders, profile } = useAccountLinks('side');
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <>
      <Dialog open={open} onClose={onClose} title={intl.formatMessage(panelMessages.drawerTitle)} variant="sheet" className="shell-header__drawer">
        <button type="button" className="shell-header__drawer-close" onClick={onClose} aria-label={intl.formatMessage(panelMessages.closeMenu)}>
          <IconClose />
        </button>
        {/* The body scrolls; the title bar and the close button above it stay put. */}
        <div className="shell-header__drawer-body">
          {loggedIn ? (
            <UserCard />
          ) : (
            <div className="shell-header__drawer-auth">
              <AuthLinks loginUrl={loginUrl} signupUrl={signupUrl} entryPrefix="drawer" onNavigate={onClose} />
            </div>
          )}
          {shown('drawer.rewardsHubCard') ? (
            <ShellLink href={href(ROUTES.rewardsHub)} entry="drawer.rewardsHubCard" className="shell-header__rewards-card" onClick={onClose}>
              <strong>{intl.formatMessage(panelMessages.rewardsCardTitle)}</strong>
              <span>{intl.formatMessage(panelMessages.rewardsCardBody)}</span>
            </ShellLink>
          ) : null}
          {shown('header.walletMenu') ? <AccountSection title={intl.formatMessage(headerMessages.wallet)} links={wallet} onNavigate={onClose} /> : null}
          {shown('header.orderMenu') ? <AccountSection title={intl.formatMessage(headerMessages.orders)} links={orders} onNavigate={onClose} /> : null}
          {shown('header.spotOrder') ? (
            <p className="shell-header__drawer-link">
              <ShellLink href={href(ROUTES.ordersSpot)} entry="drawer.spotOrder" onClick={onClose}>
                {intl.formatMessage(headerMessages.spotOrders)}
              </ShellLink>
            </p>
          ) : null}
          {loggedIn ? <AccountSection title={intl.formatMessage(headerMessages.account)} links={profile} onNavigate={onClose} /> : null}
          {remote === null ? <StaticNav entries={entries} onNavigate={onClose} /> : <RemoteNav items={remote} onNavigate={onClose} />}
          <div className="shell-header__drawer-prefs">
            <LanguageFiatEntries openOn={openLanguageDialog} />
            {shown('header.settings') ? (
              <button type="button" className="shell-header__action" onClick={() => setSettingsOpen(true)}>
                <IconSettings />
                <span className="shell-header__action-text">{intl.formatMessage(headerMessages.settings)}</span>
              </button>
            ) : null}
            {shown('header.themeToggle') ? <ThemeToggle className="shell-header__action" /> : null}
          </div>
          {shown('drawer.downloadApp') ? (
            <ShellLink href={appDownloadHref({ site, lang, placement: 'drawer', absolute: false })} entry="drawer.downloadApp" className="shell-header__button shell-header__button--primary" onClick={onClose}>
              {intl.formatMessage(panelMessages.downloadAppButton)}
            </ShellLink>
          ) : null}
          {shown('header.logout') ? (
            <button type="button" className="shell-header__button shell-header__logout" onClick={() => requestLogout()} {...preloadOn(LogoutFlowPart)}>
              {intl.formatMessage(profileMessages.logout)}
            </button>
          ) : null}
        </div>
      </Dialog>
      <Dialog open={settingsOpen} onClose={() => setSettingsOpen(false)} title={intl.formatMessage(headerMessages.settings)}>
        {settingsOpen ? <SettingsPanel variant="modal" onClose={() => setSettingsOpen(false)} /> : null}
      </Dialog>
    </>
  );
}
