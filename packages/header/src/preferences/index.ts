// Public API of @shell/header/preferences: the panels and the state hooks of the visitor's
// preferences (language & region, fiat, settings, theme, rise colour), the global announcement
// bar and the compliance redirect. Every export is listed by name.

export type { LanguageRegionModalProps, LanguageRegionTab } from './LanguageRegionModal';
export type { LanguageListProps } from './LanguageList';
export type { FiatListProps } from './FiatList';
export type { TurkishSiteChoiceModalProps } from './TurkishSiteChoiceModal';
export { useLanguageSwitch } from './useLanguageSwitch';
export type { LanguageSwitch, LanguageSwitchResult } from './useLanguageSwitch';
export type { SettingsPanelProps } from './SettingsPanel';
// The panels are lazy parts (same props, plus an optional `fallback`): each is a chunk of its
// own, fetched on first render or ahead of it with `.preload()`, so importing this entry for the
// announcement bar or the theme toggle does not download them.
export {
  FiatListPart as FiatList,
  LanguageListPart as LanguageList,
  LanguageRegionModalPart as LanguageRegionModal,
  SettingsPanelPart as SettingsPanel,
  TurkishSiteChoiceModalPart as TurkishSiteChoiceModal,
  UpgradePlansPart as UpgradePlans,
  preloadPreferenceParts,
} from './parts';
export { ThemeToggle } from './ThemeToggle';
export type { ThemeToggleProps } from './ThemeToggle';
export type { UpgradePlansProps } from './UpgradePlans';
export { AnnouncementBar } from './AnnouncementBar';
// The bar's two calls, for a host that shows their data itself (the demo's and Storybook's data panels).
export { useGetAnnouncementQuery, useGetFullsiteBulletinQuery } from '../data/announcementsApi';
export type { Announcement, AnnouncementPageKey } from '../data/announcements';
export { useComplianceRedirect } from './useComplianceRedirect';
export type { ComplianceRedirectOptions } from './useComplianceRedirect';
export { resolveComplianceRedirect, COMPLIANCE_REDIRECT_PATHS } from '@shell/site-config';
export type { ComplianceRedirect, ComplianceRedirectInput } from '@shell/site-config';
