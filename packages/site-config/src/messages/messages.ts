import type { CatalogLocale } from '../catalog-locale';
import type { ThemeName } from '../settings-model';
import { defineMessages } from './define';
import type { MessageDescriptor } from './define';

/**
 * The messages every package of the shell shares. English is the source: `shell-i18n extract`
 * writes these to `lang/en.json`; translations live in `lang/<locale>.json`.
 *
 * Ids are namespaced `shell.<area>.<name>`, except the two keys the spec names (§8):
 * `reminder.no.data` and `header.Copied successfully`.
 */
export const shellMessages = defineMessages({
  // Settings (spec §3/§4, §9).
  settingsTitle: {
    id: 'shell.settings.title',
    defaultMessage: 'Settings',
    description: 'Title of the settings popover and of the mobile settings modal',
  },
  languageAndRegion: {
    id: 'shell.settings.languageAndRegion',
    defaultMessage: 'Language & region',
    description: 'Tab of the language/region modal that lists the languages',
  },
  exchangeRateTab: {
    id: 'shell.settings.exchangeRate',
    defaultMessage: 'Exchange rate',
    description: 'Tab of the language/region modal that lists the fiat currencies prices can be shown in',
  },
  riseColorTitle: {
    id: 'shell.settings.riseColor.title',
    defaultMessage: 'Color preference',
    description: 'Setting: which colour means a price went up',
  },
  riseColorGreenUp: {
    id: 'shell.settings.riseColor.greenUp',
    defaultMessage: 'Green up / Red down',
    description: 'Rise-colour option: rising prices green, falling prices red',
  },
  riseColorRedUp: {
    id: 'shell.settings.riseColor.redUp',
    defaultMessage: 'Red up / Green down',
    description: 'Rise-colour option: rising prices red, falling prices green (Chinese market convention)',
  },
  referenceTimeTitle: {
    id: 'shell.settings.referenceTime.title',
    defaultMessage: 'Price change period',
    description: 'Setting: the period the percentage price change of a market is measured over',
  },
  referenceTime24h: {
    id: 'shell.settings.referenceTime.rolling24h',
    defaultMessage: 'Last 24 hours',
    description: 'Price-change period option: a rolling 24-hour window',
  },
  referenceTimeUtc0: {
    id: 'shell.settings.referenceTime.utc0',
    defaultMessage: 'Since 00:00 (UTC+0)',
    description: 'Price-change period option: since midnight UTC',
  },
  referenceTimeUtc8: {
    id: 'shell.settings.referenceTime.utc8',
    defaultMessage: 'Since 00:00 (UTC+8)',
    description: 'Price-change period option: since midnight UTC+8',
  },
  themeTitle: {
    id: 'shell.settings.theme.title',
    defaultMessage: 'Theme',
    description: 'Setting: dark or light appearance',
  },
  themeDark: {
    id: 'shell.settings.theme.dark',
    defaultMessage: 'Dark',
    description: 'Theme option: dark appearance',
  },
  themeLight: {
    id: 'shell.settings.theme.light',
    defaultMessage: 'Light',
    description: 'Theme option: light appearance',
  },
  floatRate: {
    id: 'shell.settings.floatRate',
    defaultMessage: 'Floating exchange rate',
    description: 'Toggle: convert prices with the live (floating) fiat exchange rate',
  },
  currencyRate: {
    id: 'shell.settings.currencyRate',
    defaultMessage: 'Show prices in fiat',
    description: 'Toggle: show the value of crypto prices in the chosen fiat currency',
  },
  doNotSwitchFiat: {
    id: 'shell.settings.doNotSwitchFiat',
    defaultMessage: 'Do not switch to fiat',
    description: 'Toggle in the exchange-rate tab: keep prices in USD instead of a local fiat',
  },

  // User-facing texts of spec §8.
  noData: {
    id: 'reminder.no.data',
    defaultMessage: 'No data',
    description: 'Empty state of a list (notifications, markets, search results)',
  },
  copiedSuccessfully: {
    id: 'header.Copied successfully',
    defaultMessage: 'Copied successfully',
    description: 'Toast after the user copied their UID',
  },
  loggingOut: {
    id: 'shell.logout.inProgress',
    defaultMessage: 'Logging out',
    description: 'Full-screen spinner label while the user is being logged out',
  },
  safetyTooWeak: {
    id: 'shell.security.tooWeak',
    defaultMessage: 'Your current safety strength: Too weak',
    description: 'Warning in the user menu when the account security level is 1 or lower',
  },
  unreadCount: {
    id: 'shell.reminder.unreadCount',
    defaultMessage: '{count, plural, =0 {No unread messages} one {# unread message} other {# unread messages}}',
    description: 'Accessible label of the notification bell; count is the number of unread messages',
  },

  // Restricted-location notices next to these language choices (spec §6, §8).
  restrictedGerman: {
    id: 'shell.restricted.de',
    defaultMessage:
      'This page is not intended for residents and citizens of Germany, Austria and other German-speaking jurisdictions listed in the Restricted Locations related terms of the User Agreement',
    description: 'Tooltip next to the German language choice',
  },
  restrictedFrench: {
    id: 'shell.restricted.fr',
    defaultMessage:
      'This page is not intended for residents and citizens of France, Canada and other French-speaking jurisdictions listed in the Restricted Locations related terms of the User Agreement',
    description: 'Tooltip next to the French language choice',
  },
  restrictedSpanish: {
    id: 'shell.restricted.es',
    defaultMessage:
      'This page is not intended for residents and citizens of Spain, Cuba, Bolivia, Venezuela and other Spanish-speaking jurisdictions listed in the Restricted Locations related terms of the User Agreement',
    description: 'Tooltip next to the Spanish language choice',
  },

  // VIP upgrade plans in the tier-progress hover (spec §6: main 3, UK/US/AU 1 and 3, UAE 1).
  upgradeHeading: {
    id: 'shell.upgradePlan.heading',
    defaultMessage: 'Ways to reach VIP {level}',
    description: 'Heading of the tier-progress hover; level is the next VIP tier number',
  },
  upgradePlanLabel: {
    id: 'shell.upgradePlan.label',
    defaultMessage: 'Plan {number}',
    description: 'Short label before each upgrade plan; number is 1, 2 or 3',
  },
  upgradePlan1Title: {
    id: 'shell.upgradePlan.plan1.title',
    defaultMessage: 'Trading volume',
    description: 'Short title of upgrade plan 1: reach the 30-day trading volume of the next tier',
  },
  upgradePlan1Requirement: {
    id: 'shell.upgradePlan.plan1.requirement',
    defaultMessage: 'Trade {amount} more in 30 days',
    description: 'Upgrade plan 1; amount is a formatted value with its unit, e.g. "12,000.00 USDT"',
  },
  upgradePlan2Title: {
    id: 'shell.upgradePlan.plan2.title',
    defaultMessage: 'GT holdings',
    description: 'Short title of upgrade plan 2: hold enough GT (the platform token)',
  },
  upgradePlan2Requirement: {
    id: 'shell.upgradePlan.plan2.requirement',
    defaultMessage: 'Hold at least {amount} GT',
    description: 'Upgrade plan 2; amount is a formatted number of GT tokens',
  },
  upgradePlan3Title: {
    id: 'shell.upgradePlan.plan3.title',
    defaultMessage: 'Total assets',
    description: 'Short title of upgrade plan 3: keep enough total assets',
  },
  upgradePlan3Requirement: {
    id: 'shell.upgradePlan.plan3.requirement',
    defaultMessage: 'Keep {amount} in total assets',
    description: 'Upgrade plan 3; amount is a formatted value with its unit, e.g. "$50,000.00"',
  },

  // Language names in the reader's language (the chooser shows native names from LANGUAGE_NAMES).
  languageEn: { id: 'shell.language.en', defaultMessage: 'English', description: 'Name of the English language' },
  languageZh: {
    id: 'shell.language.zh',
    defaultMessage: 'Chinese (Simplified)',
    description: 'Name of the Simplified Chinese language',
  },
  languageZhTw: {
    id: 'shell.language.zhTW',
    defaultMessage: 'Chinese (Traditional)',
    description: 'Name of the Traditional Chinese language',
  },
  languageTr: { id: 'shell.language.tr', defaultMessage: 'Turkish', description: 'Name of the Turkish language' },
  languageJa: { id: 'shell.language.ja', defaultMessage: 'Japanese', description: 'Name of the Japanese language' },
  languageAr: { id: 'shell.language.ar', defaultMessage: 'Arabic', description: 'Name of the Arabic language' },
  languageDe: { id: 'shell.language.de', defaultMessage: 'German', description: 'Name of the German language' },
  languageFr: { id: 'shell.language.fr', defaultMessage: 'French', description: 'Name of the French language' },
  languageEs: { id: 'shell.language.es', defaultMessage: 'Spanish', description: 'Name of the Spanish language' },
});

export type ShellMessageKey = keyof typeof shellMessages;

export const themeMessages: Readonly<Record<ThemeName, MessageDescriptor>> = Object.freeze({
  dark: shellMessages.themeDark,
  light: shellMessages.themeLight,
});

export const languageNameMessages: Readonly<Record<CatalogLocale, MessageDescriptor>> = Object.freeze({
  en: shellMessages.languageEn,
  zh: shellMessages.languageZh,
  'zh-tw': shellMessages.languageZhTw,
  tr: shellMessages.languageTr,
  ja: shellMessages.languageJa,
  ar: shellMessages.languageAr,
  de: shellMessages.languageDe,
  fr: shellMessages.languageFr,
  es: shellMessages.languageEs,
});
