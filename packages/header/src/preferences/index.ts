// Public API of @shell/header/preferences: the panels and the state hooks of the visitor's
// preferences (language & region, fiat, settings, theme, rise colour), the global announcement
// bar and the compliance redirect. Every export is listed by name.

export { LanguageRegionModal } from './LanguageRegionModal';
export type { LanguageRegionModalProps, LanguageRegionTab } from './LanguageRegionModal';
export { LanguageList } from './LanguageList';
export type { LanguageListProps } from './LanguageList';
export { FiatList } from './FiatList';
export type { FiatListProps } from './FiatList';
export { TurkishSiteChoiceModal } from './TurkishSiteChoiceModal';
export type { TurkishSiteChoiceModalProps } from './TurkishSiteChoiceModal';
export { useLanguageSwitch } from './useLanguageSwitch';
export type { LanguageSwitch, LanguageSwitchResult } from './useLanguageSwitch';
export { SettingsPanel } from './SettingsPanel';
export type { SettingsPanelProps } from './SettingsPanel';
export { ThemeToggle } from './ThemeToggle';
export type { ThemeToggleProps } from './ThemeToggle';
export { UpgradePlans } from './UpgradePlans';
export type { UpgradePlansProps } from './UpgradePlans';
export { AnnouncementBar } from './AnnouncementBar';
export { readDismissedNotices, dismissNotice } from './dismissedNotices';
export { useComplianceRedirect } from './useComplianceRedirect';
export type { ComplianceRedirectOptions } from './useComplianceRedirect';
export { useShowsExpressBuy } from './useShowsExpressBuy';
export { preferencesMessages } from './messages';
export { resolveComplianceRedirect, COMPLIANCE_REDIRECT_PATHS } from '@shell/site-config';
export type { ComplianceRedirect, ComplianceRedirectInput } from '@shell/site-config';
