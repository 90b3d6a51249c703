import { defineMessages } from '@shell/site-config';

/** The logout confirmation. */
export const logoutMessages = defineMessages({
  title: { id: 'header.logout.title', defaultMessage: 'Log out', description: 'Title of the logout dialog' },
  body: { id: 'header.logout.body', defaultMessage: 'Where do you want to log out?', description: 'Question of the logout dialog' },
  allDevices: { id: 'header.logout.allDevices', defaultMessage: 'Log out of all devices', description: 'Logout choice' },
  thisDevice: { id: 'header.logout.thisDevice', defaultMessage: 'Log out of this device only', description: 'Logout choice' },
  cancel: { id: 'header.logout.cancel', defaultMessage: 'Cancel', description: 'Closes the logout dialog' },
});
