import { defineMessages } from '@shell/site-config';

/** Texts of the footer's own controls. */
export const footerMessages = defineMessages({
  nav: { id: 'footer.ui.nav', defaultMessage: 'Footer links', description: 'Accessible name of the footer link columns' },
  language: { id: 'footer.ui.language', defaultMessage: 'Language: {language}', description: 'Footer language chooser button; language = current language name' },
  languageList: { id: 'footer.ui.languageList', defaultMessage: 'Choose a language', description: 'Accessible name of the list of languages in the footer' },
  currency: { id: 'footer.ui.currency', defaultMessage: 'Currency', description: 'Label of the fiat currency chooser in the mobile footer' },
  social: { id: 'footer.ui.social', defaultMessage: 'Follow us', description: 'Heading over the social network links' },
  socialLink: { id: 'footer.ui.socialLink', defaultMessage: 'Gate on {network} (opens in a new tab)', description: 'Accessible name of a social network icon link; network = X, Telegram, …' },
  appDownload: { id: 'footer.ui.appDownload', defaultMessage: 'Download the app', description: 'Heading over the app-download QR code' },
  appQr: { id: 'footer.ui.appQr', defaultMessage: 'QR code: scan with your phone to download the Gate app', description: 'Accessible name of the app-download QR code' },
  appDownloadLink: { id: 'footer.ui.appDownloadLink', defaultMessage: 'More download options', description: 'Link under the QR code to the app download page' },
  copyright: {
    id: 'footer.ui.copyright',
    defaultMessage: 'Copyright © {from}–{to} {entity}. All rights reserved.',
    description: 'Footer copyright line; from = first year of the site, to = current year, entity = legal entity name',
  },
  legal: { id: 'footer.ui.legal', defaultMessage: 'Legal information', description: 'Accessible name of the legal section at the bottom of the footer' },
});

/** Texts of the cookie notice. */
export const cookieNoticeMessages = defineMessages({
  title: { id: 'footer.cookie.title', defaultMessage: 'Cookies on this site', description: 'Heading of the cookie notice' },
  body: {
    id: 'footer.cookie.body',
    defaultMessage:
      'We use cookies to keep the site secure, remember your settings and understand how the site is used. Read our <link>Cookie Policy</link> to learn more.',
    description: 'Text of the cookie notice; <link> links to the cookie policy',
  },
  accept: { id: 'footer.cookie.accept', defaultMessage: 'Accept all', description: 'Button that accepts every cookie category and closes the cookie notice' },
  reject: {
    id: 'footer.cookie.reject',
    defaultMessage: 'Reject non-essential',
    description: 'Button that refuses every optional cookie category (only strictly necessary cookies stay) and closes the notice',
  },
  manage: { id: 'footer.cookie.manage', defaultMessage: 'Manage cookies', description: 'Button that opens the cookie preferences (one switch per category)' },
  preferences: { id: 'footer.cookie.preferences', defaultMessage: 'Cookie preferences', description: 'Heading of the list of cookie categories in the cookie notice' },
  necessary: { id: 'footer.cookie.necessary', defaultMessage: 'Strictly necessary', description: 'Cookie category that is always on' },
  necessaryHint: {
    id: 'footer.cookie.necessaryHint',
    defaultMessage: 'Always on: security, sign-in and your settings.',
    description: 'Explains the strictly necessary cookie category',
  },
  analytics: { id: 'footer.cookie.analytics', defaultMessage: 'Analytics', description: 'Optional cookie category: usage measurement' },
  analyticsHint: { id: 'footer.cookie.analyticsHint', defaultMessage: 'Help us understand how the site is used.', description: 'Explains the analytics cookie category' },
  marketing: { id: 'footer.cookie.marketing', defaultMessage: 'Marketing', description: 'Optional cookie category: advertising' },
  marketingHint: { id: 'footer.cookie.marketingHint', defaultMessage: 'Personalised offers and ads.', description: 'Explains the marketing cookie category' },
  save: { id: 'footer.cookie.save', defaultMessage: 'Save choices', description: 'Button that stores the categories switched on in the cookie preferences and closes the notice' },
});
