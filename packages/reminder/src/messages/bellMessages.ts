import { defineMessages } from '@shell/site-config';

/**
 * The bell button's own text, apart from `reminderMessages` (the panel's and the page's, which load
 * with the bell's working half): the button is start-up code, the rest is not.
 */
export const bellMessages = defineMessages({
  bellLabel: {
    id: 'reminder.bell.label',
    defaultMessage: '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
    description: 'Accessible name of the notification bell button; count is the number of unread messages',
  },
});
