import { lazyPart } from '@shell/api-client/ui';

export { preloadOn } from '@shell/api-client/ui';

// The parts of the header only an interaction shows, each a chunk of its own (issue 8: the
// initial JS of the shell). Triggers call `preload()` on pointer-enter, focus and pointer-down,
// so the chunk is usually in by the time the click lands.

export const LanguageRegionModalPart = lazyPart('language-region-modal', () => import('../preferences/LanguageRegionModal').then((module) => module.LanguageRegionModal));

export const SettingsPanelPart = lazyPart('settings-panel', () => import('../preferences/SettingsPanel').then((module) => module.SettingsPanel));

export const TurkishSiteChoiceModalPart = lazyPart('turkish-site-choice', () => import('../preferences/TurkishSiteChoiceModal').then((module) => module.TurkishSiteChoiceModal));

export const LanguageListPart = lazyPart('language-list', () => import('../preferences/LanguageList').then((module) => module.LanguageList));

export const FiatListPart = lazyPart('fiat-list', () => import('../preferences/FiatList').then((module) => module.FiatList));

export const UpgradePlansPart = lazyPart('upgrade-plans', () => import('../preferences/UpgradePlans').then((module) => module.UpgradePlans));

export const MobileDrawerPart = lazyPart('mobile-drawer', () => import('../drawer/MobileDrawer').then((module) => module.MobileDrawer));

export const LogoutFlowPart = lazyPart('logout', () => import('../logout/LogoutFlow').then((module) => module.LogoutFlow));

export const UserPanelPart = lazyPart('user-panel', () => import('../account/UserPanel').then((module) => module.UserPanel));

export const DownloadPanelPart = lazyPart('download-panel', () => import('../components/DownloadPanel').then((module) => module.DownloadPanel));

const PARTS = [UserPanelPart, DownloadPanelPart, LanguageRegionModalPart, SettingsPanelPart, TurkishSiteChoiceModalPart, LanguageListPart, FiatListPart, UpgradePlansPart, MobileDrawerPart, LogoutFlowPart];

/** Loads every lazy part of the header (tests, and hosts that prefer to fetch them at idle). */
export async function preloadHeaderParts(): Promise<void> {
  await Promise.all(PARTS.map((part) => part.preload()));
}
