import { defineMessages } from '@shell/site-config';

/**
 * The texts of the bell's panel and the notifications page (the bell button's own label is
 * `bellMessages`, start-up code). The empty state uses the shared `reminder.no.data` of
 * @shell/site-config (`shellMessages.noData`, spec §8).
 */
export const reminderMessages = defineMessages({
  panelTitle: {
    id: 'reminder.panel.title',
    defaultMessage: 'Notifications',
    description: 'Heading of the notification dropdown and of the notifications page',
  },
  tabsLabel: {
    id: 'reminder.tabs.label',
    defaultMessage: 'Notification types',
    description: 'Accessible name of the row of tabs (system, trading, events, …) in the notification list',
  },
  tabUnread: {
    id: 'reminder.tab.unread',
    defaultMessage: '{count, plural, one {# unread} other {# unread}}',
    description: 'Unread count next to a notification tab name (the visible number is also read out)',
  },
  markAllRead: {
    id: 'reminder.markAllRead',
    defaultMessage: 'Mark all as read',
    description: 'Button that marks every message of the selected notification tab as read',
  },
  loadMore: {
    id: 'reminder.loadMore',
    defaultMessage: 'Load more',
    description: 'Button under the notification list that loads the next page of messages',
  },
  loading: {
    id: 'reminder.loading',
    defaultMessage: 'Loading…',
    description: 'Shown while notifications are being loaded',
  },
  viewAll: {
    id: 'reminder.viewAll',
    defaultMessage: 'View all notifications',
    description: 'Link at the bottom of the notification dropdown to the full notifications page',
  },
  showMore: {
    id: 'reminder.message.showMore',
    defaultMessage: 'Show more',
    description: 'Button that expands a shortened notification title and text',
  },
  showLess: {
    id: 'reminder.message.showLess',
    defaultMessage: 'Show less',
    description: 'Button that shortens an expanded notification again',
  },
  unread: {
    id: 'reminder.message.unread',
    defaultMessage: 'Unread',
    description: 'Marks a notification the user has not read yet (read out before its title)',
  },
});
