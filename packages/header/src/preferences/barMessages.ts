import { defineMessages } from '@shell/site-config';

/**
 * The preferences' messages that the header bar itself draws (`prefs.*`): the announcement bars and
 * the theme toggle. Apart from `preferencesMessages` (the panels', loaded with them), so the
 * panels' texts are not part of the page's start-up JS.
 */
export const barMessages = defineMessages({
  announcementClose: {
    id: 'prefs.announcement.close',
    defaultMessage: 'Close announcement',
    description: 'Accessible name of the button that dismisses the announcement bar',
  },
  announcementLabel: {
    id: 'prefs.announcement.label',
    defaultMessage: 'Announcement',
    description: 'Accessible name of the global announcement bar at the top of the page',
  },
  bulletinClose: {
    id: 'prefs.bulletin.close',
    defaultMessage: 'Close site-wide notice',
    description: 'Accessible name of the button that dismisses the full-site bulletin bar',
  },
  bulletinLabel: {
    id: 'prefs.bulletin.label',
    defaultMessage: 'Site-wide notice',
    description: 'Accessible name of the full-site bulletin bar at the top of every page',
  },
  themeToDark: {
    id: 'prefs.theme.toDark',
    defaultMessage: 'Switch to dark theme',
    description: 'Accessible name of the theme toggle button while the light theme is shown',
  },
  themeToLight: {
    id: 'prefs.theme.toLight',
    defaultMessage: 'Switch to light theme',
    description: 'Accessible name of the theme toggle button while the dark theme is shown',
  },
});
