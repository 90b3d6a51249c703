import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useShellIntl, useShellPolicyContext, useShellSession, useUserInfo } from '@shell/api-client';
import { ShellLink } from '@shell/ui';
import { isShown, ROUTES, withLang } from '@shell/site-config';
import type { GatedItem, PolicyContext } from '@shell/site-config';
import { AccountMenus } from './account/AccountMenus';
import { UserMenu } from './account/UserMenu';
import { AuthLinks } from './components/AuthLinks';
import { DownloadEntry } from './components/DownloadEntry';
import { LanguageFiatEntries, SettingsEntry, ThemeEntry, useLanguageRegionDialog } from './components/PreferenceEntries';
import { HeaderContext, useHeader } from './internal/HeaderContext';
import { LogoutFlowPart, MobileDrawerPart, preloadOn } from './internal/parts';
import { Logo } from './components/Logo';
import type { HeaderModel } from './internal/HeaderContext';
import { headerMessages } from './messages/header';
import { NavBar } from './nav/NavBar';
import { useHeaderMenu } from './nav/useHeaderMenu';
import { useNavBarEntries } from './nav/useNavBarEntries';
import { SearchEntry } from './search/SearchEntry';
import type { HeaderProps } from './types';
import { IconMenu } from './icons/icons';

const NO_SLOTS = {};

function Placement({ name, children }: { name: string; children: ReactNode }) {
  return children ? (
    <div className="shell-header__placement" data-placement={name}>
      {children}
    </div>
  ) : null;
}

/**
 * The actions of a logged-in user: deposit, wallet and order menus, spot orders, the bell and the
 * user menu (each gated by the policy; a visitor's policy shows none of them).
 */
function AccountActions({ bell }: { bell: ReactNode }) {
  const intl = useShellIntl();
  const { shown, href } = useHeader();
  return (
    <>
      {shown('header.deposit') ? (
        <ShellLink href={href(ROUTES.deposit)} entry="header.deposit" className="shell-header__button shell-header__button--primary" data-entry="deposit">
          {intl.formatMessage(headerMessages.deposit)}
        </ShellLink>
      ) : null}
      <AccountMenus />
      {shown('header.spotOrder') ? (
        <ShellLink href={href(ROUTES.ordersSpot)} entry="header.spotOrder" className="shell-header__link shell-header__desktop" data-entry="spotOrder">
          {intl.formatMessage(headerMessages.spotOrders)}
        </ShellLink>
      ) : null}
      {shown('header.notifications') ? <Placement name="bell">{bell}</Placement> : null}
      {shown('header.userCard') ? <UserMenu /> : null}
    </>
  );
}

/**
 * While user info loads on a page the host believes is a user's (`session.loginHint`), the
 * account actions a signed-in user would get on this site are laid out invisible and inert, so
 * the bar has its final layout at once: nothing moves when the answer arrives (layout shift), and
 * nothing slides from under the pointer. They are the real components over a generic user's
 * policy, so their room matches whatever the language; the bell's slot gets the bell's room.
 */
function AwaitedAccountActions({ model }: { model: HeaderModel }) {
  const awaited = useMemo<HeaderModel>(() => {
    const policy: PolicyContext = { ...model.policy, user: { kind: 'user', hasSwitchTagCookie: model.policy.user.hasSwitchTagCookie } };
    return { ...model, policy, loggedIn: true, shown: (item: GatedItem) => isShown(item, policy) };
  }, [model]);
  return (
    <HeaderContext.Provider value={awaited}>
      <span className="shell-header__awaited" aria-hidden="true" inert data-testid="header-awaited-account">
        <AccountActions bell={<span className="shell-header__bell-room" />} />
      </span>
    </HeaderContext.Provider>
  );
}

interface HeaderBarProps extends HeaderProps {
  model: HeaderModel;
  /**
   * How often the drawer was opened: 0 keeps its code unloaded; each opening remounts it, so a
   * chunk that failed to download is fetched again when the burger is pressed again.
   */
  drawerOpens: number;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
}

function HeaderBar({ model, drawerOpens, drawerOpen, setDrawerOpen, loginUrl, signupUrl, demoMode = false, structureMenu, className }: HeaderBarProps) {
  const intl = useShellIntl();
  const { shown, href, slots, loggedIn } = model;
  const entries = useNavBarEntries();
  const remoteWeb = useHeaderMenu('web', structureMenu);
  const remoteSide = useHeaderMenu('h5', structureMenu);
  const languageDialog = useLanguageRegionDialog();
  const { loginHint } = useShellSession();
  const { clientLoading } = useUserInfo();
  const awaitingUser = !loggedIn && loginHint && clientLoading;
  const placements = slots.placements ?? {};
  return (
    <header className={`shell-header${className ? ` ${className}` : ''}`} data-site={model.site} data-logged-in={loggedIn ? '' : undefined}>
      <div className="shell-header__bar">
        <button type="button" className="shell-header__burger" aria-label={intl.formatMessage(headerMessages.openMenu)} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)} {...preloadOn(MobileDrawerPart)}>
          <IconMenu size={22} />
        </button>
        <ShellLink href={href(ROUTES.home)} entry="header.logo" className="shell-header__logo" aria-label={intl.formatMessage(headerMessages.home)}>
          <Logo />
        </ShellLink>
        <NavBar entries={entries} remote={remoteWeb} demoMode={demoMode} />
        <div className="shell-header__actions">
          {shown('header.payWith') ? <Placement name="payWith">{placements.payWith}</Placement> : null}
          {shown('header.search') ? (
            <>
              <SearchEntry />
              <Placement name="tabSearch">{placements.tabSearch}</Placement>
            </>
          ) : null}
          {loggedIn ? (
            <AccountActions bell={slots.bell} />
          ) : awaitingUser ? (
            <AwaitedAccountActions model={model} />
          ) : (
            // Shown at every width: on phones too a visitor sees Log In / Sign Up in the bar.
            <span className="shell-header__auth">
              <AuthLinks loginUrl={loginUrl} signupUrl={signupUrl} entryPrefix="header" />
            </span>
          )}
          {shown('header.download') ? <DownloadEntry /> : null}
          <span className="shell-header__desktop shell-header__prefs">
            <LanguageFiatEntries openOn={languageDialog.openOn} />
          </span>
          <SettingsEntry />
          <span className="shell-header__desktop">
            <ThemeEntry />
          </span>
          <Placement name="extraPanel">{placements.extraPanel}</Placement>
        </div>
      </div>
      {drawerOpens > 0 ? (
      <MobileDrawerPart
        key={drawerOpens}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        remote={remoteSide}
        openLanguageDialog={(tab) => {
          setDrawerOpen(false);
          languageDialog.openOn(tab);
        }}
        loginUrl={loginUrl}
        signupUrl={signupUrl}
      />
      ) : null}
      {languageDialog.dialog}
    </header>
  );
}

/**
 * The site header (spec §1/§2): logo, navigation with market flyouts and dropdowns, search,
 * auth links or deposit, wallet and order menus, spot orders, the notification bell slot, the
 * user menu, app download, language/fiat, settings and theme; the mobile drawer below 768 px;
 * the logout confirmation. Every site and role rule comes from the policy of
 * `@shell/site-config` over the session (`useShellPolicyContext`). Settings from other tabs and
 * the `<html>` attributes are followed by `ShellRoot` (`@shell/root`), header or not.
 */
export function Header(props: HeaderProps) {
  const { newMenuSystem, slots = NO_SLOTS } = props;
  const { site, lang } = useShellSession();
  const policy = useShellPolicyContext({ newMenuFlag: newMenuSystem === 'true' });
  const [drawerOpen, setDrawerOpenState] = useState(false);
  const [drawerOpens, setDrawerOpens] = useState(0);
  const setDrawerOpen = useCallback((open: boolean) => {
    if (open) setDrawerOpens((count) => count + 1);
    setDrawerOpenState(open);
  }, []);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [logoutRequests, setLogoutRequests] = useState(0);
  const requestLogout = useCallback(() => {
    setDrawerOpenState(false);
    setLogoutRequests((count) => count + 1);
    setLogoutOpen(true);
  }, []);
  const model = useMemo<HeaderModel>(
    () => ({
      site,
      lang,
      policy,
      shown: (item: GatedItem) => isShown(item, policy),
      loggedIn: policy.user.kind !== 'visitor',
      href: (path: string) => withLang(path, lang),
      slots,
      requestLogout,
    }),
    [site, lang, policy, slots, requestLogout],
  );
  return (
    <HeaderContext.Provider value={model}>
      <HeaderBar {...props} model={model} drawerOpens={drawerOpens} drawerOpen={drawerOpen} setDrawerOpen={setDrawerOpen} />
      {/* Mounted from the first logout request on and kept (it shows the spinner while the call
          runs); each request remounts it, so a chunk that failed to download is fetched again. */}
      {logoutRequests > 0 ? <LogoutFlowPart key={logoutRequests} open={logoutOpen} onClose={() => setLogoutOpen(false)} lang={lang} /> : null}
    </HeaderContext.Provider>
  );
}
