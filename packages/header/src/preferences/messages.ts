import { defineMessages } from '@shell/site-config';

/**
 * Messages of the preferences panels (`prefs.*`). The settings labels shared with other packages
 * (rise colour, reference time, theme, tab names, restricted notices, upgrade plans) come from
 * `shellMessages` of @shell/site-config.
 */
export const preferencesMessages = defineMessages({
  modalTitle: {
    id: 'prefs.modal.title',
    defaultMessage: 'Language and currency',
    description: 'Title of the dialog with the language & region and exchange rate tabs',
  },
  close: {
    id: 'prefs.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the button that closes a preferences dialog',
  },
  back: {
    id: 'prefs.back',
    defaultMessage: 'Back',
    description: 'Button of the mobile settings modal that returns from an option list to the settings list',
  },
  languageLabel: {
    id: 'prefs.settings.language',
    defaultMessage: 'Language',
    description: 'Row of the mobile settings modal that opens the language list',
  },
  restrictedLabel: {
    id: 'prefs.language.restricted',
    defaultMessage: 'Restricted locations',
    description: 'Accessible name of the info icon next to German, French and Spanish; its tooltip names the restricted countries',
  },
  fiatSearchLabel: {
    id: 'prefs.fiat.search',
    defaultMessage: 'Search currency',
    description: 'Label of the search field above the list of fiat currencies',
  },
  fiatRate: {
    id: 'prefs.fiat.rate',
    defaultMessage: '1 USDT ≈ {value}',
    description: 'Exchange rate shown next to a fiat currency; value is the formatted amount with its code, e.g. "0.92 EUR"',
  },
  fiatNone: {
    id: 'prefs.fiat.none',
    defaultMessage: 'Not converted',
    description: 'Value shown for the exchange rate setting when prices are not converted into a fiat currency',
  },
  turkishTitle: {
    id: 'prefs.turkish.title',
    defaultMessage: 'Choose your site',
    description: 'Title of the dialog shown when a visitor of the global site picks Turkish',
  },
  turkishBody: {
    id: 'prefs.turkish.body',
    defaultMessage: 'Gate Türkiye is the local site for users in Türkiye. You can also keep using the global site in Turkish.',
    description: 'Text of the Turkish site-choice dialog',
  },
  turkishStay: {
    id: 'prefs.turkish.stay',
    defaultMessage: 'Use the global site in Turkish',
    description: 'Option of the Turkish site-choice dialog: stay on the global site, switched to Turkish',
  },
  turkishGo: {
    id: 'prefs.turkish.go',
    defaultMessage: 'Go to Gate Türkiye',
    description: 'Option of the Turkish site-choice dialog: go to the Turkish local site (opens another website)',
  },
  themeSystem: {
    id: 'prefs.theme.system',
    defaultMessage: 'System',
    description: 'Theme option: follow the light or dark setting of the device',
  },
});
