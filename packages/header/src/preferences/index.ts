// Public API of @shell/header/preferences: the global announcement bar (its two calls are internal), the
// compliance redirect, and the preference panels a host may open from its own UI (language &
// region, settings, the theme toggle). Every export is listed by name. The panels the header
// alone opens (the language and fiat lists, the Turkish site choice, the upgrade plans) and the
// language-switch hook are internal.

export { AnnouncementBar } from './AnnouncementBar';
export type { Announcement, AnnouncementPageKey } from '../data/announcements';
export { useComplianceRedirect } from './useComplianceRedirect';
export type { ComplianceRedirectOptions } from './useComplianceRedirect';
// The panels are lazy parts (same props, plus an optional `fallback`): each is a chunk of its
// own, fetched on first render or ahead of it with `.preload()`, so importing this entry for the
// announcement bar does not download them.
export { LanguageRegionModalPart as LanguageRegionModal, SettingsPanelPart as SettingsPanel } from './parts';
export type { LanguageRegionModalProps, LanguageRegionTab } from './LanguageRegionModal';
export type { SettingsPanelProps } from './SettingsPanel';
export { ThemeToggle } from './ThemeToggle';
export type { ThemeToggleProps } from './ThemeToggle';
