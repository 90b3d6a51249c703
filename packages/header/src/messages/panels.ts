import { defineMessages } from '@shell/site-config';

/**
 * Header texts that only lazily loaded panels draw (the mobile drawer, the app-download panel):
 * apart from `headerMessages`, so they travel with those panels' chunks instead of the page's
 * start-up JS. Same `header.*` ids and catalogs.
 */
export const panelMessages = defineMessages({
  drawerTitle: { id: 'header.drawer.title', defaultMessage: 'Menu', description: 'Title of the mobile side menu' },
  closeMenu: { id: 'header.drawer.close', defaultMessage: 'Close menu', description: 'Button closing the mobile side menu' },
  rewardsCardTitle: { id: 'header.drawer.rewards.title', defaultMessage: 'Rewards Hub', description: 'Title of the rewards card in the mobile menu' },
  rewardsCardBody: { id: 'header.drawer.rewards.body', defaultMessage: 'Sign up and claim your welcome rewards', description: 'Text of the rewards card in the mobile menu' },
  downloadAppButton: { id: 'header.drawer.downloadApp', defaultMessage: 'Download the Gate app', description: 'Download button in the mobile menu' },
  downloadQr: { id: 'header.download.qr', defaultMessage: 'Scan to download the app', description: 'Accessible name of the app download QR code' },
  moreDownloads: { id: 'header.download.more', defaultMessage: 'More download options', description: 'Link to the app download page' },
});
