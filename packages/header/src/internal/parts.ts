import { lazyPart } from '@shell/ui';
import { PREFERENCE_PARTS } from '../preferences/parts';
import { LogoutFlowPart } from './logoutPart';

export { preloadOn } from '@shell/ui';
export { LogoutFlowPart } from './logoutPart';
export { FiatListPart, LanguageListPart, LanguageRegionModalPart, SettingsPanelPart, TurkishSiteChoiceModalPart, UpgradePlansPart } from '../preferences/parts';

// The parts of the header only an interaction shows, each a chunk of its own (issue 8: the
// initial JS of the shell). Triggers call `preload()` on pointer-enter, focus and pointer-down,
// so the chunk is usually in by the time the click lands. A part whose own chunk opens another
// part imports that part from a module of its own (logoutPart.ts, preferences/parts.ts), never
// from here: this module imports every part, so that would be an import cycle.

export const MobileDrawerPart = lazyPart('mobile-drawer', () => import('../drawer/MobileDrawer').then((module) => module.MobileDrawer));

export const UserPanelPart = lazyPart('user-panel', () => import('../account/UserPanel').then((module) => module.UserPanel));

export const DownloadPanelPart = lazyPart('download-panel', () => import('../components/DownloadPanel').then((module) => module.DownloadPanel));

export const NavGroupPanelPart = lazyPart('nav-group-panel', () => import('../nav/NavGroupPanel').then((module) => module.NavGroupPanel));

export const AccountItemsPart = lazyPart('account-items', () => import('../account/AccountItems').then((module) => module.AccountItems));

const PARTS = [UserPanelPart, DownloadPanelPart, NavGroupPanelPart, AccountItemsPart, MobileDrawerPart, LogoutFlowPart, ...PREFERENCE_PARTS];

/** Loads every lazy part of the header (the package's tests: rendering without fallbacks). */
export async function preloadHeaderParts(): Promise<void> {
  await Promise.all(PARTS.map((part) => part.preload()));
}
