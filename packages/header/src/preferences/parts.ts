import { lazyPart } from '@shell/ui';

// The preference panels, each a chunk of its own (issue 8). Apart from the header's other parts
// (internal/parts.ts) so `@shell/header/preferences` references only its own chunks.

export const LanguageRegionModalPart = lazyPart('language-region-modal', () => import('./LanguageRegionModal').then((module) => module.LanguageRegionModal));

export const SettingsPanelPart = lazyPart('settings-panel', () => import('./SettingsPanel').then((module) => module.SettingsPanel));

export const TurkishSiteChoiceModalPart = lazyPart('turkish-site-choice', () => import('./TurkishSiteChoiceModal').then((module) => module.TurkishSiteChoiceModal));

export const LanguageListPart = lazyPart('language-list', () => import('./LanguageList').then((module) => module.LanguageList));

export const FiatListPart = lazyPart('fiat-list', () => import('./FiatList').then((module) => module.FiatList));

export const UpgradePlansPart = lazyPart('upgrade-plans', () => import('./UpgradePlans').then((module) => module.UpgradePlans));

export const PREFERENCE_PARTS = [LanguageRegionModalPart, SettingsPanelPart, TurkishSiteChoiceModalPart, LanguageListPart, FiatListPart, UpgradePlansPart];

/** Loads every preference panel (the package's tests: rendering without fallbacks). */
export async function preloadPreferenceParts(): Promise<void> {
  await Promise.all(PREFERENCE_PARTS.map((part) => part.preload()));
}
